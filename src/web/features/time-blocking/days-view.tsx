import { useRef } from 'react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { HOURS_PER_DAY, hoursBlocked, overlapsOn, piecesOn, segmentsForDay } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { AllDayCell } from './all-day';
import { busyAsBlock, itemKey } from './block-parts';
import { GridColumn } from './grid-column';
import { HourGutter } from './grid-parts';
import { usePlannerActions } from './planner-actions';
import { RovingGrid, useRovingItem } from './roving-grid';
import { useOpenAt } from './use-open-at';
import { useSwipe } from './use-swipe';

const GRID_HINT =
  'Arrow keys move between days and blocks; Enter opens a block; Alt with the arrows moves a block, Alt+Shift resizes it; Shift+F10 opens its menu.';

interface DaysViewProps {
  /** Three days from the shown one, or its week. */
  days: string[];
  /** What the grid is called: "3 days" or "Week". */
  label: string;
  /** The days' blocks and those of the day before them (whose blocks may run past midnight into the first). */
  blocks: TimeBlock[];
  busy: BusyBlock[];
  selected: string;
  /** A sideways swipe on a phone: the days after (1) or before (-1). */
  onSwipe?: (direction: -1 | 1) => void;
}

/** Days side by side on one 24-hour grid, their headers and all-day events kept above it as it scrolls. */
export function DaysView({ days, label, blocks, busy, selected, onSwipe }: DaysViewProps) {
  const fmt = useFormat();
  const { today } = fmt;
  const root = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(onSwipe);
  const timedBusy = busy.filter((b) => !b.allDay).map(busyAsBlock);
  const allDayOf = (day: string) => busy.filter((b) => b.allDay && b.date === day);
  const allDayRows = Math.max(0, ...days.map((day) => allDayOf(day).length));
  const columns = { gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))` };
  useOpenAt(root, `${label}-${days[0]}`, days.includes(today));
  return (
    <div ref={root} className="@container h-full min-h-0">
      <RovingGrid
        label={`${label} planner`}
        description={GRID_HINT}
        orientation="columns"
        data-scroll-area=""
        data-from="0"
        data-to={HOURS_PER_DAY}
        className={cn('h-full overflow-auto', onSwipe && 'touch-pan-y touch-pinch-zoom')}
        {...swipe}
      >
        <div className={cn(days.length === 7 && 'min-w-[46rem]')}>
          <div data-sticky-head="" className="sticky top-0 z-30 flex border-b bg-background">
            <div className="sticky left-0 z-10 w-9 shrink-0 bg-background sm:w-12" />
            <ol aria-label={label} className="grid flex-1" style={columns}>
              {days.map((day, index) => (
                <li key={day} className={cn('min-w-0 border-l border-border/70', day === selected && 'bg-muted/40')}>
                  <DayHeader day={day} index={index} preferred={day === selected} hours={hoursBlocked(blocks, day)} />
                  <AllDayCell events={allDayOf(day)} rows={allDayRows} weekday={fmt.date(day, 'long')} />
                </li>
              ))}
            </ol>
          </div>
          <div className="flex pt-1.5 pb-6">
            <HourGutter offset={0} hours={HOURS_PER_DAY} className="sticky left-0 z-20 bg-background" />
            <div className="grid flex-1" style={columns}>
              {days.map((day, index) => (
                <GridColumn
                  key={day}
                  date={day}
                  offset={0}
                  hours={HOURS_PER_DAY}
                  segments={segmentsForDay(piecesOn([...blocks, ...timedBusy], day))}
                  place={{ date: day }}
                  label={`Blocks on ${fmt.date(day, 'long')}`}
                  rows={false}
                  index={index}
                  overlaps={overlapsOn(blocks, day, itemKey)}
                  isToday={day === today}
                />
              ))}
            </div>
          </div>
        </div>
      </RovingGrid>
    </div>
  );
}

function DayHeader({ day, index, preferred, hours }: { day: string; index: number; preferred: boolean; hours: number }) {
  const fmt = useFormat();
  const { onOpenDay } = usePlannerActions();
  const roving = useRovingItem({ key: `open-${day}`, group: `day-${day}`, order: index, preferred: preferred ? 2 : undefined });
  const shown = `${fmt.date(day, 'weekday')} ${fmt.figure(hours)} h`;
  return (
    <button
      type="button"
      onClick={() => onOpenDay(day)}
      // Starts with the words shown (WCAG 2.5.3), then says what the button does.
      aria-label={`${shown}, open ${fmt.date(day, 'long')}`}
      aria-current={day === fmt.today ? 'date' : undefined}
      className="flex h-7 w-full items-center justify-center gap-1 overflow-hidden rounded-md px-1 text-xs whitespace-nowrap hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      {...roving}
    >
      <span className={cn('font-semibold', day === fmt.today && 'rounded bg-primary px-1 text-primary-foreground')}>{fmt.date(day, 'weekday')}</span>{' '}
      <span className="text-muted-foreground">{fmt.figure(hours)} h</span>
    </button>
  );
}
