import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { dailyPlans } from '../../db/schema/index.js';

export type DailyPlanRow = typeof dailyPlans.$inferSelect;

export function createDailyPlansRepo(db: Db) {
  const byDate = db
    .select()
    .from(dailyPlans)
    .where(and(eq(dailyPlans.userId, sql.placeholder('userId')), eq(dailyPlans.date, sql.placeholder('date'))))
    .prepare('daily_plan_by_date');

  return {
    async find(userId: string, date: string): Promise<DailyPlanRow | undefined> {
      return (await byDate.execute({ userId, date }))[0];
    },
    /** The days from `from` to `to` that have a plan, in date order. */
    range(userId: string, from: string, to: string): Promise<DailyPlanRow[]> {
      return db
        .select()
        .from(dailyPlans)
        .where(and(eq(dailyPlans.userId, userId), between(dailyPlans.date, from, to)))
        .orderBy(asc(dailyPlans.date));
    },
    /** Writes the fields given in one statement; a new day starts with both empty. */
    async upsert(userId: string, date: string, values: { intention?: string; reflection?: string }, now: Date): Promise<DailyPlanRow> {
      const rows = await db
        .insert(dailyPlans)
        .values({ userId, date, intention: values.intention ?? '', reflection: values.reflection ?? '', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [dailyPlans.userId, dailyPlans.date], set: { ...values, updatedAt: now } })
        .returning();
      return rows[0]!;
    },
  };
}

export type DailyPlansRepo = ReturnType<typeof createDailyPlansRepo>;
