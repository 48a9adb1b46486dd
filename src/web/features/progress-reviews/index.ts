import { lazy } from 'react';

export const ProgressReviewsPage = /* @__PURE__ */ lazy(() => import('./progress-reviews-page'));
