import { CheckCircle2, Pencil, Plus, Trash2 } from 'lucide-react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { DAY_HALVES, formatBlockTime, HOURS_PER_HALF, overlapsOn, piecesOn, segmentsForHalf, type DayHalf, type DayPiece } from '../../../shared/time-blocks-layout';
import type { CSSProperties, ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { busyAsBlock, ConflictMark, FromCalendarMark, isBusy, itemKey, keyMove, overlapText } from './block-parts';
import { BlockDragArea, DraggableBlockItem, DropArea, useJustDragged } from './block-drag';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

const ROW_REM = 3.5;

interface DayViewProps {
  /** The day shown (yyyy-MM-dd). */
  date: string;
  /** That day's blocks and the day before's (whose blocks may run past midnight into it). */
  blocks: TimeBlock[];
  onAdd: (hour: number) => void;
  onEdit: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  /** Alt+arrows on a focused block: up/down an hour, left/right a day; with Shift up/down its duration. */
  onMove?: (block: TimeBlock, patch: { hour?: number; duration?: number; date?: string }) => void;
  deletingId?: string;
  /** Read-only events from the connected calendar. */
  busy?: BusyBlock[];
}


export function DayView({ busy = [], date, blocks, ...props }: DayViewProps) {
  const allDay = busy.filter((b) => b.allDay && b.date === date);
  // Busy events share the lanes with blocks so neither hides the other.
  const busyAsBlocks: TimeBlock[] = busy.filter((b) => !b.allDay).map(busyAsBlock);
  const pieces = piecesOn([...blocks, ...busyAsBlocks], date);
  const overlaps = overlapsOn(blocks, date, itemKey);
  return (
    <div className="space-y-4">
      {allDay.length > 0 && <AllDayStrip events={allDay} />}
      <BlockDragArea rowRem={ROW_REM} onChange={props.onMove}>
        <div className="grid gap-4 lg:grid-cols-2">
          {DAY_HALVES.map((half) => (
            <HalfColumn key={half} half={half} pieces={pieces} overlaps={overlaps} {...props} />
          ))}
        </div>
      </BlockDragArea>
    </div>
  );
}

function AllDayStrip({ events }: { events: BusyBlock[] }) {
  return (
    <section aria-labelledby="time-blocks-all-day" className="rounded-xl border bg-card p-3 sm:p-4">
      <h2 id="time-blocks-all-day" className="mb-2 text-lg font-semibold">
        All day
      </h2>
      <ul aria-label="All-day busy events" className="flex flex-wrap gap-2">
        {events.map((event) => (
          <li key={event.id} className={cn('max-w-full rounded-md px-2 py-1', BUSY_BLOCK_CLASSES)}>
            <p className="truncate text-sm font-semibold leading-5">
              <span className="sr-only">Busy: </span>
              {event.title}
            </p>
            <p className="text-xs leading-4">Busy · All day</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

type HalfColumnProps = Pick<DayViewProps, 'onAdd' | 'onEdit' | 'onDelete' | 'onMove' | 'deletingId'> & { half: DayHalf; pieces: DayPiece<TimeBlock>[]; overlaps: Map<string, TimeBlock[]> };

/** A block's place in a column; blocks of the app (not busy events, not continuations) can be dragged. */
function ColumnItem({ block, half, draggable, ...props }: { block: TimeBlock; half: DayHalf; draggable: boolean; className: string; style: CSSProperties; children: ReactNode; 'aria-hidden'?: boolean }) {
  if (!draggable) return <li {...props} />;
  return <DraggableBlockItem block={block} place={{ half }} dragId={`${itemKey(block)}-${half}`} {...props} />;
}

function HalfColumn({ half, pieces, overlaps, onAdd, onEdit, onDelete, onMove, deletingId }: HalfColumnProps) {
  const fmt = useFormat();
  const justDragged = useJustDragged();
  const offset = half === 'AM' ? 0 : HOURS_PER_HALF;
  const segments = segmentsForHalf(pieces, half);
  const headingId = `time-blocks-${half.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-3 sm:p-4">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {half}
        <span className="ml-2 text-sm font-normal text-muted-foreground">
          {fmt.hourRange(offset, offset + HOURS_PER_HALF - 1)}
        </span>
      </h2>
      <div className="relative" style={{ height: `${HOURS_PER_HALF * ROW_REM}rem` }}>
        <ol className="absolute inset-0" aria-label={`${half} hours`}>
          {Array.from({ length: HOURS_PER_HALF }, (_, i) => {
            const hour = offset + i;
            const label = fmt.hour(hour);
            return (
              <li key={hour} className="flex border-t first:border-t-0" style={{ height: `${ROW_REM}rem` }}>
                <span className="w-14 shrink-0 pt-1 text-xs text-muted-foreground">{label}</span>
                <button
                  type="button"
                  onClick={() => onAdd(hour)}
                  aria-label={`Add time block at ${label}`}
                  className="group flex flex-1 items-start justify-end rounded-sm p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Plus aria-hidden="true" className="size-4 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" />
                </button>
              </li>
            );
          })}
        </ol>
        <DropArea place={{ half }} className="pointer-events-none absolute inset-y-0 left-14 right-0">
        <ul aria-label={`${half} time blocks`} className="absolute inset-0">
          {segments.map(({ block, start, span, continued, fromPreviousDay, lane, lanes }) => {
            // A noon continuation repeats the AM item; one from the day before is the block's only item on this day.
            const hidden = continued && !fromPreviousDay;
            const suffix = continued ? ' (continued)' : '';
            const origin = fromPreviousDay ? `From ${fmt.date(block.date, 'day')} · ` : '';
            const others = overlaps.get(itemKey(block));
            const conflict = others ? overlapText(others) : null;
            const conflictId = `conflict-${itemKey(block)}-${half}`;
            return (
              <ColumnItem
                key={`${itemKey(block)}-${half}`}
                block={block}
                half={half}
                draggable={!isBusy(block) && !continued}
                className="@container pointer-events-auto absolute p-0.5"
                style={{
                  top: `${start * ROW_REM}rem`,
                  height: `${span * ROW_REM}rem`,
                  left: `${(lane / lanes) * 100}%`,
                  width: `${100 / lanes}%`,
                }}
                {...(hidden ? { 'aria-hidden': true } : {})}
              >
                {isBusy(block) ? (
                  <div className={cn('flex h-full flex-col overflow-hidden rounded-md px-2 py-1', BUSY_BLOCK_CLASSES)}>
                    <p className="truncate text-sm font-semibold leading-5">
                      <span className="sr-only">Busy: </span>
                      {block.title}
                      {suffix}
                    </p>
                    <p className="truncate text-xs leading-4">
                      Busy · {origin}
                      {formatBlockTime(block, fmt)}
                    </p>
                  </div>
                ) : (
                  <div
                    onClick={() => {
                      if (!justDragged.current) onEdit(block);
                    }}
                    className={cn(
                      'flex h-full cursor-pointer flex-col gap-0.5 overflow-hidden rounded-md border-l-4 px-2 py-1 shadow-sm @[11rem]:flex-row @[11rem]:gap-1',
                      CATEGORY_BLOCK_CLASSES[block.category],
                      continued && 'rounded-t-none border-dashed',
                    )}
                  >
                    <div className="min-w-0 @[11rem]:flex-1">
                      <p className="flex items-center gap-1 truncate text-sm font-semibold leading-5">
                        {block.category === 'completed' && <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0" />}
                        {block.source === 'calendar' && <FromCalendarMark />}
                        {conflict && <ConflictMark text={conflict} />}
                        <span className="truncate">
                          {block.title}
                          {suffix}
                        </span>
                      </p>
                      <p className="sr-only truncate text-xs leading-4 @[11rem]:not-sr-only">
                        {origin}
                        {formatBlockTime(block, fmt)} · {CATEGORY_LABELS[block.category]}
                        {conflict && (
                          <>
                            {' · '}
                            <span id={conflictId}>{conflict}</span>
                          </>
                        )}
                      </p>
                    </div>
                    {!hidden && (
                      <div className="-ml-1 flex shrink-0 items-start gap-0.5 @[11rem]:ml-0">
                        <button
                          type="button"
                          aria-label={`Edit ${block.title}`}
                          aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown"
                          aria-describedby={conflict ? conflictId : undefined}
                          data-focus-key={`edit-block-${block.id}`}
                          onKeyDown={(e) => {
                            const move = onMove ? keyMove(e, block) : null;
                            if (!move) return;
                            e.preventDefault();
                            onMove!(block, move);
                          }}
                          onClick={(e) => {
                            e.stopPropagation();
                            onEdit(block);
                          }}
                          className="inline-flex size-7 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current dark:hover:bg-white/15"
                        >
                          <Pencil aria-hidden="true" className="size-3.5" />
                        </button>
                        <button
                          type="button"
                          aria-label={`Delete ${block.title}`}
                          disabled={deletingId === block.id}
                          onClick={(e) => {
                            e.stopPropagation();
                            onDelete(block);
                          }}
                          className="inline-flex size-7 items-center justify-center rounded-md hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-current disabled:opacity-50 dark:hover:bg-white/15"
                        >
                          <Trash2 aria-hidden="true" className="size-3.5" />
                        </button>
                      </div>
                    )}
                  </div>
                )}
              </ColumnItem>
            );
          })}
        </ul>
        </DropArea>
      </div>
    </section>
  );
}

export function DayViewSkeleton() {
  return (
    <div role="status" aria-label="Loading time blocks" className="grid gap-4 lg:grid-cols-2">
      {DAY_HALVES.map((half) => (
        <div key={half} className="space-y-2 rounded-xl border p-4">
          <Skeleton className="h-6 w-24" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
