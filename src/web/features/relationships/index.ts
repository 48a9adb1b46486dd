import { lazy } from 'react';

export const RelationshipsPage = /* @__PURE__ */ lazy(() => import('./relationships-page'));
