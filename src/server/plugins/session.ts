import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { SESSION_ABSOLUTE_DAYS, SESSION_COOKIE, SESSION_IDLE_DAYS } from '../../shared/constants.js';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema/index.js';
import { AppError } from '../errors.js';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
    sessionId: string | null;
  }
}

const DAY_MS = 86_400_000;
const TOUCH_INTERVAL_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionOptions {
  secureCookies: boolean;
  now?: () => Date;
}

export function createSessionStore(db: Db, options: SessionOptions) {
  const now = options.now ?? (() => new Date());
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: options.secureCookies,
    maxAge: SESSION_ABSOLUTE_DAYS * 86_400,
  };

  // Runs on every signed-in request: built once and prepared on each connection.
  const lookup = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleCutoff')),
      ),
    )
    .limit(1)
    .prepare('session_lookup');

  async function create(reply: FastifyReply, request: FastifyRequest, userId: string): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(previous)));
    const token = randomBytes(32).toString('base64url');
    const created = now();
    await db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      ipAddress: request.ip,
      createdAt: created,
      lastSeenAt: created,
      expiresAt: new Date(created.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS),
    });
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);
  }

  async function load(request: FastifyRequest): Promise<void> {
    request.user = null;
    request.sessionId = null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 128) return;
    const t = now();
    const rows = await lookup.execute({ tokenHash: hashToken(token), now: t, idleCutoff: new Date(t.getTime() - SESSION_IDLE_DAYS * DAY_MS) });
    const row = rows[0];
    if (!row) return;
    request.user = row.user;
    request.sessionId = row.session.id;
    if (t.getTime() - row.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: t }).where(eq(sessions.id, row.session.id));
    }
  }

  async function destroy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  async function purgeExpired(): Promise<number> {
    const t = now();
    const result = await db
      .delete(sessions)
      .where(sql`${sessions.expiresAt} <= ${t} or ${sessions.lastSeenAt} <= ${new Date(t.getTime() - SESSION_IDLE_DAYS * DAY_MS)}`);
    return result.rowCount ?? 0;
  }

  return { create, load, destroy, purgeExpired };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export function registerSession(app: FastifyInstance, store: SessionStore): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) await store.load(request);
  });
}

/** onRequest hook for every signed-in route, so a signed-out request gets 401 before its input is validated. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, 'Unauthorized');
}

export function currentUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError(401, 'Unauthorized');
  return request.user;
}
