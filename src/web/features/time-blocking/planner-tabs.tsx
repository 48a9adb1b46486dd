import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import type { BusyBlock } from '../../../shared/schemas/calendar';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { piecesOn } from '../../../shared/time-blocks-layout';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import type { BlockChange } from './block-drag';
import { DayView, DayViewSkeleton } from './day-view';
import { WeekView, WeekViewSkeleton } from './week-view';

const EMPTY_STATE = 'No time blocks yet — add your first block to plan your day.';

function LoadError({ what, error }: { what: string; error: unknown }) {
  return (
    <p role="alert" className="text-destructive dark:text-red-300">
      Could not load {what}: {errorMessage(error)}
    </p>
  );
}

interface DayTabProps {
  date: string;
  day: UseQueryResult<TimeBlock[]>;
  busy: BusyBlock[];
  onAdd: (hour: number) => void;
  onEdit: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  onMove: (block: TimeBlock, change: BlockChange) => void;
  deletingId?: string;
}

/** The day's two 12-hour columns, or their skeleton, error or empty state. */
export function DayTab({ date, day, ...viewProps }: DayTabProps) {
  if (day.isLoading) return <DayViewSkeleton />;
  if (day.isError) return <LoadError what="time blocks" error={day.error} />;
  const blocks = day.data ?? [];
  return (
    <>
      {piecesOn(blocks, date).length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-6 text-center">
          <CalendarClock aria-hidden="true" className="size-8 text-muted-foreground" />
          <p>{EMPTY_STATE}</p>
        </div>
      )}
      <DayView date={date} blocks={blocks} {...viewProps} />
    </>
  );
}

interface WeekTabProps {
  date: string;
  /** The week's days, or a phone's few days from the shown one. */
  days: string[];
  label: string;
  week: UseQueryResult<TimeBlock[]>;
  busy: BusyBlock[];
  onOpenDay: (date: string) => void;
  onEdit: (block: TimeBlock) => void;
  onMove: (block: TimeBlock, change: BlockChange) => void;
  /** On a phone, a swipe across the days: the next few (1) or the ones before (-1). */
  onSwipe?: (direction: -1 | 1) => void;
}

/** The week around the shown day (a phone's few days from it), or its skeleton or error. */
export function WeekTab({ date, days, label, week, busy, onOpenDay, onEdit, onMove, onSwipe }: WeekTabProps) {
  const fmt = useFormat();
  const range = fmt.dateRange(days[0]!, days[days.length - 1]!);
  return (
    <>
      <h2 className="mb-2 text-lg font-semibold">{days.length === 7 ? `Week of ${range}` : range}</h2>
      {week.isLoading ? (
        <WeekViewSkeleton days={days.length} />
      ) : week.isError ? (
        <LoadError what="the week" error={week.error} />
      ) : (
        <WeekView
          days={days}
          label={label}
          blocks={week.data ?? []}
          selected={date}
          today={fmt.today}
          busy={busy}
          onEdit={onEdit}
          onMove={onMove}
          onOpenDay={onOpenDay}
          onSwipe={onSwipe}
        />
      )}
    </>
  );
}
