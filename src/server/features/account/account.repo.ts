import { and, eq, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { forgetInsights } from '../../db/derived-content.js';
import { sessions, userOwnedTables, users } from '../../db/schema/index.js';

export type UserChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'timezone' | 'numberBase' | 'timeFormat' | 'weightUnit' | 'healthTargets' | 'workdayStart' | 'workdayEnd' | 'passwordHash'
  >
>;

export function createAccountRepo(db: Db) {
  return {
    /** A new number base also drops the insight cards, written in the old one (the dashboard draws fresh ones). */
    async update(userId: string, changes: UserChanges) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning();
        if (changes.numberBase !== undefined) await forgetInsights(tx, userId);
        return rows[0];
      });
    },
    /** Changes the password and ends every other session in one transaction. */
    async changePassword(userId: string, passwordHash: string, keepSessionId: string | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx.delete(sessions).where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId));
      });
    },
    /** Every user-owned table by name, then the user; one transaction so nothing is left half-deleted. */
    async deleteEverything(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        for (const table of Object.values(userOwnedTables) as (PgTable & { userId: PgColumn })[]) {
          await tx.delete(table).where(eq(table.userId, userId));
        }
        await tx.delete(users).where(eq(users.id, userId));
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
