import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hash, randomBytes } from 'node:crypto';
import { MCP_PATH, SESSION_ABSOLUTE_DAYS, SESSION_COOKIE, SESSION_IDLE_DAYS } from '../../shared/constants.js';
import type { SessionRepo, UserRow } from './session.repo.js';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens.js';
import type { SignInMethod } from '../../shared/schemas/sign-in.js';
import { bearerToken } from './api-token-access.js';
import { checkSignIn } from './sign-in.js';
import { AppError } from '../errors.js';
import type { CachedSession, SessionCache } from './session-cache.js';

export type { UserRow } from './session.repo.js';
/** Whom a request acts for: the user, and the zone their "today" is in. */
export type Owner = Pick<UserRow, 'id' | 'timezone'>;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
    /** Set when the request is authenticated by a personal API token rather than a session cookie. */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
}

const DAY_MS = 86_400_000;
const TOUCH_INTERVAL_MS = 60_000;

/** SHA-256 in hex; the one-shot `hash` costs about half of a Hash object on every request. */
export const hashToken = (token: string) => hash('sha256', token, 'hex');

export interface SessionOptions {
  secureCookies: boolean;
  now?: () => Date;
  /** Resolves most requests without a database round trip; omitted, every request asks the database. */
  cache?: SessionCache;
}

/** What the parts of the store share: the session queries, the cache (when there is one) and the clock. */
interface SessionContext {
  repo: SessionRepo;
  cache: SessionCache | undefined;
  now: () => Date;
}

/** The session cookie's life: set at sign-in (replacing the one the browser had), cleared at sign-out, purged when expired. */
function createSessionCookies({ repo, cache, now }: SessionContext, secureCookies: boolean) {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies,
    maxAge: SESSION_ABSOLUTE_DAYS * 86_400,
  };

  async function create(reply: FastifyReply, request: FastifyRequest, userId: string, signInMethod: SignInMethod): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) {
      cache?.dropToken(hashToken(previous));
      await repo.deleteByTokenHash(hashToken(previous));
    }
    const token = randomBytes(32).toString('base64url');
    const created = now();
    await repo.insert({
      userId,
      tokenHash: hashToken(token),
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      ipAddress: request.ip.slice(0, 64),
      signInMethod,
      createdAt: created,
      lastSeenAt: created,
      expiresAt: new Date(created.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS),
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
  }

  async function destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) {
      cache?.dropToken(hashToken(token));
      await repo.deleteByTokenHash(hashToken(token));
    }
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async function purgeExpired(): Promise<number> {
    const t = now();
    return repo.purgeExpired(t, new Date(t.getTime() - SESSION_IDLE_DAYS * DAY_MS));
  }

  return { create, destroy, purgeExpired };
}

