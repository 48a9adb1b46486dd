import { lazy } from 'react';

export const PrivacyPage = /* @__PURE__ */ lazy(() => import('./privacy-page'));
export const TermsPage = /* @__PURE__ */ lazy(() => import('./terms-page'));
