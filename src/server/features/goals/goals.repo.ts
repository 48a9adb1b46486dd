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
    async insert(userId: string, values: GoalValues) {
      const rows = await db.insert(goals).values({ ...values, userId }).returning();
      return rows[0];
    },
    /**
     * Changes a goal under a row lock: `change` sees the goal as it is now (not as an earlier read saw it) and
     * returns only the fields to write, so two edits of different fields never undo each other.
     */
    async update(userId: string, id: string, change: (current: GoalRow) => Partial<GoalValues>) {
      return db.transaction(async (tx) => {
        const owned = and(eq(goals.userId, userId), eq(goals.id, id));
        const [current] = await tx.select().from(goals).where(owned).for('update');
        if (!current) return undefined;
        const rows = await tx.update(goals).set({ ...change(current), updatedAt: new Date() }).where(owned).returning();
        return rows[0];
      });
    },
    async remove(userId: string, id: string) {
      const rows = await db.delete(goals).where(and(eq(goals.userId, userId), eq(goals.id, id))).returning({ id: goals.id });
      return rows.length > 0;
    },
  };
}

export type GoalsRepo = ReturnType<typeof createGoalsRepo>;
