import type { Task } from '../../../../shared/schemas/tasks';
import { TaskCheck } from '../task-item';

/** One list of the planner's side list (today, upcoming or the inbox), or a line saying it is empty. */
export function SideTaskList({ label, tasks, empty, today }: { label: string; tasks: Task[]; empty: string; today: string }) {
  if (tasks.length === 0) return <p className="py-2 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-2">
      {tasks.map((task) => (
        <li key={task.id} className="flex items-start gap-2 rounded-md border bg-background p-2">
          <TaskCheck task={task} today={today} idPrefix="side-task" />
        </li>
      ))}
    </ul>
  );
}
