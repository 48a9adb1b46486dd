import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { AppError } from '../errors.js';
import { isTokenRequest } from './api-token-access.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Helmet's header set for these options, worked out once: the headers are the same on every response, and
 * building them per request (as @fastify/helmet does, directives parsed again each time) cost a measurable share
 * of a short request.
 */
export function securityHeaders(publicUrl?: string): Array<[string, string]> {
  const https = publicUrl?.startsWith('https://') ?? false;
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name.toLowerCase(), String(value)]),
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/** Of the page's headers, those that mean the same on a JSON answer. */
const SHARED_WITH_API = new Set(['x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * What a JSON answer needs: it is never rendered as a page, so the page's policy list is dead weight on every call.
 * Nothing may load, frame or sniff it, and it is readable by this origin alone (OWASP's REST headers).
 */
export function apiSecurityHeaders(pageHeaders: Array<[string, string]>): Array<[string, string]> {
  return [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-frame-options', 'DENY'],
    // An answer may carry a secret (a new token, a TOTP secret, recovery codes) or someone's data: no cache keeps it.
    ['cache-control', 'no-store'],
    ...pageHeaders.filter(([name]) => SHARED_WITH_API.has(name)),
  ];
}

/** The API documentation is a page under /api, and gets the page's policy. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

export async function registerSecurity(app: FastifyInstance, publicUrl?: string): Promise<void> {
  const page = securityHeaders(publicUrl);
  const pageHeaders = Object.fromEntries(page);
  const apiHeaders = Object.fromEntries(apiSecurityHeaders(page));
  // One synchronous hook: it runs before every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? apiHeaders : pageHeaders);
    if (SAFE_METHODS.has(request.method) || isTokenRequest(request) || isSameOrigin(request, publicUrl)) return done();
    done(new AppError(403, 'Cross-origin request refused'));
  });
}

/**
 * Browsers always send Origin on cross-site state-changing requests; a request without Origin is accepted
 * only from non-browser clients that send JSON (a form post cannot forge that content type). Any body counts,
 * whether its length is given or it comes in chunks.
 */
function isSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    const type = request.headers['content-type'] ?? '';
    const length = request.headers['content-length'];
    const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
    return !hasBody || type.startsWith('application/json');
  }
  if (origin === 'null') return false;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  if (request.host) allowed.add(`${request.protocol}://${request.host}`);
  return allowed.has(origin);
}
