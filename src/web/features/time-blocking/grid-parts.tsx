import { useEffect, useState } from 'react';
import { minutesOfDayIn } from '../../../shared/dates';
import { cn } from '@/lib/utils';
import { useFormat } from '@/lib/use-format';
import { useHourHeight } from './grid-scale';
import type { Draft } from '../../../shared/planner-grid';

const MINUTE_MS = 60_000;

/** The current instant, moving on every minute. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The lines between the hours, drawn as the column's background. */
export function useHourLines() {
  const hourPx = useHourHeight();
  return { backgroundImage: `repeating-linear-gradient(to bottom, var(--border) 0 1px, transparent 1px ${hourPx}px)` };
}

/** The hours beside a grid, each label at the top of its row: `hours` of them from `offset`. */
export function HourGutter({ offset, hours, className }: { offset: number; hours: number; className?: string }) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  return (
    <div
      aria-hidden="true"
      className={cn(
        'w-9 shrink-0 pr-1 text-right text-[0.625rem] leading-none whitespace-nowrap text-muted-foreground sm:w-12 sm:pr-1.5 sm:text-[0.6875rem]',
        className,
      )}
    >
      {Array.from({ length: hours }, (_, i) => (
        <div key={i} data-hour-row={offset + i} style={{ height: hourPx }}>
          <span className={cn('relative block', i > 0 && '-top-1.5')}>{fmt.hour(offset + i)}</span>
        </div>
      ))}
    </div>
  );
}

/** A red line at the current time, on today's column (a day from `offset` hours, `hours` long). */
export function NowLine({ offset, hours }: { offset: number; hours: number }) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  const now = useNow();
  const at = minutesOfDayIn(fmt.timezone, now) / 60 - offset;
  if (at < 0 || at >= hours) return null;
  return (
    <div data-testid="now-line" className="pointer-events-none absolute inset-x-0 z-10 flex items-center" style={{ top: at * hourPx - 1 }}>
      <span aria-hidden="true" className="-ml-1 size-2 rounded-full bg-red-600 dark:bg-red-400" />
      <span aria-hidden="true" className="h-0.5 flex-1 bg-red-600 dark:bg-red-400" />
      <span className="sr-only">Now, {fmt.time(now)}</span>
    </div>
  );
}

/** The block a drag on empty grid is drawing, with its time. */
export function CreateDraft({ draft, offset }: { draft: Draft | null; offset: number }) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  if (!draft) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="create-draft"
      className="pointer-events-none absolute inset-x-0.5 z-20 overflow-hidden rounded-[5px] border-2 border-primary bg-primary/15 px-1.5 text-xs leading-5 font-semibold"
      style={{ top: (draft.from / 60 - offset) * hourPx, height: ((draft.to - draft.from) / 60) * hourPx }}
    >
      {fmt.hourRange(draft.from / 60, draft.to / 60)}
    </div>
  );
}
