import { Plus } from 'lucide-react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { DAY_HALVES, HOURS_PER_HALF, overlapsOn, piecesOn, segmentsForHalf, type DayHalf, type DayPiece } from '../../../shared/time-blocks-layout';
import { Skeleton } from '@/components/ui/skeleton';
import { busyAsBlock, itemKey } from './block-parts';
import { DropArea, type BlockChange } from './block-drag';
import { BlockSegment, type DayBlockActions } from './day-block';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { BUSY_BLOCK_CLASSES } from './category-styles';
import { RovingGrid, useRovingItem } from './roving-grid';
import { useOpenAtNow } from './use-open-at-now';

/** The height of an hour in the day view. */
export const ROW_REM = 3.5;

interface DayViewProps {
  /** The day shown (yyyy-MM-dd). */
  date: string;
  /** That day's blocks and the day before's (whose blocks may run past midnight into it). */
  blocks: TimeBlock[];
  onAdd: (hour: number) => void;
  onEdit: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  /** Alt+arrows on a focused block: up/down 15 minutes, left/right a day; with Shift up/down its length. */
  onMove?: (block: TimeBlock, patch: BlockChange) => void;
  deletingId?: string;
  /** Read-only events from the connected calendar. */
  busy?: BusyBlock[];
}

const GRID_HINT = 'Arrow keys move between hours and blocks; Alt with the arrows moves a block, Alt+Shift resizes it.';

export function DayView({ busy = [], date, blocks, ...props }: DayViewProps) {
  const allDay = busy.filter((b) => b.allDay && b.date === date);
  // Busy events share the lanes with blocks so neither hides the other.
  const busyAsBlocks: TimeBlock[] = busy.filter((b) => !b.allDay).map(busyAsBlock);
  const pieces = piecesOn([...blocks, ...busyAsBlocks], date);
  const overlaps = overlapsOn(blocks, date, itemKey);
  const grid = useOpenAtNow(date);
  return (
    <div ref={grid} className="space-y-4">
      {allDay.length > 0 && <AllDayStrip events={allDay} />}
      <RovingGrid label="Day planner" description={GRID_HINT} className="grid gap-4 lg:grid-cols-2">
        {DAY_HALVES.map((half) => (
          <HalfColumn key={half} half={half} pieces={pieces} overlaps={overlaps} {...props} />
        ))}
      </RovingGrid>
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

type HalfColumnProps = DayBlockActions & { onAdd: (hour: number) => void; half: DayHalf; pieces: DayPiece<TimeBlock>[]; overlaps: Map<string, TimeBlock[]> };

function HalfColumn({ half, pieces, overlaps, onAdd, ...actions }: HalfColumnProps) {
  const fmt = useFormat();
  const offset = half === 'AM' ? 0 : HOURS_PER_HALF;
  const headingId = `time-blocks-${half.toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-card p-3 sm:p-4">
      <h2 id={headingId} className="mb-2 text-lg font-semibold">
        {half}
        <span className="ml-2 text-sm font-normal text-muted-foreground">{fmt.hourRange(offset, offset + HOURS_PER_HALF - 1)}</span>
      </h2>
      <div className="relative" style={{ height: `${HOURS_PER_HALF * ROW_REM}rem` }}>
        <HourRows half={half} offset={offset} onAdd={onAdd} />
        <DropArea place={{ half }} className="pointer-events-none absolute inset-y-0 left-14 right-0">
          <ul aria-label={`${half} time blocks`} className="absolute inset-0">
            {segmentsForHalf(pieces, half).map((segment) => (
              <BlockSegment key={`${itemKey(segment.block)}-${half}`} segment={segment} half={half} rowRem={ROW_REM} overlaps={overlaps} {...actions} />
            ))}
          </ul>
        </DropArea>
      </div>
    </section>
  );
}

/** The half-day's hours, each a button that adds a block at that hour. */
function HourRows({ half, offset, onAdd }: { half: DayHalf; offset: number; onAdd: (hour: number) => void }) {
  return (
    <ol className="absolute inset-0" aria-label={`${half} hours`}>
      {Array.from({ length: HOURS_PER_HALF }, (_, i) => (
        <HourRow key={offset + i} hour={offset + i} onAdd={onAdd} />
      ))}
    </ol>
  );
}

/** Where Tab first lands in a day without blocks. */
const FIRST_HOUR = 9;

function HourRow({ hour, onAdd }: { hour: number; onAdd: (hour: number) => void }) {
  const fmt = useFormat();
  const label = fmt.hour(hour);
  const roving = useRovingItem({ key: `hour-${hour}`, group: `hour-${hour}`, order: hour * 60, preferred: hour === FIRST_HOUR ? 2 : undefined });
  return (
    <li className="flex border-t first:border-t-0" style={{ height: `${ROW_REM}rem` }}>
      <span className="w-14 shrink-0 pt-1 text-xs text-muted-foreground">{label}</span>
      <button
        type="button"
        onClick={() => onAdd(hour)}
        aria-label={`Add time block at ${label}`}
        className="group flex flex-1 items-start justify-end rounded-sm p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        {...roving}
      >
        <Plus aria-hidden="true" className="size-4 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" />
      </button>
    </li>
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
