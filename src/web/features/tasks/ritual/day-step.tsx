import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useDayReview } from '../api/daily-plan';
import { CalendarStep } from './calendar-step';

/** Today as it stands: the calendar, the tasks on the plan, and their hours against the free hours of the workday. */
export function DayStep({ today }: { today: string }) {
  const fmt = useFormat();
  const review = useDayReview(today);
  const hours = (minutes: number) => `${fmt.figure(minutes / 60)} h`;
  return (
    <div className="space-y-4">
      <CalendarStep today={today} />
      {review.isLoading ? (
        <Skeleton className="h-10 w-full" />
      ) : review.isError || !review.data ? (
        <p className="text-sm">Today&apos;s plan could not be loaded.</p>
      ) : (
        <section aria-label="Today's load" className="space-y-2 text-sm">
          <p>
            <span className="font-medium">{hours(review.data.plannedMinutes)}</span> of tasks planned against{' '}
            <span className="font-medium">{hours(review.data.availableMinutes)}</span> free in your workday.
          </p>
          {review.data.plannedMinutes > review.data.availableMinutes && (
            <p role="alert" className="rounded-md border border-destructive/50 p-2 text-destructive">
              That is more than the day holds: unpick something, or move it to another day.
            </p>
          )}
          {review.data.open.length > 0 && (
            <ul className="list-disc space-y-1 pl-5" aria-label="On today's plan">
              {review.data.open.map((t) => (
                <li key={t.id} className="break-words">
                  {t.title}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
