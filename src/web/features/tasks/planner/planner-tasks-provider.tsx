import type { ReactNode } from 'react';
import { PlannerTasksContext, type PlannerTasks } from '@/features/time-blocking';
import { useOpenTasks } from '../api/get-tasks';
import { useScheduleTask } from '../api/schedule-task';
import { useUpdateTask } from '../api/update-task';
import { PlanDayButton } from '../plan-day/plan-day-button';
import { TaskSidePanel } from './task-side-panel';

/** Gives the planner its task list, task drops and the checkboxes of blocks linked to tasks. */
export default function PlannerTasksProvider({ children }: { children: ReactNode }) {
  const open = useOpenTasks();
  const schedule = useScheduleTask();
  const update = useUpdateTask();
  const plannerTasks: PlannerTasks = {
    panel: (date) => <TaskSidePanel date={date} />,
    planDay: (date, labelClassName) => <PlanDayButton date={date} labelClassName={labelClassName} className="h-8 px-2 sm:px-3" />,
    schedule: (taskId, slot) => schedule.mutate({ id: taskId, ...slot }),
    // Until the open tasks are known, a linked block shows its task as not done.
    isDone: (taskId) => open.data !== undefined && !open.data.some((task) => task.id === taskId),
    setDone: (taskId, done) => update.mutate({ id: taskId, status: done ? 'done' : 'open' }),
  };
  return <PlannerTasksContext.Provider value={plannerTasks}>{children}</PlannerTasksContext.Provider>;
}
