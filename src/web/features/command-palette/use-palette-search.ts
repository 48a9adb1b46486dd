import { useQuery } from '@tanstack/react-query';
import { shiftDate } from '../../../shared/dates';
import { TIME_BLOCK_RANGE_MAX_DAYS } from '../../../shared/schemas/time-blocks';
import { formatBlockTime } from '../../../shared/time-blocks-layout';
import { goalsQueryOptions } from '@/features/goals';
import { relationshipsQueryOptions } from '@/features/relationships';
import { openTasksQueryOptions } from '@/features/tasks';
import { timeBlocksRangeQueryOptions } from '@/features/time-blocking';
import { useFormat } from '@/lib/use-format';
import { openItemHref } from '@/lib/use-open-request';
import { matchesWords, matchingBlocks, RESULTS_PER_GROUP } from './palette-search';

/** Blocks are found from this many days back; the rest of the longest range one request reads lies ahead. */
const BLOCKS_DAYS_BACK = 13;

/** One person, goal or block found by name, and the link that opens it. */
export interface Found {
  id: string;
  label: string;
  detail?: string;
  href: string;
}

/** The open tasks, people, goals and blocks (two weeks back, four ahead) whose names hold every word typed. Reads only while the palette is open. */
export function usePaletteSearch(query: string, open: boolean): { tasks: Found[]; people: Found[]; goals: Found[]; blocks: Found[] } {
  const fmt = useFormat();
  const { today } = fmt;
  const from = shiftDate(today, -BLOCKS_DAYS_BACK);
  const people = useQuery({ ...relationshipsQueryOptions, enabled: open });
  const goals = useQuery({ ...goalsQueryOptions, enabled: open });
  const tasks = useQuery({ ...openTasksQueryOptions, enabled: open });
  const blocks = useQuery({ ...timeBlocksRangeQueryOptions(from, shiftDate(from, TIME_BLOCK_RANGE_MAX_DAYS - 1)), enabled: open });
  if (query.trim() === '') return { tasks: [], people: [], goals: [], blocks: [] };

  return {
    tasks: (tasks.data ?? [])
      .filter((t) => matchesWords(t.title, query))
      .slice(0, RESULTS_PER_GROUP)
      .map((t) => ({ id: t.id, label: t.title, ...(t.dueDate && { detail: `due ${fmt.date(t.dueDate, 'day')}` }), href: openItemHref('/tasks', t.id) })),
    people: (people.data ?? [])
      .filter((p) => matchesWords(p.name, query))
      .slice(0, RESULTS_PER_GROUP)
      .map((p) => ({ id: p.id, label: p.name, href: openItemHref('/relationships', p.id) })),
    goals: (goals.data ?? [])
      .filter((g) => matchesWords(g.title, query))
      .slice(0, RESULTS_PER_GROUP)
      .map((g) => ({ id: g.id, label: g.title, detail: `${fmt.percent(g.progress)} done`, href: openItemHref('/goals', g.id) })),
    blocks: matchingBlocks(blocks.data ?? [], query, today).map((b) => ({
      id: b.id,
      label: b.title,
      detail: `${fmt.date(b.date, 'day')}, ${formatBlockTime(b, fmt)}`,
      href: openItemHref('/time-blocking', b.id, { date: b.date }),
    })),
  };
}
