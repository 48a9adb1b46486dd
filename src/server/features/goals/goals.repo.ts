import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { goals } from '../../db/schema/index.js';

export type GoalRow = typeof goals.$inferSelect;
export type GoalValues = Omit<typeof goals.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function createGoalsRepo(db: Db) {
  return {
    /** Active goals first by end date, then completed ones. */
    list(userId: string) {
      return db
        .select()
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(sql`${goals.progress} >= 100`, asc(goals.endDate), asc(goals.createdAt));
    },
    async find(userId: string, id: string) {
      const rows = await db.select().from(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).limit(1);
      return rows[0];
    },
    async insert(userId: string, values: GoalValues) {
      const rows = await db.insert(goals).values({ ...values, userId }).returning();
      return rows[0];
    },
    async update(userId: string, id: string, values: Partial<GoalValues>) {
      const rows = await db
        .update(goals)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(goals.userId, userId), eq(goals.id, id)))
        .returning();
      return rows[0];
    },
    async remove(userId: string, id: string) {
      const rows = await db.delete(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).returning({ id: goals.id });
      return rows.length > 0;
    },
  };
}

export type GoalsRepo = ReturnType<typeof createGoalsRepo>;
