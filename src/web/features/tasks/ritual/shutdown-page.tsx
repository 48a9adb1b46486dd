import { useState } from 'react';
import { useLocation } from 'wouter';
import { todayIn } from '../../../../shared/dates';
import type { DayReview } from '../../../../shared/schemas/daily-plans';
import type { Task } from '../../../../shared/schemas/tasks';
import { PageHeader } from '@/components/page-header';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useFormat } from '@/lib/use-format';
import { useDailyPlan, useDayReview, useShutdown } from '../api/daily-plan';
import { OneLineForm } from './one-line-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card>
      <CardContent className="space-y-3 p-6">
        <h2 className="text-lg font-semibold">{title}</h2>
        {children}
      </CardContent>
    </Card>
  );
}

function DoneList({ tasks }: { tasks: Task[] }) {
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">Nothing checked off today.</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Done today">
      {tasks.map((t) => (
        <li key={t.id} className="break-words">
          {t.title}
        </li>
      ))}
    </ul>
  );
}

/** Each task still open on today's plan, ticked to move to tomorrow; untick one to leave it where it is. */
function StillOpen({ tasks, staying, onToggle }: { tasks: Task[]; staying: Set<string>; onToggle: (id: string) => void }) {
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">Nothing left open for today.</p>;
  return (
    <ul className="space-y-2" aria-label="Still open">
      {tasks.map((t) => (
        <li key={t.id} className="flex items-center gap-3 rounded-md border bg-card p-3">
          <input
            id={`move-${t.id}`}
            type="checkbox"
            className="size-5 shrink-0 cursor-pointer accent-primary"
            checked={!staying.has(t.id)}
            onChange={() => onToggle(t.id)}
          />
          <label htmlFor={`move-${t.id}`} className="min-w-0 flex-1 cursor-pointer break-words text-sm font-medium">
            <span className="sr-only">Move to tomorrow: </span>
            {t.title}
          </label>
        </li>
      ))}
    </ul>
  );
}

function DayFigures({ review }: { review: DayReview }) {
  const fmt = useFormat();
  const hours = (minutes: number) => `${fmt.figure(minutes / 60)} h`;
  return (
    <p className="text-sm text-muted-foreground">
      {hours(review.plannedMinutes)} of tasks planned, {hours(review.blockedMinutes)} blocked in the planner, {hours(review.availableMinutes)} free in the
      workday.
    </p>
  );
}

/** The evening shutdown: what got done, what is still open moved to tomorrow in one step, and one line about the day. */
export default function ShutdownPage() {
  const { user } = useAuth();
  const today = todayIn(user?.timezone ?? 'UTC');
  const [, navigate] = useLocation();
  const review = useDayReview(today);
  const plan = useDailyPlan(today);
  const shutdown = useShutdown(today);
  const [staying, setStaying] = useState(() => new Set<string>());
  const toggle = (id: string) => {
    const next = new Set(staying);
    if (!next.delete(id)) next.add(id);
    setStaying(next);
  };
  const open = review.data?.open ?? [];
  const move = open.filter((t) => !staying.has(t.id)).map((t) => t.id);
  return (
    <div className="space-y-6">
      <PageHeader title="Shut down" description="Close the day: see what got done, move what is still open to tomorrow, and write one line about it." />
      {review.isLoading || plan.isLoading ? (
        <Skeleton className="h-32 w-full" />
      ) : review.isError || !review.data ? (
        <p className="text-sm">Today could not be loaded. Please reload the page to try again.</p>
      ) : (
        <>
          <Section title="Done today">
            <DoneList tasks={review.data.done} />
            <DayFigures review={review.data} />
          </Section>
          <Section title="Still open">
            <StillOpen tasks={open} staying={staying} onToggle={toggle} />
          </Section>
          <Section title="Reflection">
            <OneLineForm
              label="How did today go?"
              placeholder="One line about today"
              initial={plan.data?.reflection ?? ''}
              submit={move.length > 0 ? 'Move to tomorrow and end the day' : 'End the day'}
              pending={shutdown.isPending}
              onSave={(reflection) => shutdown.mutate({ reflection, ...(move.length > 0 ? { move } : {}) }, { onSuccess: () => navigate('/') })}
            />
          </Section>
        </>
      )}
    </div>
  );
}
