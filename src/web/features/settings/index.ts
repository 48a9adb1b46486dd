import { lazy } from 'react';

export const SettingsPage = /* @__PURE__ */ lazy(() => import('./settings-page'));
