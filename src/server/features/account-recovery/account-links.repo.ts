import { and, eq, gt, isNull, lt, ne, or, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { accountLinks, sessions, trustedDevices, users } from '../../db/schema/index.js';

type Purpose = (typeof accountLinks.$inferInsert)['purpose'];

export function createAccountLinksRepo(db: Db) {
  return {
    async findLocalUserByEmail(email: string) {
      return (
        await db
          .select()
          .from(users)
          .where(and(eq(users.email, email), eq(users.authProvider, 'local')))
          .limit(1)
      )[0];
    },
    async findUser(userId: string) {
      return (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0];
    },
    async localEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.authProvider, 'local'), ne(users.id, exceptUserId)))
        .limit(1);
      return rows.length > 0;
    },
    /** A new link of this purpose replaces the user's earlier unused ones. */
    async create(values: { tokenHash: string; userId: string; purpose: Purpose; newEmail?: string; expiresAt: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(accountLinks).where(and(eq(accountLinks.userId, values.userId), eq(accountLinks.purpose, values.purpose), isNull(accountLinks.usedAt)));
        await tx.insert(accountLinks).values(values);
      });
    },
    /** Spends a live link once, on every instance; undefined when it is unknown, used or expired. */
    async spend(tokenHash: string, purpose: Purpose, now: Date) {
      const rows = await db
        .update(accountLinks)
        .set({ usedAt: now })
        .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt), gt(accountLinks.expiresAt, now)))
        .returning({ userId: accountLinks.userId, newEmail: accountLinks.newEmail });
      return rows[0];
    },
    /** A new password ends every session and forgets every trusted browser. */
    async setPassword(userId: string, passwordHash: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
      });
    },
    async setEmail(userId: string, email: string) {
      return (await db.update(users).set({ email, updatedAt: new Date() }).where(eq(users.id, userId)).returning())[0];
    },
    /** Used links and links past their hour, for the maintenance job. */
    async purge(now: Date): Promise<void> {
      await db.delete(accountLinks).where(or(lt(accountLinks.expiresAt, now), isNotNull(accountLinks.usedAt)));
      await db.delete(trustedDevices).where(lt(trustedDevices.expiresAt, now));
    },
  };
}

export type AccountLinksRepo = ReturnType<typeof createAccountLinksRepo>;
