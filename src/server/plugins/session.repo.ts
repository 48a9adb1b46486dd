import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { apiTokens, sessions, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type NewSession = Omit<typeof sessions.$inferInsert, 'id'>;

/** The session and token look-ups of every signed-in request, and the writes that start, touch and end sessions. */
export function createSessionRepo(db: Db) {
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
  const tokenLookup = db
    .select({ token: apiTokens, user: users })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('api_token_lookup');
  // The condition keeps several instances from all writing the same minute.
  const tokenTouch = db
    .update(apiTokens)
    .set({ lastUsedAt: sql`${sql.placeholder('now')}` })
    .where(and(eq(apiTokens.id, sql.placeholder('id')), sql`(${apiTokens.lastUsedAt} is null or ${apiTokens.lastUsedAt} <= ${sql.placeholder('touchCutoff')})`))
    .prepare('api_token_touch');
  const touch = db
    .update(sessions)
    .set({ lastSeenAt: sql`${sql.placeholder('now')}` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_touch');

  return {
    async findSession(tokenHash: string, now: Date, idleCutoff: Date) {
      return (await lookup.execute({ tokenHash, now, idleCutoff }))[0];
    },
    async findApiToken(tokenHash: string) {
      return (await tokenLookup.execute({ tokenHash }))[0];
    },
    async touchApiToken(id: string, now: Date, touchCutoff: Date): Promise<void> {
      await tokenTouch.execute({ id, now, touchCutoff });
    },
    async touchSession(id: string, now: Date): Promise<void> {
      await touch.execute({ id, now });
    },
    async insert(values: NewSession): Promise<void> {
      await db.insert(sessions).values(values);
    },
    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Deletes sessions past their absolute expiry or idle since `idleCutoff`; returns how many. */
    async purgeExpired(now: Date, idleCutoff: Date): Promise<number> {
      const result = await db.delete(sessions).where(sql`${sessions.expiresAt} <= ${now} or ${sessions.lastSeenAt} <= ${idleCutoff}`);
      return result.rowCount ?? 0;
    },
  };
}

export type SessionRepo = ReturnType<typeof createSessionRepo>;
