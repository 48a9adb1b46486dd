import { useDraggable } from '@dnd-kit/core';
import { HOURS_PER_HALF } from '../../../shared/time-blocks-layout';
import type { DropPlace } from './block-moves';
import type { TaskSlot } from './planner-tasks';

/** What a task dragged from the task list carries. */
export type TaskDragData = { kind: 'task'; taskId: string; title: string };

export const isTaskDrag = (data: unknown): data is TaskDragData => (data as TaskDragData | undefined)?.kind === 'task';

/** Makes a task of the task list something to drag onto the planner's grid. */
export function useTaskDraggable(task: { id: string; title: string }) {
  return useDraggable({ id: `task-${task.id}`, data: { kind: 'task', taskId: task.id, title: task.title } satisfies TaskDragData });
}

const DAY_MINUTES = 24 * 60;

/** A place on the grid a task can land, and where its top is on the screen now. */
export type DropTarget = DropPlace & { top: () => number };

interface Grid {
  /** The height of an hour, in pixels. */
  rowPx: number;
  /** Snap step in minutes. */
  step: number;
  /** The day the day view shows. */
  date: string;
}

/** Where a task dropped at `pointerY` goes: the slot under the pointer, snapped down to `step`; null off the grid. */
export function droppedTaskSlot(target: DropTarget | undefined, pointerY: number, grid: Grid): TaskSlot | null {
  if (!target) return null;
  const firstHourTop = target.top();
  const areaStart = 'half' in target && target.half === 'PM' ? HOURS_PER_HALF * 60 : 0;
  const offset = Math.floor((((pointerY - firstHourTop) / grid.rowPx) * 60) / grid.step) * grid.step;
  const start = Math.min(Math.max(areaStart + offset, areaStart), DAY_MINUTES - grid.step);
  return { date: 'date' in target ? target.date : grid.date, hour: Math.floor(start / 60), minute: start % 60 };
}
