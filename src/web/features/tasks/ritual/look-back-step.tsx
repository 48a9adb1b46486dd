import { useState } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useDayReview, useMoveTasks } from '../api/daily-plan';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';

function LeftOpen({ task, yesterday, today, onDone }: { task: Task; yesterday: string; today: string; onDone: (id: string) => void }) {
  const move = useMoveTasks();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const busy = move.isPending || update.isPending || remove.isPending;
  const done = { onSuccess: () => onDone(task.id) };
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card p-3 sm:flex-row sm:items-center">
      <p className="min-w-0 flex-1 break-words text-sm font-medium">{task.title}</p>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Button
          size="sm"
          disabled={busy}
          aria-label={`Move ${task.title} to today`}
          onClick={() => move.mutate({ ids: [task.id], from: yesterday, to: today }, done)}
        >
          To today
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Move ${task.title} to the inbox`}
          onClick={() => update.mutate({ id: task.id, dueDate: null }, done)}
        >
          To the inbox
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} aria-label={`Drop ${task.title}`} onClick={() => remove.mutate(task.id, done)}>
          Drop
        </Button>
      </div>
    </li>
  );
}

/** Yesterday at a glance: what got done, and each task left open sent to today, to the inbox, or dropped. */
export function LookBackStep({ yesterday, today }: { yesterday: string; today: string }) {
  const fmt = useFormat();
  const review = useDayReview(yesterday);
  const [handled, setHandled] = useState(() => new Set<string>());
  if (review.isLoading) return <Skeleton className="h-16 w-full" />;
  if (review.isError || !review.data) return <p className="text-sm">Yesterday could not be loaded. Please reload the page to try again.</p>;
  const { done, open } = review.data;
  const left = open.filter((t) => !handled.has(t.id));
  return (
    <div className="space-y-4">
      <section aria-labelledby="look-back-done" className="space-y-2">
        <h3 id="look-back-done" className="text-sm font-medium">
          Done {fmt.weekday(yesterday)}
        </h3>
        {done.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing was checked off.</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5 text-sm" aria-label="Done yesterday">
            {done.map((t) => (
              <li key={t.id} className="break-words">
                {t.title}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="look-back-open" className="space-y-2">
        <h3 id="look-back-open" className="text-sm font-medium">
          Left open
        </h3>
        {left.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nothing left over from yesterday.</p>
        ) : (
          <ul className="space-y-2" aria-label="Left open yesterday">
            {left.map((task) => (
              <LeftOpen key={task.id} task={task} yesterday={yesterday} today={today} onDone={(id) => setHandled(new Set(handled).add(id))} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
