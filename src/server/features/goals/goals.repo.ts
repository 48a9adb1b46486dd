import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { GoalDtoRow, GoalRow } from '../../db/planner-dto.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { goals } from '../../db/schema/index.js';

export type GoalValues = Omit<typeof goals.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function createGoalsRepo(db: Db) {
  // The goals page's read: a named statement with the answer's columns, read without an ORM's row mapping.
  const listGoals = {
    name: 'goals_list',
    text: `select id, title, category, timeframe, start_date as "startDate", end_date as "endDate", total_milestones as "totalMilestones",
        completed_milestones as "completedMilestones", progress, description, milestones
      from goals where user_id = $1 order by progress >= 100, end_date, created_at`,
  };
  return {
    /** Active goals first by end date, then completed ones, with the columns of their answer. */
    async list(userId: string): Promise<GoalDtoRow[]> {
      return (await db.$client.query<GoalDtoRow>({ ...listGoals, values: [userId] })).rows;
    },
    async insert(userId: string, values: GoalValues) {
      const rows = await db
        .insert(goals)
        .values({ ...values, userId })
        .returning();
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
        const rows = await tx
          .update(goals)
          .set({ ...change(current), updatedAt: new Date() })
          .where(owned)
          .returning();
        return rows[0];
      });
    },
    /** Deletes the goal and keeps a copy for Undo, in one statement. */
    remove(userId: string, id: string, now: Date) {
      return deleteKeepingCopy(db, { table: goals, where: and(eq(goals.userId, userId), eq(goals.id, id))!, userId, kind: 'goal', itemId: id, now });
    },
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'goal', itemId: id, now }, async (tx, payload) => (await reinsertRows(tx, goals, [payload.row])) === 1);
    },
    /** Every goal with the fields the assistant reasons about, soonest end first. */
    byEndDate(userId: string) {
      return db
        .select({
          id: goals.id,
          title: goals.title,
          category: goals.category,
          timeframe: goals.timeframe,
          startDate: goals.startDate,
          endDate: goals.endDate,
          progress: goals.progress,
          completedMilestones: goals.completedMilestones,
          totalMilestones: goals.totalMilestones,
          milestones: goals.milestones,
          updatedAt: goals.updatedAt,
        })
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(asc(goals.endDate), asc(goals.title));
    },
    async find(userId: string, id: string) {
      const rows = await db
        .select()
        .from(goals)
        .where(and(eq(goals.userId, userId), eq(goals.id, id)));
      return rows[0];
    },
  };
}

export type GoalsRepo = ReturnType<typeof createGoalsRepo>;
