import { lazy } from 'react';

// The landing build's own entries (landing-main.tsx, landing-prerender.tsx) live in this folder.
export const LandingPage = /* @__PURE__ */ lazy(() => import('./landing-page'));
