import type { FastifyRequest } from 'fastify';
import { MCP_PATH } from '../../shared/constants.js';
import { AppError } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const READ_TOKEN_MESSAGE = 'This token can only read: use a token with write scope to make changes';
export const TOKEN_FORBIDDEN_MESSAGE =
  'API tokens cannot manage tokens, sessions, two-factor sign-in, passkeys, the password, the sign-in email or the account';

/** The token of an `Authorization: Bearer` header; undefined when the request carries none. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer[ ]+(\S*)\s*$/i.exec(header);
  return match ? match[1] : undefined;
}

export const TOKEN_FEED_MESSAGE = 'API tokens cannot see or make calendar feed links: a feed link keeps working after the token is revoked';

/** The secret feed link opens the schedule to whoever holds it, token or not, so a token must never learn or make one. */
function feedLinkRoute(route: string): boolean {
  return route === '/api/calendar/feed' || route === '/api/calendar/feed/rotate';
}

export const TOKEN_SETUP_MESSAGE =
  'API tokens cannot connect or disconnect a calendar or change notification settings: what they set up would keep working after the token is revoked';

/**
 * Setting up what runs on its own afterwards (a calendar sync, notifications): it would outlive the token. A calendar
 * connection (CalDAV, Google, Microsoft) is the account holder's to make and to end, so a token can neither connect,
 * choose nor disconnect one.
 */
function standingSetupRoute(method: string, route: string): boolean {
  if (route === '/api/calendar/caldav') return method === 'POST' || method === 'PATCH' || method === 'DELETE';
  if (route === '/api/calendar/connections/:provider/authorize') return true;
  if (route === '/api/calendar/connections/:id') return method === 'PATCH' || method === 'DELETE';
  return route === '/api/notifications/settings' && method === 'PATCH';
}

/** What only the account holder, signed in, may do: a leaked token must not be able to keep or widen its hold. */
function forbiddenToTokens(method: string, route: string): boolean {
  if (route.startsWith('/api/account/tokens') || route.startsWith('/api/account/sessions')) return true;
  if (route === '/api/account/password' || route === '/api/account/email') return true;
  if (route.startsWith('/api/account/2fa') || route.startsWith('/api/account/passkeys')) return true;
  return route === '/api/account' && method === 'DELETE';
}

/** Which routes paths a token request may reach, by its scope; runs after the request is authenticated. */
export function checkApiTokenAccess(request: FastifyRequest): void {
  const token = request.apiToken;
  if (!token) return;
  const route = request.routeOptions.url ?? request.url.split('?')[0];
  if (forbiddenToTokens(request.method, route)) throw new AppError(403, TOKEN_FORBIDDEN_MESSAGE);
  if (feedLinkRoute(route)) throw new AppError(403, TOKEN_FEED_MESSAGE);
  if (standingSetupRoute(request.method, route)) throw new AppError(403, TOKEN_SETUP_MESSAGE);
  // Every MCP message is a POST: the MCP server offers a read token only its read tools.
  if (route === MCP_PATH) return;
  if (token.scope === 'read' && !SAFE_METHODS.has(request.method)) throw new AppError(403, READ_TOKEN_MESSAGE);
}

/** Token requests carry no ambient credential a browser could send for another site, so they need no Origin check. */
export function isTokenRequest(request: FastifyRequest): boolean {
  return bearerToken(request) !== undefined;
}
