import { createContext, useContext, type ReactNode } from 'react';

/** Where a task goes on the planner: a day and a start on the 5-minute step. */
export interface TaskSlot {
  date: string;
  hour: number;
  minute: number;
}

/**
 * What the planner does with tasks. The tasks feature gives it (the app puts the two together), so the planner
 * shows the task list beside its grid without knowing how tasks are kept.
 */
export interface PlannerTasks {
  /** The task list beside the grid, for the day shown. */
  panel: (date: string) => ReactNode;
  /** Plan my day for the day shown, in the planner's toolbar; `labelClassName` hides its words on a phone. */
  planDay: (date: string, labelClassName: string) => ReactNode;
  /** A task dropped on the grid becomes a block linked to it at that slot. */
  schedule: (taskId: string, slot: TaskSlot) => void;
  /** Whether the task a block is linked to is done (once checked off, it leaves the open tasks). */
  isDone: (taskId: string) => boolean;
  /** Checks the linked task off, or opens it again. */
  setDone: (taskId: string, done: boolean) => void;
}

export const PlannerTasksContext = createContext<PlannerTasks | null>(null);

/** The planner's tasks, or null where the planner stands alone. */
export const usePlannerTasks = () => useContext(PlannerTasksContext);
