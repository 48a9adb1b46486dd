import type { ReactNode } from 'react';
import { PlannerTasksContext, type PlannerTasks } from '@/features/time-blocking';
import { TaskSidePanel } from './task-side-panel';

const plannerTasks: PlannerTasks = {
  panel: () => <TaskSidePanel />,
};

/** Gives the planner its task list. */
export default function PlannerTasksProvider({ children }: { children: ReactNode }) {
  return <PlannerTasksContext.Provider value={plannerTasks}>{children}</PlannerTasksContext.Provider>;
}
