import type { Task } from '../../../../shared/schemas/tasks';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { useDeleteTask } from '../api/delete-task';
import { useUpdateTask } from '../api/update-task';

function LeftOverTask({ task, today, onKeep }: { task: Task; today: string; onKeep: (id: string) => void }) {
  const fmt = useFormat();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const busy = update.isPending || remove.isPending;
  return (
    <li className="flex flex-col gap-2 rounded-md border bg-card p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="break-words text-sm font-medium">{task.title}</p>
        {task.dueDate && <p className="text-xs text-muted-foreground">Due {fmt.date(task.dueDate)}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        <Button size="sm" variant="outline" disabled={busy} aria-label={`Keep ${task.title}`} onClick={() => onKeep(task.id)}>
          Keep
        </Button>
        <Button size="sm" disabled={busy} aria-label={`Move ${task.title} to today`} onClick={() => update.mutate({ id: task.id, dueDate: today })}>
          Move to today
        </Button>
        <Button size="sm" variant="ghost" disabled={busy} aria-label={`Drop ${task.title}`} onClick={() => remove.mutate(task.id)}>
          Drop
        </Button>
      </div>
    </li>
  );
}

/** The open tasks whose day has passed: each is kept as it is, moved to today or dropped. */
export function LeftOverStep({ tasks, today, kept, onKeep }: { tasks: Task[]; today: string; kept: Set<string>; onKeep: (id: string) => void }) {
  const left = tasks.filter((t) => t.dueDate !== null && t.dueDate < today && !kept.has(t.id));
  if (left.length === 0) return <p className="text-sm text-muted-foreground">Nothing left over from before today.</p>;
  return (
    <ul className="space-y-2" aria-label="Unfinished tasks">
      {left.map((task) => (
        <LeftOverTask key={task.id} task={task} today={today} onKeep={onKeep} />
      ))}
    </ul>
  );
}
