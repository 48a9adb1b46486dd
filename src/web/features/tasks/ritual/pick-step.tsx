import type { Task } from '../../../../shared/schemas/tasks';
import { Skeleton } from '@/components/ui/skeleton';
import { useDailyPlan, useSaveDailyPlan } from '../api/daily-plan';
import { useOpenTasks } from '../api/get-tasks';

function PickTask({ task, checked, disabled, onToggle }: { task: Task; checked: boolean; disabled: boolean; onToggle: () => void }) {
  const id = `pick-${task.id}`;
  return (
    <li className="flex items-center gap-3 rounded-md border bg-card p-3">
      <input id={id} type="checkbox" className="size-5 shrink-0 cursor-pointer accent-primary" checked={checked} disabled={disabled} onChange={onToggle} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer break-words text-sm font-medium">
        {task.title}
      </label>
    </li>
  );
}

/**
 * The day's picks, kept in its daily plan: once anything is picked, Plan my day places only the picks and what is due
 * by today. Tasks due by today are on the plan already, so they are not offered.
 */
export function PickStep({ today }: { today: string }) {
  const tasks = useOpenTasks();
  const plan = useDailyPlan(today);
  const save = useSaveDailyPlan(today);
  if (tasks.isLoading || plan.isLoading) return <Skeleton className="h-16 w-full" />;
  if (tasks.isError || plan.isError || !tasks.data) return <p className="text-sm">Your tasks could not be loaded. Please reload the page to try again.</p>;
  // The choice shows at once; the plan catches up when the answer comes.
  const picks = save.isPending ? (save.variables.picks ?? []) : (plan.data?.picks ?? []);
  const candidates = tasks.data.filter((t) => t.parentId === null && (t.dueDate === null || t.dueDate > today));
  const toggle = (id: string) => save.mutate({ picks: picks.includes(id) ? picks.filter((p) => p !== id) : [...picks, id] });
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        What you pick joins today&apos;s plan, and Plan my day places only your picks and what is due. Pick nothing to let it fill the free time with any open
        task.
      </p>
      {candidates.length === 0 ? (
        <p className="text-sm text-muted-foreground">No other open tasks to pick from. Add some on the Tasks page.</p>
      ) : (
        <ul className="space-y-2" aria-label="Tasks for today">
          {candidates.map((task) => (
            <PickTask key={task.id} task={task} checked={picks.includes(task.id)} disabled={save.isPending} onToggle={() => toggle(task.id)} />
          ))}
        </ul>
      )}
    </div>
  );
}
