import type { BusyBlock } from '../../../shared/schemas/calendar';
import { cn } from '@/lib/utils';
import { calendarEventLabel } from './block-parts';
import { calendarEventClasses } from './category-styles';

/** The height of one all-day event's row, in pixels. */
export const ALL_DAY_ROW_PX = 22;

function AllDayEvent({ event }: { event: BusyBlock }) {
  const label = calendarEventLabel(event.free);
  return (
    <li title={`${label}: ${event.title}, all day`} className={cn('min-w-0 truncate rounded px-1.5 text-xs leading-5', calendarEventClasses(event.free))}>
      <span className="sr-only">{label}: </span>
      {event.title}
    </li>
  );
}

/** The day view's all-day events, in one lane above both halves. */
export function AllDayLane({ events }: { events: BusyBlock[] }) {
  if (events.length === 0) return null;
  return (
    <section aria-label="All day" className="flex items-center gap-1.5 border-b py-0.5">
      <span
        aria-hidden="true"
        className="w-9 shrink-0 pr-1 text-right text-[0.625rem] whitespace-nowrap text-muted-foreground sm:w-12 sm:pr-1.5 sm:text-[0.6875rem]"
      >
        All day
      </span>
      <ul aria-label="All-day busy events" className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
        {events.map((event) => (
          <AllDayEvent key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}

/** One day's all-day events under its header in the 3-day and week views, `rows` tall so the days line up. */
export function AllDayCell({ events, rows, weekday }: { events: BusyBlock[]; rows: number; weekday: string }) {
  if (rows === 0) return null;
  return (
    <ul aria-label={`All day on ${weekday}`} className="flex flex-col gap-px px-0.5 pb-0.5" style={{ height: rows * (ALL_DAY_ROW_PX + 1) + 2 }}>
      {events.map((event) => (
        <AllDayEvent key={event.id} event={event} />
      ))}
    </ul>
  );
}
