import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

export type NewUser = typeof users.$inferInsert;

export function createAuthRepo(db: Db) {
  return {
    async findLocalByEmail(email: string) {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), eq(users.authProvider, 'local')))
        .limit(1);
      return rows[0];
    },
    async findByOidcIdentity(issuer: string, subject: string) {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
        .limit(1);
      return rows[0];
    },
    /** Inserts unless the unique index says the account already exists; then returns undefined. */
    async insert(values: NewUser) {
      const rows = await db.insert(users).values(values).onConflictDoNothing().returning();
      return rows[0];
    },
    async update(userId: string, values: Partial<NewUser>) {
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return rows[0];
    },
  };
}

export type AuthRepo = ReturnType<typeof createAuthRepo>;
