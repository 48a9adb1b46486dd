import { lazy } from 'react';

export { HEALTH_METRICS_KEY } from './api/get-health-metrics';
export const HealthPage = /* @__PURE__ */ lazy(() => import('./health-page'));
