import { useState } from 'react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, piecesOn, type DayPiece } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { isPending } from './api/create-time-block';
import { BlockMenu } from './block-menu';
import { busyAsBlock, calendarEventLabel, isBusy, isFreeEvent, itemKey } from './block-parts';
import { CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS, calendarEventClasses } from './category-styles';
import { LinkedTaskCheck } from './linked-task-check';
import { usePlannerActions } from './planner-actions';

/** The shown days as a list, each block a line with its time and title: readable at any width. */
export function AgendaView({ days, blocks, busy }: { days: string[]; blocks: TimeBlock[]; busy: BusyBlock[] }) {
  const timed = [...blocks, ...busy.filter((b) => !b.allDay).map(busyAsBlock)];
  return (
    <div className="h-full overflow-y-auto">
      <ol aria-label="Agenda" className="divide-y">
        {days.map((day) => (
          <AgendaDay key={day} day={day} pieces={piecesOn(timed, day)} allDay={busy.filter((b) => b.allDay && b.date === day)} />
        ))}
      </ol>
    </div>
  );
}

function AgendaDay({ day, pieces, allDay }: { day: string; pieces: DayPiece<TimeBlock>[]; allDay: BusyBlock[] }) {
  const fmt = useFormat();
  const headingId = `agenda-${day}`;
  return (
    <li className="flex flex-col gap-1 py-2 sm:flex-row sm:gap-4">
      <h2 id={headingId} className={cn('shrink-0 text-sm font-semibold sm:w-28', day === fmt.today && 'text-primary')}>
        {fmt.date(day, 'day')}
      </h2>
      <ul aria-label={`Planned on ${fmt.date(day, 'long')}`} className="min-w-0 flex-1 space-y-1">
        {allDay.map((event) => (
          <li key={event.id} className={cn('rounded-md px-2 py-1 text-sm', calendarEventClasses(event.free))}>
            <span className="sr-only">{calendarEventLabel(event.free)}: </span>
            {event.title} · All day
          </li>
        ))}
        {pieces.map((piece) => (
          <AgendaItem key={itemKey(piece.block)} piece={piece} />
        ))}
        {pieces.length === 0 && allDay.length === 0 && <li className="py-1 text-sm text-muted-foreground">Nothing planned</li>}
      </ul>
    </li>
  );
}

function AgendaItem({ piece }: { piece: DayPiece<TimeBlock> }) {
  const fmt = useFormat();
  const actions = usePlannerActions();
  const [menuOpen, setMenuOpen] = useState(false);
  const { block, continued } = piece;
  const time = formatBlockTime(block, fmt);
  const title = `${block.title}${continued ? ' (continued)' : ''}`;
  if (isBusy(block)) {
    const free = isFreeEvent(block);
    return (
      <li className={cn('flex gap-2 rounded-md px-2 py-1 text-sm', calendarEventClasses(free))}>
        <span className="shrink-0 tabular-nums">{time}</span>
        <span className="min-w-0 truncate">
          <span className="sr-only">{calendarEventLabel(free)}: </span>
          {title}
        </span>
      </li>
    );
  }
  return (
    <li className={cn('flex items-center gap-2 rounded-md border-l-[3px] pr-1 pl-2 text-sm', CATEGORY_BLOCK_CLASSES[block.category])}>
      {block.taskId && <LinkedTaskCheck block={block} roving={{ key: '', group: '', order: 0 }} className="size-4" />}
      <button
        type="button"
        disabled={isPending(block)}
        aria-label={`${time} ${title}, ${CATEGORY_LABELS[block.category]}`}
        onClick={() => actions.onOpen(block)}
        className="flex min-w-0 flex-1 gap-2 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-ring"
      >
        <span className="shrink-0 tabular-nums">{time}</span> <span className="min-w-0 truncate font-medium">{title}</span>
      </button>
      {!isPending(block) && <BlockMenu block={block} open={menuOpen} onOpenChange={setMenuOpen} roving={{ key: '', group: '', order: 0 }} />}
    </li>
  );
}
