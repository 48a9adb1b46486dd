import { Skeleton } from '@/components/ui/skeleton';
import { useFormat } from '@/lib/use-format';
import { useTaskLists } from './api/get-tasks';
import { TaskCheck } from './task-item';

export const NO_TASKS_TODAY = 'Nothing due today. Add tasks in Tasks or on the planner.';

/** The tasks on today's plan in plan order, to check off where they are shown. */
export function TodayTaskList() {
  const { today } = useFormat();
  const { lists, isLoading, isError } = useTaskLists();
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading today's tasks" className="space-y-2">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (isError || !lists) return <p className="text-sm">Your tasks could not be loaded. Please reload the page to try again.</p>;
  const todays = lists.today;
  if (todays.length === 0) return <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{NO_TASKS_TODAY}</p>;
  return (
    <ul aria-label="Today's tasks" className="space-y-2">
      {todays.map((task) => (
        <li key={task.id} className="flex items-start gap-2 rounded-md border p-2">
          <TaskCheck task={task} today={today} idPrefix="today-task" />
        </li>
      ))}
    </ul>
  );
}
