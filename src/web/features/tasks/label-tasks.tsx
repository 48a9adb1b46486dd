import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { Link } from 'wouter';
import type { Task } from '../../../shared/schemas/tasks';
import { nestSteps } from '../../../shared/task-lists';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { labelTasksQueryOptions } from './api/get-tasks';
import { TaskItem } from './task-item';

/** The open tasks filed under one label (`/tasks?label=home`), steps under their tasks, and the way back to every task. */
export function LabelTasks({ label, today, onEdit }: { label: string; today: string; onEdit: (task: Task) => void }) {
  const fmt = useFormat();
  const query = useQuery(labelTasksQueryOptions(label));
  const { tasks, steps } = nestSteps(query.data ?? []);
  return (
    <section aria-labelledby="tasks-label" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tasks-label" className="flex items-baseline gap-2 text-lg font-semibold">
          Filed under @{label}
          {query.data && <span className="text-sm font-normal text-muted-foreground">({fmt.count(query.data.length)})</span>}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link href="/tasks">
            <X aria-hidden="true" />
            Show all tasks
          </Link>
        </Button>
      </div>
      {query.isLoading ? (
        <Skeleton role="status" aria-label="Loading tasks" className="h-14 w-full" />
      ) : query.isError ? (
        <p className="text-sm">These tasks could not be loaded. Please reload the page to try again.</p>
      ) : tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">No open task is filed under @{label}.</p>
      ) : (
        <ul aria-labelledby="tasks-label" className="space-y-2">
          {tasks.map((task) => (
            <TaskItem key={task.id} task={task} steps={steps.get(task.id)} today={today} onEdit={onEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}
