import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { passkeys } from '../../db/schema/index.js';

export type NewPasskey = typeof passkeys.$inferInsert;

export function createPasskeysRepo(db: Db) {
  return {
    list(userId: string) {
      return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
    },
    /** Undefined when the credential is already registered (to this or another account). */
    async insert(values: NewPasskey) {
      return (await db.insert(passkeys).values(values).onConflictDoNothing().returning())[0];
    },
    async findByCredentialId(credentialId: string) {
      return (await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1))[0];
    },
    async recordUse(id: string, counter: number, at: Date): Promise<void> {
      await db.update(passkeys).set({ counter, lastUsedAt: at }).where(eq(passkeys.id, id));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning({ id: passkeys.id });
      return rows.length > 0;
    },
  };
}

export type PasskeysRepo = ReturnType<typeof createPasskeysRepo>;
