import { lazy } from 'react';

export { healthKeys } from './api/query-keys';
export const HealthPage = /* @__PURE__ */ lazy(() => import('./health-page'));
