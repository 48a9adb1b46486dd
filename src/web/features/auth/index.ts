import { lazy } from 'react';

export const LoginPage = /* @__PURE__ */ lazy(() => import('./login-page'));
export const SignupPage = /* @__PURE__ */ lazy(() => import('./signup-page'));
export const ForgotPasswordPage = /* @__PURE__ */ lazy(() => import('./forgot-password-page'));
export const ResetPasswordPage = /* @__PURE__ */ lazy(() => import('./reset-password-page'));
export const ConfirmEmailPage = /* @__PURE__ */ lazy(() => import('./confirm-email-page'));
