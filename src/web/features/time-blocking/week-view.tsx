import { format, parseISO } from 'date-fns';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatCount } from '../../../shared/dozenal';
import { formatBlockTime, formatHour12, hoursBlocked } from '../../../shared/time-blocks-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { BUSY_BLOCK_CLASSES, CATEGORY_BLOCK_CLASSES, CATEGORY_LABELS } from './category-styles';

interface WeekViewProps {
  days: string[];
  blocks: TimeBlock[];
  selected: string;
  today: string;
  numberBase: 'decimal' | 'dozenal';
  onOpenDay: (date: string) => void;
  /** Read-only events from the connected calendar; all-day ones first. */
  busy?: BusyBlock[];
}

export function WeekView({ days, blocks, selected, today, numberBase, onOpenDay, busy = [] }: WeekViewProps) {
  return (
    <ol aria-label="Week" className="grid gap-2 sm:grid-cols-2 lg:grid-cols-7">
      {days.map((day) => {
        const dayBlocks = blocks.filter((b) => b.date === day);
        const dayBusy = busy.filter((b) => b.date === day).sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.hour - b.hour);
        const parsed = parseISO(day);
        const hours = hoursBlocked(dayBlocks);
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
              aria-label={`Open ${format(parsed, 'EEEE, MMMM d')}`}
              aria-current={day === today ? 'date' : undefined}
              className="flex items-baseline justify-between gap-2 rounded-md px-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="font-semibold">
                {format(parsed, 'EEE')} <span className={cn(day === today && 'rounded bg-primary px-1 text-primary-foreground')}>{format(parsed, 'd')}</span>
              </span>
              <span className="text-xs text-muted-foreground">{formatCount(hours, numberBase)} h</span>
            </button>
            {dayBlocks.length === 0 ? (
              <p className="px-1 text-xs text-muted-foreground">No blocks</p>
            ) : (
              <ul className="space-y-1" aria-label={`Blocks on ${format(parsed, 'EEEE')}`}>
                {dayBlocks.map((block) => (
                  <li key={block.id} className={cn('truncate rounded border-l-4 px-1.5 py-0.5 text-xs', CATEGORY_BLOCK_CLASSES[block.category])}>
                    <span className="font-medium">{formatHour12(block.hour)}</span> {block.title}
                    <span className="sr-only">
                      , {formatCount(block.duration, numberBase)} h, {CATEGORY_LABELS[block.category]}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {dayBusy.length > 0 && (
              <ul className="space-y-1" aria-label={`Busy on ${format(parsed, 'EEEE')}`}>
                {dayBusy.map((event) => (
                  <li key={event.id} className={cn('truncate rounded px-1.5 py-0.5 text-xs', BUSY_BLOCK_CLASSES)}>
                    <span className="font-medium">{event.allDay ? 'All day' : formatHour12(event.hour)}</span>{' '}
                    <span>
                      <span className="sr-only">Busy: </span>
                      {event.title}
                    </span>
                    {!event.allDay && <span className="sr-only">, {formatBlockTime(event)}</span>}
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
