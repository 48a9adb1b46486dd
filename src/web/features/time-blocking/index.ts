import { lazy } from 'react';

export { useCreateTimeBlock, type CreatedToastExtra } from './api/create-time-block';
export { timeBlocksRangeQueryOptions } from './api/get-time-blocks-range';
export { overlapWords, useDraftOverlaps } from './overlap-hint';
export { PlannerTasksContext, type PlannerTasks, type TaskSlot } from './planner-tasks';
export { useTaskDraggable } from './task-drag';
export { timeBlocksForDateQueryOptions } from './api/get-time-blocks';
export { timeBlockingKeys } from './api/query-keys';
export const TimeBlockingPage = /* @__PURE__ */ lazy(() => import('./time-blocking-page'));
