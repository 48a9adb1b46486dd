import type { FastifyRequest } from 'fastify';
import { MCP_PATH } from '../../shared/constants.js';
import { AppError } from '../errors.js';
import { checkApiTokenAccess } from './api-token-access.js';

/**
 * The /api routes anyone may call, as `METHOD /path` with Fastify's `:param` syntax: signing up, in and out, the
 * steps of account recovery that a link or a code carries, and the newsletter. Every other /api route needs a
 * session cookie or a personal token; a new route is signed-in only unless it is added here.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/auth/config',
  'POST /api/auth/signup',
  'POST /api/auth/signin',
  'POST /api/auth/2fa',
  'POST /api/auth/passkey/options',
  'POST /api/auth/passkey',
  'POST /api/auth/forgot',
  'POST /api/auth/reset',
  'POST /api/account/email/confirm',
  'GET /api/login',
  'GET /api/callback',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/newsletter/subscribe',
  // The calendar providers send the browser back here; a session that ended meanwhile is sent to sign in.
  'GET /api/calendar/google/callback',
  'GET /api/calendar/microsoft/callback',
]);

/** The OpenAPI document and its viewer describe the API to anyone, as the published contract. */
export const PUBLIC_API_PREFIX = '/api/docs';

function isPublic(method: string, route: string): boolean {
  if (route === PUBLIC_API_PREFIX || route.startsWith(`${PUBLIC_API_PREFIX}/`)) return true;
  return PUBLIC_API_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${route}`);
}

/**
 * The one sign-in check of every /api request, once its credential is known and before its input is read: 401 without
 * a session or token unless the route is public, the MCP server only for a token, then what the token's scope allows.
 */
export function checkSignIn(request: FastifyRequest): void {
  const route = request.routeOptions.url;
  // No /api route of that name: the not-found handler (or the web app's, which refuses /api paths) answers.
  if (route === undefined || !route.startsWith('/api/')) return;
  if (route === MCP_PATH && !request.apiToken) throw new AppError(401, 'Unauthorized');
  if (request.user) checkApiTokenAccess(request);
  else if (!isPublic(request.method, route)) throw new AppError(401, 'Unauthorized');
}
