import { lazy } from 'react';

export { dashboardKeys } from './api/query-keys';
export const DashboardPage = /* @__PURE__ */ lazy(() => import('./dashboard-page'));
