import { lazy } from 'react';

export const DashboardPage = /* @__PURE__ */ lazy(() => import('./dashboard-page'));
