import type { CSSProperties, KeyboardEventHandler, ReactNode, Ref } from 'react';
import { Pencil, Repeat, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import type { Task } from '../../../shared/schemas/tasks';
import { rolledOverLabel } from '../../../shared/task-lists';
import { repeatWords } from '../../../shared/recurrence-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { useDeleteTask } from './api/delete-task';
import { useUpdateTask } from './api/update-task';

function TaskMeta({ task, today }: { task: Task; today: string }) {
  const fmt = useFormat();
  const overdue = task.status === 'open' && task.dueDate !== null && task.dueDate < today;
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
      {task.status === 'open' && task.rolledOverFrom && <span className="font-medium">{rolledOverLabel(task.rolledOverFrom, today)}</span>}
      {task.dueDate && (
        <span className={cn(overdue && 'font-medium text-destructive dark:text-red-300')}>
          {overdue ? `Overdue · ${fmt.date(task.dueDate)}` : fmt.date(task.dueDate)}
        </span>
      )}
      {task.estimateMinutes !== null && <span>{fmt.count(task.estimateMinutes)} min</span>}
      {task.rrule && (
        <span className="inline-flex items-center gap-1" data-slot="task-repeat">
          <Repeat className="size-3" aria-hidden="true" />
          <span className="sr-only">Repeats </span>
          {repeatWords(task.rrule, task.dueDate ?? today)}
        </span>
      )}
      {task.priority !== 'normal' && (
        <Badge variant={task.priority === 'high' ? 'destructive' : 'secondary'}>{task.priority === 'high' ? 'High' : 'Low'}</Badge>
      )}
      {task.labels.map((label) => (
        <Link
          key={label}
          href={`/tasks?label=${encodeURIComponent(label)}`}
          className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground hover:underline"
        >
          @{label}
        </Link>
      ))}
      {task.status === 'done' && task.completedAt && <span>Done {fmt.dateTime(task.completedAt)}</span>}
    </div>
  );
}

/** A task's checkbox, which checks it off or opens it again, with its title as the label and its details below. */
export function TaskCheck({ task, today, idPrefix = 'task' }: { task: Task; today: string; idPrefix?: string }) {
  const update = useUpdateTask();
  const done = task.status === 'done';
  const checkboxId = `${idPrefix}-${task.id}`;
  return (
    <>
      <input
        id={checkboxId}
        type="checkbox"
        className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
        checked={done}
        disabled={update.isPending}
        onChange={() => update.mutate({ id: task.id, status: done ? 'open' : 'done' })}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <label htmlFor={checkboxId} className={cn('block cursor-pointer break-words text-sm font-medium', done && 'text-muted-foreground line-through')}>
          {task.title}
        </label>
        <TaskMeta task={task} today={today} />
      </div>
    </>
  );
}

/** What a list that can be reordered lends each of its tasks: the row's ref, look and keys, and a drag handle. */
export interface SortableProps {
  ref: Ref<HTMLLIElement>;
  className?: string;
  style?: CSSProperties;
  onKeyDown: KeyboardEventHandler;
  handle: ReactNode;
}

/** A task's steps, one level under it, each checked off on its own. */
function TaskSteps({ task, steps, today }: { task: Task; steps: readonly Task[]; today: string }) {
  return (
    <ul aria-label={`Steps of ${task.title}`} className="mt-2 basis-full space-y-2 border-l-2 pl-4">
      {steps.map((step) => (
        <li key={step.id} className="flex items-start gap-3">
          <TaskCheck task={step} today={today} idPrefix="step" />
        </li>
      ))}
    </ul>
  );
}

/** One task: its checkbox, title and details, its steps, and its edit and delete buttons. */
export function TaskItem({
  task,
  steps = [],
  today,
  onEdit,
  sortable,
}: {
  task: Task;
  steps?: readonly Task[];
  today: string;
  onEdit: (task: Task) => void;
  sortable?: SortableProps;
}) {
  const remove = useDeleteTask();
  const done = task.status === 'done';
  return (
    <li
      ref={sortable?.ref}
      style={sortable?.style}
      onKeyDown={sortable?.onKeyDown}
      className={cn('flex flex-wrap items-start gap-3 rounded-md border bg-card p-3', sortable?.className)}
    >
      {sortable?.handle}
      <TaskCheck task={task} today={today} />
      <div className="-my-1 flex shrink-0">
        {!done && (
          <Button variant="ghost" size="icon" aria-label={`Edit ${task.title}`} onClick={() => onEdit(task)}>
            <Pencil aria-hidden="true" />
          </Button>
        )}
        <Button variant="ghost" size="icon" aria-label={`Delete ${task.title}`} disabled={remove.isPending} onClick={() => remove.mutate(task.id)}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
      {steps.length > 0 && <TaskSteps task={task} steps={steps} today={today} />}
    </li>
  );
}
