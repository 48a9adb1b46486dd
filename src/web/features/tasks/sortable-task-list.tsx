import type { KeyboardEvent } from 'react';
import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import type { Task } from '../../../shared/schemas/tasks';
import { movedIds, nestSteps } from '../../../shared/task-lists';
import { cn } from '@/lib/utils';
import { useReorderTasks } from './api/reorder-tasks';
import { TaskItem } from './task-item';

/** A task of a list that can be dragged by its handle onto another task's place, or moved with Alt+↑ / Alt+↓. */
function SortableTaskItem({
  task,
  steps,
  today,
  onEdit,
  onMove,
}: {
  task: Task;
  steps: readonly Task[] | undefined;
  today: string;
  onEdit: (task: Task) => void;
  onMove: (offset: number) => void;
}) {
  const drag = useDraggable({ id: task.id });
  const drop = useDroppable({ id: task.id });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowUp' ? -1 : 1);
  };
  return (
    <TaskItem
      task={task}
      steps={steps}
      today={today}
      onEdit={onEdit}
      sortable={{
        ref: (node) => {
          drag.setNodeRef(node);
          drop.setNodeRef(node);
        },
        className: cn(drag.isDragging && 'relative z-10 opacity-80 shadow-lg', drop.isOver && !drag.isDragging && 'ring-2 ring-primary'),
        style: drag.transform ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)` } : undefined,
        onKeyDown,
        handle: (
          <div
            {...drag.listeners}
            aria-hidden="true"
            data-testid="task-reorder-handle"
            className="-ml-1 cursor-grab touch-none self-stretch pt-1 text-muted-foreground"
          >
            <GripVertical className="size-4" />
          </div>
        ),
      }}
    />
  );
}

/**
 * One list of open tasks in the user's order, steps under their tasks: drag a task by its handle, or focus it and press
 * Alt+↑ / Alt+↓.
 */
export function SortableTaskList({ labelledBy, list, today, onEdit }: { labelledBy: string; list: Task[]; today: string; onEdit: (task: Task) => void }) {
  const { tasks, steps } = nestSteps(list);
  const reorder = useReorderTasks();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const move = (id: string, offset: number) => {
    const ids = movedIds(tasks, id, offset);
    if (ids.some((other, i) => other !== tasks[i].id)) reorder.mutate(ids);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const index = (id: unknown) => tasks.findIndex((t) => t.id === id);
    move(String(active.id), index(over.id) - index(active.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragEnd={onDragEnd}>
      <ul className="space-y-2" aria-labelledby={labelledBy} aria-describedby="tasks-reorder-hint">
        {tasks.map((task) => (
          <SortableTaskItem key={task.id} task={task} steps={steps.get(task.id)} today={today} onEdit={onEdit} onMove={(offset) => move(task.id, offset)} />
        ))}
      </ul>
    </DndContext>
  );
}
