import { lazy } from 'react';

export const GoalsPage = /* @__PURE__ */ lazy(() => import('./goals-page'));
