import { useLocation } from 'wouter';
import { shiftDate, todayIn } from '../../../../shared/dates';
import type { Task } from '../../../../shared/schemas/tasks';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/use-auth';
import { useDailyPlan, useSaveDailyPlan } from '../api/daily-plan';
import { useDoneTasks, useOpenTasks } from '../api/get-tasks';
import { useRollOverTasks } from '../api/roll-over-tasks';
import { OneLineForm } from './one-line-form';

function TitleList({ label, tasks, empty }: { label: string; tasks: Task[]; empty: string }) {
  if (tasks.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5 text-sm" aria-label={label}>
      {tasks.map((t) => (
        <li key={t.id} className="break-words">
          {t.title}
        </li>
      ))}
    </ul>
  );
}

function RollOver({ tasks, tomorrow }: { tasks: Task[]; tomorrow: string }) {
  const roll = useRollOverTasks();
  return (
    <div className="space-y-3">
      <TitleList label="Still open" tasks={tasks} empty="Nothing left open for today." />
      {tasks.length > 0 && (
        <Button disabled={roll.isPending} onClick={() => roll.mutate({ tasks, to: tomorrow })}>
          Move the rest to tomorrow
        </Button>
      )}
    </div>
  );
}

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

/** The evening shutdown: what got done today, the rest moved to tomorrow, one line of reflection. */
export default function ShutdownPage() {
  const { user } = useAuth();
  const timezone = user?.timezone ?? 'UTC';
  const today = todayIn(timezone);
  const [, navigate] = useLocation();
  const open = useOpenTasks();
  const done = useDoneTasks(true);
  const plan = useDailyPlan(today);
  const save = useSaveDailyPlan(today);
  const doneToday = (done.data?.pages.flat() ?? []).filter((t) => t.completedAt && todayIn(timezone, new Date(t.completedAt)) === today);
  const rest = (open.data ?? []).filter((t) => t.dueDate !== null && t.dueDate <= today);
  return (
    <div className="space-y-6">
      <PageHeader title="Shut down" description="Close the day: see what got done, move the rest, and write one line about it." />
      <Section title="Done today">
        {done.isLoading ? <Skeleton className="h-10 w-full" /> : <TitleList label="Done today" tasks={doneToday} empty="Nothing checked off today." />}
      </Section>
      <Section title="Roll the rest over">
        {open.isLoading ? <Skeleton className="h-10 w-full" /> : <RollOver tasks={rest} tomorrow={shiftDate(today, 1)} />}
      </Section>
      <Section title="Reflection">
        {plan.isLoading ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <OneLineForm
            label="How did today go?"
            placeholder="One line about today"
            initial={plan.data?.reflection ?? ''}
            submit="End the day"
            pending={save.isPending}
            onSave={(reflection) => save.mutate({ reflection }, { onSuccess: () => navigate('/') })}
          />
        )}
      </Section>
    </div>
  );
}
