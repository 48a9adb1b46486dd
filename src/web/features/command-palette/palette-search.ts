import type { TimeBlock, TimeBlockInput } from '../../../shared/schemas/time-blocks';
import { overlapsOn } from '../../../shared/time-blocks-layout';

/** How many people, goals or blocks one group of results shows. */
export const RESULTS_PER_GROUP = 5;

/** Whether every word typed appears in `text`, in any order and case: "sar ch" finds "Sarah Chen". */
export function matchesWords(text: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.length > 0 && words.every((word) => haystack.includes(word));
}

/**
 * The blocks whose titles match, one per series: the first occurrence from `today` on, else the latest before it.
 * Blocks come in date order, as GET /api/time-blocks answers them.
 */
export function matchingBlocks(blocks: readonly TimeBlock[], query: string, today: string): TimeBlock[] {
  const bySeries = new Map<string, TimeBlock>();
  for (const block of blocks) {
    if (!matchesWords(block.title, query)) continue;
    const kept = bySeries.get(block.id);
    if (!kept || kept.date < today) bySeries.set(block.id, block);
  }
  return [...bySeries.values()].sort((a, b) => Number(a.date < today) - Number(b.date < today) || a.date.localeCompare(b.date)).slice(0, RESULTS_PER_GROUP);
}

/** The blocks a new block would overlap on its first date. */
export function draftOverlaps(draft: TimeBlockInput, blocks: readonly TimeBlock[]): TimeBlock[] {
  const { title, date, hour, minute, durationMinutes, category } = draft;
  const newBlock: TimeBlock = {
    id: '',
    title,
    date,
    hour,
    minute,
    durationMinutes,
    duration: durationMinutes / 60,
    category,
    source: 'manual',
    rrule: null,
    occurrence: null,
    taskId: null,
  };
  const key = (b: TimeBlock) => `${b.id}-${b.occurrence ?? ''}`;
  return overlapsOn([...blocks, newBlock], draft.date, key).get(key(newBlock)) ?? [];
}
