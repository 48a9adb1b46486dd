import { lazy } from 'react';

export { taskKeys } from './api/query-keys';
export const TasksPage = /* @__PURE__ */ lazy(() => import('./tasks-page'));
/** Gives the planner around it its task list. */
export const PlannerTasksProvider = /* @__PURE__ */ lazy(() => import('./planner/planner-tasks-provider'));
export const PlanTodayPage = /* @__PURE__ */ lazy(() => import('./ritual/plan-today-page'));
export const ShutdownPage = /* @__PURE__ */ lazy(() => import('./ritual/shutdown-page'));
export { DailyRitualCard } from './ritual/daily-ritual-card';
export { TodayTaskList } from './today-task-list';
export { PlanDayButton, PlanDayDialog } from './plan-day/plan-day-button';
export { openTasksQueryOptions } from './api/get-tasks';
export { useCreateTask } from './api/create-task';
/** A person's or goal's open tasks on its card, to check off and add to. */
export { LinkedTasks } from './linked-tasks';
