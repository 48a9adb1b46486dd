import { useEffect, useRef, useState, type RefObject } from 'react';
import { hourIn, minutesOfDayIn } from '../../../shared/dates';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { HOURS_PER_DAY, piecesOn } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { Skeleton } from '@/components/ui/skeleton';
import type { BlockChange } from './block-drag';
import { busyAsBlock } from './block-parts';
import { useWorkdayStartHour } from './planner-days';
import { RovingGrid } from './roving-grid';
import { useSwipe } from './use-swipe';
import { ALL_DAY_REM, DayColumn, ROW_REM } from './week-day-column';

interface WeekViewProps {
  /** The week's seven days, or a phone's few days from the shown one. */
  days: string[];
  /** What the grid is called: "Week", or "3 days" on a phone. */
  label?: string;
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
  /** A sideways swipe on the grid: the days after (1) or before (-1) the ones shown. */
  onSwipe?: (direction: -1 | 1) => void;
}

const MINUTE_MS = 60_000;
const GRID_HINT = 'Arrow keys move between days and blocks; Alt with the arrows moves a block, Alt+Shift resizes it.';

/** The current instant, moving on every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Day columns on one 24-hour grid: a block can be dragged to another hour and another day, its bottom edge to
 * another length. The seven days of a week scroll sideways on a narrow screen; a phone shows three in its width.
 */
export function WeekView({ days, label = 'Week', blocks, selected, today, onOpenDay, onEdit, onMove, busy = [], onSwipe }: WeekViewProps) {
  const fmt = useFormat();
  const now = useNow();
  const allDayRows = Math.max(0, ...days.map((day) => busy.filter((b) => b.allDay && b.date === day).length));
  const allDayRem = allDayRows * ALL_DAY_REM;
  const timedBusy = busy.filter((b) => !b.allDay).map(busyAsBlock);
  const grid = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(onSwipe);
  useSelectedDayInView(grid, selected);
  useOpenAtWorkday(grid, days, today, allDayRem, days.length < 7 ? firstBlockHour(blocks, days) : null);

  return (
    <div
      ref={grid}
      // With swipes, sideways moves are the page's rather than the browser's (which would go back in history).
      className={cn('relative max-h-[calc(100dvh-12rem)] min-h-80 overflow-auto rounded-xl border bg-card', onSwipe && 'touch-pan-y touch-pinch-zoom')}
      {...swipe}
    >
      <div className={cn('flex p-2', days.length === 7 && 'min-w-[46rem]')}>
        <div aria-hidden="true" className="sticky left-0 z-40 w-12 shrink-0 bg-card pr-1 text-right text-xs text-muted-foreground">
          <div className="sticky top-0 z-10 h-10 bg-card" style={{ marginBottom: `${allDayRem}rem` }} />
          {Array.from({ length: HOURS_PER_DAY }, (_, hour) => (
            <div key={hour} className={hour === 0 ? undefined : '-translate-y-2'} style={{ height: `${ROW_REM}rem` }}>
              {fmt.hour(hour)}
            </div>
          ))}
        </div>
        <RovingGrid label={`${label} planner`} description={GRID_HINT} orientation="columns" className="min-w-0 flex-1">
          <ol aria-label={label} className="grid" style={{ gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` }}>
            {days.map((day, index) => (
              <DayColumn
                key={day}
                day={day}
                index={index}
                blocks={blocks}
                timedBusy={timedBusy}
                allDay={busy.filter((b) => b.allDay && b.date === day)}
                allDayRem={allDayRem}
                selected={selected}
                today={today}
                now={{ hour: minutesOfDayIn(fmt.timezone, now) / 60, label: `Now, ${fmt.time(now)}` }}
                onOpenDay={onOpenDay}
                onEdit={onEdit}
                onMove={onMove}
              />
            ))}
          </ol>
        </RovingGrid>
      </div>
    </div>
  );
}

/** On a narrow screen the grid scrolls sideways: start with the chosen day in view. */
function useSelectedDayInView(grid: RefObject<HTMLDivElement | null>, selected: string) {
  useEffect(() => {
    const scroller = grid.current;
    const column = scroller?.querySelector<HTMLElement>(`[data-week-day="${selected}"]`);
    if (!scroller || !column || scroller.scrollWidth <= scroller.clientWidth) return;
    scroller.scrollLeft = Math.max(0, column.offsetLeft - scroller.clientWidth / 2 + column.offsetWidth / 2);
  }, [grid, selected]);
}

/** The hour the earliest block on the shown days starts at, or null when they have none. */
function firstBlockHour(blocks: TimeBlock[], days: string[]): number | null {
  const starts = days.flatMap((day) => piecesOn(blocks, day).map((piece) => piece.start));
  return starts.length > 0 ? Math.floor(Math.min(...starts)) : null;
}

/**
 * The grid opens scrolled to now (an hour before it) when it shows today, else (on a phone) at the first block, else
 * at the start of the workday.
 */
function useOpenAtWorkday(grid: RefObject<HTMLDivElement | null>, days: string[], today: string, allDayRem: number, firstBlock: number | null) {
  const { timezone } = useFormat();
  const workdayStart = useWorkdayStartHour();
  const firstDay = days[0];
  const hasToday = days.includes(today);
  useEffect(() => {
    const scroller = grid.current;
    if (!scroller) return;
    // The hour before the one it opens at stays in view: the grid shows what leads up to it.
    const hour = Math.max(0, (hasToday ? hourIn(timezone) : (firstBlock ?? workdayStart)) - 1);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize || '16');
    scroller.scrollTop = (allDayRem + hour * ROW_REM) * rem;
    // Once per week shown: a later change (a new block, the all-day row) must not move the grid under the user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [grid, firstDay, days.length, hasToday, timezone, workdayStart]);
}

export function WeekViewSkeleton({ days = 7 }: { days?: number }) {
  return (
    <div
      role="status"
      aria-label="Loading the week"
      className="grid gap-2 rounded-xl border p-2"
      style={{ gridTemplateColumns: `repeat(${days}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: days }, (_, i) => (
        <Skeleton key={i} className="h-96" />
      ))}
    </div>
  );
}
