import { lazy } from 'react';

export { goalsQueryOptions } from './api/get-goals';
export { goalKeys } from './api/query-keys';
export const GoalsPage = /* @__PURE__ */ lazy(() => import('./goals-page'));
