import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, HOURS_PER_DAY, hoursBlocked, overlapsOn, piecesOn, segmentsForDay } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { BlockDragArea, DraggableBlockItem, DropArea, useJustDragged, type BlockChange } from './block-drag';
import { busyAsBlock, ConflictMark, FromCalendarMark, isBusy, itemKey, keyMove, overlapText } from './block-parts';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

interface WeekViewProps {
  days: string[];
  /** The week's blocks and those of the day before it (whose blocks may run past midnight into Monday). */
  blocks: TimeBlock[];
  selected: string;
  today: string;
  onOpenDay: (date: string) => void;
  onEdit?: (block: TimeBlock) => void;
  /** A drag or Alt+arrows on a block: another hour, another day, or (Alt+Shift) another duration. */
  onMove?: (block: TimeBlock, change: BlockChange) => void;
  /** Read-only events from the connected calendar; all-day ones first. */
  busy?: BusyBlock[];
}

const ROW_REM = 2.5;
const ALL_DAY_REM = 1.5;
const MINUTE_MS = 60_000;

/** The current instant, moving on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The hour of the day (with its fraction) an instant is at in a zone. */
function hourIn(instant: Date, timezone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return get('hour') + get('minute') / 60;
}

/**
 * Seven day columns on one 24-hour grid: a block can be dragged to another hour and another day, its bottom edge to
 * another length. On narrow screens the grid scrolls sideways.
 */
export function WeekView(props: WeekViewProps) {
  return (
    <BlockDragArea rowRem={ROW_REM} onChange={props.onMove}>
      <WeekGrid {...props} />
    </BlockDragArea>
  );
}

