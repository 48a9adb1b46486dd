import { lazy } from 'react';

export const TasksPage = /* @__PURE__ */ lazy(() => import('./tasks-page'));