/** Who a request is: the user of its personal API token or of its session cookie, from the cache when it knows. */
function createRequestAuthentication({ repo, cache, now }: SessionContext) {
  /** A request with a bearer token is that token's alone: a cookie beside it is ignored, and an unknown token is refused. */
  async function loadApiToken(request: FastifyRequest, token: string): Promise<void> {
    if (token.length > 128) throw new AppError(401, 'Unauthorized');
    const tokenHash = hashToken(token);
    const t = now();
    const ms = t.getTime();
    let entry = cache?.get(tokenHash, ms);
    if (!entry) {
      const readAt = cache?.generation() ?? 0;
      const row = await repo.findApiToken(tokenHash);
      if (!row) throw new AppError(401, 'Unauthorized');
      entry = {
        sessionId: null,
        apiToken: { id: row.token.id, scope: row.token.scope },
        user: Object.freeze(row.user),
        lastSeenAt: row.token.lastUsedAt?.getTime() ?? 0,
        expiresAt: Number.POSITIVE_INFINITY,
        cachedAt: ms,
      };
      cache?.set(tokenHash, entry, readAt);
    }
    if (!entry.apiToken) throw new AppError(401, 'Unauthorized');
    request.user = entry.user;
    request.apiToken = entry.apiToken;
    if (ms - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = ms;
      await repo.touchApiToken(entry.apiToken.id, t, new Date(ms - TOUCH_INTERVAL_MS));
    }
  }

  /** Resolves the request's user; synchronously (no promise) when the cache answers and no touch is due. */
  function load(request: FastifyRequest): Promise<void> | undefined {
    request.user = null;
    request.sessionId = null;
    request.apiToken = null;
    const bearer = bearerToken(request);
    if (bearer !== undefined) return loadApiToken(request, bearer);
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const tokenHash = hashToken(token);
    const t = now();
    const entry = cache?.get(tokenHash, t.getTime());
    return entry ? useSession(request, tokenHash, entry, t) : lookupSession(request, tokenHash, t);
  }

  async function lookupSession(request: FastifyRequest, tokenHash: string, t: Date): Promise<void> {
    const readAt = cache?.generation() ?? 0;
    const row = await repo.findSession(tokenHash, t, new Date(t.getTime() - SESSION_IDLE_DAYS * DAY_MS));
    if (!row) return;
    // Shared by every request this entry answers, so never changed in place.
    const entry = {
      sessionId: row.session.id,
      user: Object.freeze(row.user),
      lastSeenAt: row.session.lastSeenAt.getTime(),
      expiresAt: row.session.expiresAt.getTime(),
      cachedAt: t.getTime(),
    };
    cache?.set(tokenHash, entry, readAt);
    await useSession(request, tokenHash, entry, t);
  }

  function useSession(request: FastifyRequest, tokenHash: string, entry: CachedSession, t: Date): Promise<void> | undefined {
    const ms = t.getTime();
    if (entry.expiresAt <= ms || entry.lastSeenAt <= ms - SESSION_IDLE_DAYS * DAY_MS) {
      cache?.dropToken(tokenHash);
      return;
    }
    const sessionId = entry.sessionId;
    if (!sessionId) return;
    request.user = entry.user;
    request.sessionId = sessionId;
    // Once a minute per session at most: the entry is marked first, so concurrent requests do not all write.
    if (ms - entry.lastSeenAt > TOUCH_INTERVAL_MS) {
      entry.lastSeenAt = ms;
      return repo.touchSession(sessionId, t);
    }
  }

  return { load };
}

export function createSessionStore(repo: SessionRepo, options: SessionOptions) {
  const context: SessionContext = { repo, cache: options.cache, now: options.now ?? (() => new Date()) };

  /** Forgets what this instance cached for the user now; other instances hear of it from the database. */
  function forgetUser(userId: string): void {
    context.cache?.dropUser(userId);
  }

  return { ...createSessionCookies(context, options.secureCookies), ...createRequestAuthentication(context), forgetUser };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function registerSession(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorateRequest('apiToken', null);
  // Synchronous when the session is cached: no promise on the way of most requests.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const loading = store.load(request);
    if (loading) loading.then(() => checkAccess(request, done), done);
    else checkAccess(request, done);
  });
  // The account's own routes change the user row or their sessions, and a first repeating block changes its
  // has_series: this instance must not answer the next request from what it cached before, even for the moment the
  // database's notification is on its way.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && (changesAccount(request) || mayAddFirstSeries(request, request.user))) store.forgetUser(request.user.id);
    done(null, payload);
  });
}

/** Signed in, or a public route, and what a token may reach; no closure on the way of a cached session. */
function checkAccess(request: FastifyRequest, done: (error?: Error) => void): void {
  try {
    checkSignIn(request);
    done();
  } catch (error) {
    done(error as Error);
  }
}

/** Writes that can add a repeating block for a user who has none: the planner with a rule, imports, the assistant. */
const ADDS_BLOCKS = ['/api/calendar', '/api/sample-data', '/api/chat', MCP_PATH];

function mayAddFirstSeries(request: FastifyRequest, user: UserRow): boolean {
  if (user.hasSeries || request.method === 'GET' || request.method === 'HEAD') return false;
  const path = request.url;
  if (path.startsWith('/api/time-blocks')) return typeof (request.body as { rrule?: unknown } | undefined)?.rrule === 'string';
  return ADDS_BLOCKS.some((prefix) => path.startsWith(prefix));
}

function changesAccount(request: FastifyRequest): boolean {
  const path = request.url;
  if (path.startsWith('/api/logout')) return true;
  if (request.method === 'GET' || request.method === 'HEAD') return false;
  return path.startsWith('/api/account') || path.startsWith('/api/auth/');
}

/** The signed-in user of a route the sign-in check has let through (plugins/sign-in.ts). */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError(401, 'Unauthorized');
  return request.user;
}
