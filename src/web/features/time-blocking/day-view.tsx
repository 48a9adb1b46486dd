import { useRef } from 'react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { DAY_HALVES, HOURS_PER_HALF, overlapsOn, piecesOn, segmentsForHalf, type DayHalf, type DayPiece } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { AllDayLane } from './all-day';
import { busyAsBlock, itemKey } from './block-parts';
import { GridColumn } from './grid-column';
import { HourGutter } from './grid-parts';
import { useHourHeight } from './grid-scale';
import { usePlannerActions } from './planner-actions';
import { RovingGrid, useRovingItem } from './roving-grid';
import { useOpenAt } from './use-open-at';

const GRID_HINT =
  'Arrow keys move between hours and blocks; Enter opens a block or adds one at an hour; Alt with the arrows moves a block, Alt+Shift resizes it; Shift+F10 opens its menu.';

interface DayViewProps {
  date: string;
  /** That day's blocks and the day before's (whose blocks may run past midnight into it). */
  blocks: TimeBlock[];
  busy: BusyBlock[];
  isToday: boolean;
}

/**
 * The day as its two 12-hour halves: side by side where both fit, each scrolling on its own; one above the other on a
 * narrow screen, scrolling together.
 */
export function DayView({ date, blocks, busy, isToday }: DayViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const pieces = piecesOn([...blocks, ...busy.filter((b) => !b.allDay).map(busyAsBlock)], date);
  const overlaps = overlapsOn(blocks, date, itemKey);
  useOpenAt(root, `day-${date}`, isToday);
  return (
    <div ref={root} className="flex h-full min-h-0 flex-col">
      <AllDayLane events={busy.filter((b) => b.allDay && b.date === date)} />
      <div className="@container min-h-0 flex-1">
        <RovingGrid
          label="Day planner"
          description={GRID_HINT}
          data-scroll-area=""
          data-from="0"
          data-to="24"
          className="h-full overflow-y-auto @min-[44rem]:grid @min-[44rem]:grid-cols-2 @min-[44rem]:grid-rows-[minmax(0,1fr)] @min-[44rem]:gap-3 @min-[44rem]:overflow-visible"
        >
          {DAY_HALVES.map((half) => (
            <HalfSection key={half} half={half} date={date} pieces={pieces} overlaps={overlaps} isToday={isToday} />
          ))}
        </RovingGrid>
      </div>
    </div>
  );
}

interface HalfSectionProps {
  half: DayHalf;
  date: string;
  pieces: DayPiece<TimeBlock>[];
  overlaps: Map<string, TimeBlock[]>;
  isToday: boolean;
}

function HalfSection({ half, date, pieces, overlaps, isToday }: HalfSectionProps) {
  const fmt = useFormat();
  const offset = half === 'AM' ? 0 : HOURS_PER_HALF;
  const headingId = `time-blocks-${half.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="@min-[44rem]:flex @min-[44rem]:min-h-0 @min-[44rem]:flex-col">
      <h2
        id={headingId}
        data-sticky-head=""
        className="sticky top-0 z-30 flex items-baseline gap-2 bg-background pl-9 text-sm leading-5 font-semibold sm:pl-12"
      >
        {half}
        <span className="text-xs font-normal text-muted-foreground">{fmt.hourRange(offset, offset + HOURS_PER_HALF)}</span>
      </h2>
      <div
        data-scroll-area=""
        data-from={offset}
        data-to={offset + HOURS_PER_HALF}
        className="flex pt-1.5 pb-6 @min-[44rem]:min-h-0 @min-[44rem]:flex-1 @min-[44rem]:overflow-y-auto"
      >
        <HourGutter offset={offset} hours={HOURS_PER_HALF} />
        <div className="min-w-0 flex-1">
          <GridColumn
            date={date}
            offset={offset}
            hours={HOURS_PER_HALF}
            segments={segmentsForHalf(pieces, half)}
            place={{ half }}
            label={`${half} time blocks`}
            rows
            index={0}
            overlaps={overlaps}
            isToday={isToday}
          >
            <HourButtons half={half} date={date} offset={offset} />
          </GridColumn>
        </div>
      </div>
    </section>
  );
}

/** The half's hours as buttons under the blocks: from the keyboard, each adds a block at its hour. */
function HourButtons({ half, date, offset }: { half: DayHalf; date: string; offset: number }) {
  return (
    <ol aria-label={`${half} hours`} className="absolute inset-0">
      {Array.from({ length: HOURS_PER_HALF }, (_, i) => (
        <HourButton key={i} date={date} hour={offset + i} />
      ))}
    </ol>
  );
}

/** Where Tab first lands in a day without blocks. */
const FIRST_HOUR = 9;

function HourButton({ date, hour }: { date: string; hour: number }) {
  const fmt = useFormat();
  const hourPx = useHourHeight();
  const { onCreate } = usePlannerActions();
  const roving = useRovingItem({ key: `hour-${hour}`, group: `hour-${hour}`, order: hour * 60, preferred: hour === FIRST_HOUR ? 2 : undefined });
  return (
    <li style={{ height: hourPx }}>
      <button
        type="button"
        aria-label={`Add time block at ${fmt.hour(hour)}`}
        // A pointer's click is the grid's (at the 15-minute slot under it); Enter or Space adds at the hour.
        onClick={(e) => e.detail === 0 && onCreate({ date, start: hour * 60 })}
        className="block size-full scroll-mt-8 cursor-default focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        {...roving}
      />
    </li>
  );
}
