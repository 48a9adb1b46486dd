import { lazy } from 'react';

export { useCreateTimeBlock } from './api/create-time-block';
export const TimeBlockingPage = /* @__PURE__ */ lazy(() => import('./time-blocking-page'));
