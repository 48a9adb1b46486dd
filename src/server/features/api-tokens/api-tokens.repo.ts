import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { apiTokens } from '../../db/schema/index.js';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export function createApiTokensRepo(db: Db) {
  return {
    list(userId: string): Promise<ApiTokenRow[]> {
      return db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
    },
    /** Inserts unless the user already holds `max` tokens; the user's row is locked so two requests cannot both pass. */
    insertWithin(max: number, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${values.userId} for update`);
        const [held] = await tx.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, values.userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [row] = await tx.insert(apiTokens).values(values).returning();
        return row;
      });
    },
    async delete(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(apiTokens)
        .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
        .returning({ id: apiTokens.id });
      return rows.length > 0;
    },
  };
}
export type ApiTokensRepo = ReturnType<typeof createApiTokensRepo>;