function WeekGrid({ days, blocks, selected, today, onOpenDay, onEdit, onMove, busy = [] }: WeekViewProps) {
  const fmt = useFormat();
  const now = useNow();
  const nowHour = hourIn(now, fmt.timezone);
  const nowLabel = `Now, ${fmt.time(now)}`;
  const justDragged = useJustDragged();
  const allDayRows = Math.max(0, ...days.map((day) => busy.filter((b) => b.allDay && b.date === day).length));
  const allDayRem = allDayRows * ALL_DAY_REM;
  const timedBusy = busy.filter((b) => !b.allDay).map(busyAsBlock);

  // A block moved with the keyboard to another day is drawn in another column: focus follows it there.
  const followFocus = useRef<{ key: string; date: string } | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  // On a narrow screen the grid scrolls sideways: start with the chosen day in view.
  useEffect(() => {
    const scroller = grid.current;
    const column = scroller?.querySelector<HTMLElement>(`[data-week-day="${selected}"]`);
    if (!scroller || !column || scroller.scrollWidth <= scroller.clientWidth) return;
    scroller.scrollLeft = Math.max(0, column.offsetLeft - scroller.clientWidth / 2 + column.offsetWidth / 2);
  }, [selected]);
  useLayoutEffect(() => {
    if (!followFocus.current) return;
    const { key, date } = followFocus.current;
    const target = grid.current?.querySelector<HTMLElement>(`[data-week-block="${CSS.escape(key)}"][data-week-date="${date}"]`);
    if (!target) return;
    target.focus();
    followFocus.current = null;
  });

  return (
    <div ref={grid} className="relative overflow-x-auto rounded-xl border bg-card">
        <div className="flex min-w-[46rem] p-2">
          <div aria-hidden="true" className="sticky left-0 z-20 w-12 shrink-0 bg-card pr-1 text-right text-xs text-muted-foreground">
            <div className="h-10" style={{ marginBottom: `${allDayRem}rem` }} />
            {Array.from({ length: HOURS_PER_DAY }, (_, hour) => (
              <div key={hour} className="-translate-y-2" style={{ height: `${ROW_REM}rem` }}>
                {hour === 0 ? '' : fmt.hour(hour)}
              </div>
            ))}
          </div>
          <ol aria-label="Week" className="grid min-w-0 flex-1 grid-cols-7">
            {days.map((day) => {
              const dayPieces = piecesOn(blocks, day);
              const segments = segmentsForDay(piecesOn([...blocks, ...timedBusy], day));
              const overlaps = overlapsOn(blocks, day, itemKey);
              const allDay = busy.filter((b) => b.allDay && b.date === day);
              const timed = segments.filter((s) => isBusy(s.block));
              const own = segments.filter((s) => !isBusy(s.block));
              const weekday = fmt.date(day, 'long');
              const hours = hoursBlocked(blocks, day);
              const place = { date: day };
              return (
                <li key={day} data-week-day={day} className={cn('min-w-0 border-l', day === selected && 'bg-muted/30')}>
                  <button
                    type="button"
                    onClick={() => onOpenDay(day)}
                    aria-label={`Open ${weekday}`}
                    aria-current={day === today ? 'date' : undefined}
                    className="flex h-10 w-full flex-col items-center justify-center rounded-md px-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className={cn('text-sm font-semibold leading-5', day === today && 'rounded bg-primary px-1 text-primary-foreground')}>
                      {fmt.date(day, 'day')}
                    </span>
                    <span className="text-xs leading-4 text-muted-foreground">{fmt.figure(hours)} h</span>
                  </button>
                  <DropArea place={place} className="relative" style={{ height: `${allDayRem + HOURS_PER_DAY * ROW_REM}rem` }}>
                    <div aria-hidden="true" className="absolute inset-x-0" style={{ top: `${allDayRem}rem` }}>
                      {Array.from({ length: HOURS_PER_DAY }, (_, hour) => (
                        <div key={hour} className="border-t border-border/70" style={{ height: `${ROW_REM}rem` }} />
                      ))}
                    </div>
                    {(allDay.length > 0 || timed.length > 0) && (
                      <ul aria-label={`Busy on ${weekday}`} className="pointer-events-none absolute inset-0">
                        {allDay.map((event, i) => (
                          <li
                            key={event.id}
                            className={cn('absolute inset-x-0.5 truncate rounded px-1 text-xs leading-5', BUSY_BLOCK_CLASSES)}
                            style={{ top: `${i * ALL_DAY_REM}rem` }}
                          >
                            <span className="font-medium">All day</span>{' '}
                            <span>
                              <span className="sr-only">Busy: </span>
                              {event.title}
                            </span>
                          </li>
                        ))}
                        {timed.map(({ block: event, start, span, lane, lanes }) => (
                          <li
                            key={event.id}
                            className={cn('absolute overflow-hidden rounded px-1 py-0.5 text-xs', BUSY_BLOCK_CLASSES)}
                            style={{
                              top: `${allDayRem + start * ROW_REM}rem`,
                              height: `${span * ROW_REM}rem`,
                              left: `${(lane / lanes) * 100}%`,
                              width: `${100 / lanes}%`,
                            }}
                          >
                            <span className="font-medium">{fmt.hour(start)}</span>{' '}
                            <span>
                              <span className="sr-only">Busy: </span>
                              {event.title}
                            </span>
                            <span className="sr-only">, {formatBlockTime(event, fmt)}</span>
                          </li>
                        ))}
                      </ul>
                    )}
                    {dayPieces.length > 0 && (
                      <ul aria-label={`Blocks on ${weekday}`} className="pointer-events-none absolute inset-x-0 bottom-0" style={{ top: `${allDayRem}rem` }}>
                        {own.map(({ block, start, span, continued, lane, lanes }) => {
                          const key = itemKey(block);
                          const others = overlaps.get(key);
                          const conflict = others ? overlapText(others) : null;
                          const conflictId = `week-conflict-${key}-${day}`;
                          const style = { top: `${start * ROW_REM}rem`, height: `${span * ROW_REM}rem`, left: `${(lane / lanes) * 100}%`, width: `${100 / lanes}%` };
                          const body = (
                            <button
                              type="button"
                              data-week-block={continued ? undefined : key}
                              data-week-date={day}
                              aria-label={`Edit ${block.title}${continued ? ' (continued)' : ''}, ${formatBlockTime(block, fmt)}, ${CATEGORY_LABELS[block.category]}${block.rrule !== null ? ', repeats' : ''}`}
                              aria-describedby={conflict ? conflictId : undefined}
                              aria-keyshortcuts={continued ? undefined : 'Alt+ArrowUp Alt+ArrowDown Alt+ArrowLeft Alt+ArrowRight Alt+Shift+ArrowUp Alt+Shift+ArrowDown'}
                              onClick={() => {
                                if (!justDragged.current) onEdit?.(block);
                              }}
                              onKeyDown={(e) => {
                                const move = onMove && !continued ? keyMove(e, block) : null;
                                if (!move) return;
                                e.preventDefault();
                                if (move.date) followFocus.current = { key, date: move.date };
                                onMove!(block, move);
                              }}
                              className={cn(
                                'flex h-full w-full flex-col items-start overflow-hidden rounded border-l-4 px-1 py-0.5 text-left text-xs leading-4 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                                CATEGORY_BLOCK_CLASSES[block.category],
                                continued && 'border-dashed',
                              )}
                            >
                              <span className="flex w-full min-w-0 items-center gap-0.5">
                                {block.category === 'completed' && <CheckCircle2 aria-hidden="true" className="size-3 shrink-0" />}
                                {block.source === 'calendar' && <FromCalendarMark />}
                                {conflict && <ConflictMark text={conflict} />}
                                {lanes === 1 && <span className="shrink-0 whitespace-nowrap font-medium">{fmt.hour(start)}</span>}
                                <span className="min-w-0 truncate">
                                  {block.title}
                                  {continued && ' (continued)'}
                                </span>
                              </span>
                              {conflict && (
                                <span id={conflictId} aria-hidden="true" className={cn('w-full truncate', span < 2 && 'sr-only')}>
                                  {conflict}
                                </span>
                              )}
                            </button>
                          );
                          return continued || !onMove ? (
                            <li key={`${key}-${start}`} className="pointer-events-auto absolute p-px" style={style}>
                              {body}
                            </li>
                          ) : (
                            <DraggableBlockItem key={`${key}-${start}`} block={block} place={place} dragId={`${key}-week`} className="pointer-events-auto absolute p-px" style={style}>
                              {body}
                            </DraggableBlockItem>
                          );
                        })}
                      </ul>
                    )}
                    {day === today && (
                      <div
                        data-testid="now-line"
                        className="pointer-events-none absolute inset-x-0 z-10 flex items-center"
                        style={{ top: `calc(${allDayRem + nowHour * ROW_REM}rem - 1px)` }}
                      >
                        <span aria-hidden="true" className="size-2 -ml-1 rounded-full bg-red-600 dark:bg-red-400" />
                        <span aria-hidden="true" className="h-0.5 flex-1 bg-red-600 dark:bg-red-400" />
                        <span className="sr-only">{nowLabel}</span>
                      </div>
                    )}
                  </DropArea>
                </li>
              );
            })}
          </ol>
        </div>
      </div>
  );
}

export function WeekViewSkeleton() {
  return (
    <div role="status" aria-label="Loading the week" className="grid grid-cols-7 gap-2 rounded-xl border p-2">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className="h-96" />
      ))}
    </div>
  );
}
