import { CalendarPlus, GripVertical } from 'lucide-react';
import type { Task } from '../../../../shared/schemas/tasks';
import { Button } from '@/components/ui/button';
import { useTaskDraggable } from '@/features/time-blocking';
import { cn } from '@/lib/utils';
import { TaskCheck } from '../task-item';

interface SideTaskListProps {
  label: string;
  tasks: Task[];
  empty: string;
  today: string;
  onSchedule: (task: Task) => void;
}

/** One list of the planner's side list (today, upcoming or the inbox), or a line saying it is empty. */
export function SideTaskList({ label, tasks, empty, today, onSchedule }: SideTaskListProps) {
  if (tasks.length === 0) return <p className="py-2 text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="space-y-2">
      {tasks.map((task) => (
        <SideTask key={task.id} task={task} today={today} onSchedule={onSchedule} />
      ))}
    </ul>
  );
}

/** A task to check off, drag onto the grid by its handle, or schedule from the keyboard. */
function SideTask({ task, today, onSchedule }: { task: Task; today: string; onSchedule: (task: Task) => void }) {
  const drag = useTaskDraggable(task);
  return (
    <li ref={drag.setNodeRef} className={cn('flex items-start gap-2 rounded-md border bg-background p-2', drag.isDragging && 'opacity-50')}>
      <div
        {...drag.listeners}
        aria-hidden="true"
        data-testid="task-drag-handle"
        className="-ml-1 cursor-grab touch-none self-stretch pt-1 text-muted-foreground"
      >
        <GripVertical className="size-4" />
      </div>
      <TaskCheck task={task} today={today} idPrefix="side-task" />
      <Button variant="ghost" size="icon" className="-my-1 shrink-0" aria-label={`Schedule ${task.title}`} title="Schedule…" onClick={() => onSchedule(task)}>
        <CalendarPlus aria-hidden="true" />
      </Button>
    </li>
  );
}
