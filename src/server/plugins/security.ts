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

export async function registerSecurity(app: FastifyInstance, publicUrl?: string): Promise<void> {
  const headers = Object.fromEntries(securityHeaders(publicUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || isTokenRequest(request)) return;
    if (!isSameOrigin(request, publicUrl)) {
      throw new AppError(403, 'Cross-origin request refused');
    }
  });
}

/**
 * Browsers always send Origin on cross-site state-changing requests; a request without Origin is accepted
 * only from non-browser clients that send JSON (a form post cannot forge that content type).
 */
function isSameOrigin(request: FastifyRequest, publicUrl?: string): boolean {
  const origin = request.headers.origin;
  if (!origin) {
    const type = request.headers['content-type'] ?? '';
    const hasBody = request.headers['content-length'] !== undefined && request.headers['content-length'] !== '0';
    return !hasBody || type.startsWith('application/json');
  }
  if (origin === 'null') return false;
  const allowed = new Set<string>();
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  if (request.host) allowed.add(`${request.protocol}://${request.host}`);
  return allowed.has(origin);
}
