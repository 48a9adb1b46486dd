import { lazy } from 'react';

export { relationshipsQueryOptions } from './api/get-relationships';
export { relationshipKeys } from './api/query-keys';
export const RelationshipsPage = /* @__PURE__ */ lazy(() => import('./relationships-page'));
