import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';

export function createSessionsRepo(db: Db) {
  return {
    listActive(userId: string, expiresAfter: Date, seenAfter: Date) {
      return db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          signInMethod: sessions.signInMethod,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, expiresAfter), gt(sessions.lastSeenAt, seenAfter)))
        .orderBy(desc(sessions.lastSeenAt));
    },
    async deleteOne(userId: string, sessionId: string): Promise<boolean> {
      const rows = await db
        .delete(sessions)
        .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    async deleteOthers(userId: string, keepSessionId: string | null): Promise<number> {
      const where = keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId);
      const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
