import { lazy } from 'react';

export const LoginPage = /* @__PURE__ */ lazy(() => import('./login-page'));
export const SignupPage = /* @__PURE__ */ lazy(() => import('./signup-page'));
