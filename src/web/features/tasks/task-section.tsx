import type { Task } from '../../../shared/schemas/tasks';
import { useFormat } from '@/lib/use-format';
import { SortableTaskList } from './sortable-task-list';

/** A titled list of tasks with its count, in the user's order, or a line saying it is empty. */
export function TaskSection({
  id,
  title,
  tasks,
  empty,
  today,
  onEdit,
}: {
  id: string;
  title: string;
  tasks: Task[];
  empty: string;
  today: string;
  onEdit: (task: Task) => void;
}) {
  const fmt = useFormat();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="flex items-baseline gap-2 text-lg font-semibold">
        {title}
        <span className="text-sm font-normal text-muted-foreground">({fmt.count(tasks.length)})</span>
      </h2>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <SortableTaskList labelledBy={id} list={tasks} today={today} onEdit={onEdit} />
      )}
    </section>
  );
}
