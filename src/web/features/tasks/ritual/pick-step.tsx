import { useRef } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import { useUpdateTask } from '../api/update-task';

function PickTask({ task, today, before }: { task: Task; today: string; before: Map<string, string | null> }) {
  const update = useUpdateTask();
  const picked = task.dueDate === today;
  const id = `pick-${task.id}`;
  return (
    <li className="flex items-center gap-3 rounded-md border bg-card p-3">
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer accent-primary"
        // The choice shows at once; the list catches up when the answer comes.
        checked={update.isPending ? update.variables?.dueDate === today : picked}
        disabled={update.isPending}
        onChange={() => {
          if (!picked) before.set(task.id, task.dueDate);
          update.mutate({ id: task.id, dueDate: picked ? (before.get(task.id) ?? null) : today });
        }}
      />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer break-words text-sm font-medium">
        {task.title}
      </label>
    </li>
  );
}

/** Checking a task makes it today's; unchecking gives it back the due date it had. */
export function PickStep({ tasks, today }: { tasks: Task[]; today: string }) {
  const before = useRef(new Map<string, string | null>()).current;
  const candidates = tasks.filter((t) => t.dueDate === null || t.dueDate >= today);
  if (candidates.length === 0) return <p className="text-sm text-muted-foreground">No open tasks to pick from. Add some on the Tasks page.</p>;
  return (
    <ul className="space-y-2" aria-label="Tasks for today">
      {candidates.map((task) => (
        <PickTask key={task.id} task={task} today={today} before={before} />
      ))}
    </ul>
  );
}
