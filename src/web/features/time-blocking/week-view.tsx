import { Fragment, useEffect, useState } from 'react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, hoursBlocked, piecesOn } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

interface WeekViewProps {
  days: string[];
  /** The week's blocks and those of the day before it (whose blocks may run past midnight into Monday). */
  blocks: TimeBlock[];
  selected: string;
  today: string;
  onOpenDay: (date: string) => void;
  /** Read-only events from the connected calendar; all-day ones first. */
  busy?: BusyBlock[];
}

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

function NowLine({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-1 text-xs font-medium text-red-700 dark:text-red-300" data-testid="now-line">
      <span aria-hidden="true" className="h-0.5 flex-1 rounded bg-red-600 dark:bg-red-400" />
      {label}
    </li>
  );
}

export function WeekView({ days, blocks, selected, today, onOpenDay, busy = [] }: WeekViewProps) {
  const fmt = useFormat();
  const now = useNow();
  const nowHour = hourIn(now, fmt.timezone);
  const nowLabel = `Now, ${fmt.time(now)}`;
  return (
    <ol aria-label="Week" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {days.map((day) => {
        const dayPieces = piecesOn(blocks, day);
        const dayBusy = [...busy.filter((b) => b.allDay && b.date === day), ...piecesOn(busy.filter((b) => !b.allDay), day).map((p) => p.block)];
        const weekday = fmt.date(day, 'long');
        const hours = hoursBlocked(blocks, day);
        return (
          <li
            key={day}
            onClick={() => onOpenDay(day)}
            className={cn(
              'flex min-w-0 cursor-pointer flex-col gap-2 rounded-xl border bg-card p-2',
              day === selected && 'ring-2 ring-ring',
            )}
          >
            <button
              type="button"
              onClick={(e) => {
                e.stopPropagation();
                onOpenDay(day);
              }}
              aria-label={`Open ${weekday}`}
              aria-current={day === today ? 'date' : undefined}
              className="flex items-baseline justify-between gap-2 rounded-md px-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className={cn('font-semibold', day === today && 'rounded bg-primary px-1 text-primary-foreground')}>{fmt.date(day, 'day')}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{fmt.figure(hours)} h</span>
            </button>
            {dayPieces.length === 0 ? (
              <>
                <p className="px-1 text-xs text-muted-foreground">No blocks</p>
                {day === today && (
                  <ul aria-label="Current time">
                    <NowLine label={nowLabel} />
                  </ul>
                )}
              </>
            ) : (
              <ul className="space-y-1" aria-label={`Blocks on ${weekday}`}>
                {day === today && dayPieces.every((p) => p.start > nowHour) && <NowLine label={nowLabel} />}
                {dayPieces.map(({ block, start, continued }, index) => (
                  <Fragment key={`${block.id}-${block.occurrence ?? ''}-${start}`}>
                    <li
                      className={cn('truncate rounded border-l-4 px-1.5 py-0.5 text-xs', CATEGORY_BLOCK_CLASSES[block.category], continued && 'border-dashed')}
                    >
                      <span className="font-medium">{fmt.hour(start)}</span> {block.title}
                      {continued && ' (continued)'}
                      {block.rrule !== null && <span className="sr-only">, repeats</span>}
                      <span className="sr-only">
                        , {formatBlockTime(block, fmt)}, {CATEGORY_LABELS[block.category]}
                      </span>
                    </li>
                    {day === today && start <= nowHour && (dayPieces[index + 1]?.start ?? Infinity) > nowHour && <NowLine label={nowLabel} />}
                  </Fragment>
                ))}
              </ul>
            )}
            {dayBusy.length > 0 && (
              <ul className="space-y-1" aria-label={`Busy on ${weekday}`}>
                {dayBusy.map((event) => (
                  <li key={event.id} className={cn('truncate rounded px-1.5 py-0.5 text-xs', BUSY_BLOCK_CLASSES)}>
                    <span className="font-medium">{event.allDay ? 'All day' : fmt.hour(event.date === day ? event.hour : 0)}</span>{' '}
                    <span>
                      <span className="sr-only">Busy: </span>
                      {event.title}
                    </span>
                    {!event.allDay && <span className="sr-only">, {formatBlockTime(event, fmt)}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function WeekViewSkeleton() {
  return (
    <div role="status" aria-label="Loading the week" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {Array.from({ length: 7 }, (_, i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}
