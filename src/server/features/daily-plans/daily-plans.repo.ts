import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DayRecord } from '../../../shared/schemas/daily-plans.js';
import type { Db } from '../../db/database.js';
import { dailyPlans, tasks } from '../../db/schema/index.js';

export type DailyPlanRow = Pick<typeof dailyPlans.$inferSelect, 'date' | 'intention' | 'reflection' | 'record'> & { picks: string[] };

/** The ids of the tasks picked for the plan's day, most important first. */
const picksOf = sql<
  string[]
>`array(select t.id::text from ${tasks} t where t.user_id = "daily_plans"."user_id" and t.picked_for = "daily_plans"."date" order by t.status, t.created_at, t.id)`;
const planColumns = { date: dailyPlans.date, intention: dailyPlans.intention, reflection: dailyPlans.reflection, record: dailyPlans.record, picks: picksOf };

export function createDailyPlansRepo(db: Db) {
  // A day with picks but nothing written (tasks moved there at a shutdown) still has a plan.
  const byDate = {
    name: 'daily_plan_by_date',
    text: `select d.date::text as date, coalesce(p.intention, '') as intention, coalesce(p.reflection, '') as reflection, p.record,
        array(select t.id::text from tasks t where t.user_id = $1 and t.picked_for = d.date order by t.status, t.created_at, t.id) as picks,
        p.id is not null as written
      from (select $2::date as date) d left join daily_plans p on p.user_id = $1 and p.date = d.date`,
  };

  return {
    async find(userId: string, date: string): Promise<DailyPlanRow | undefined> {
      const { rows } = await db.$client.query<DailyPlanRow & { written: boolean }>({ ...byDate, values: [userId, date] });
      const row = rows[0];
      if (!row || (!row.written && row.picks.length === 0)) return undefined;
      return { date: row.date, intention: row.intention, reflection: row.reflection, record: row.record, picks: row.picks };
    },
    /** The days from `from` to `to` that have a written plan, in date order. */
    range(userId: string, from: string, to: string): Promise<DailyPlanRow[]> {
      return db
        .select(planColumns)
        .from(dailyPlans)
        .where(and(eq(dailyPlans.userId, userId), between(dailyPlans.date, from, to)))
        .orderBy(asc(dailyPlans.date));
    },
    /** Writes the fields given in one statement; a new day starts with both lines empty and no record. */
    async upsert(userId: string, date: string, values: { intention?: string; reflection?: string; record?: DayRecord }, now: Date): Promise<void> {
      await db
        .insert(dailyPlans)
        .values({
          userId,
          date,
          intention: values.intention ?? '',
          reflection: values.reflection ?? '',
          record: values.record ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({ target: [dailyPlans.userId, dailyPlans.date], set: { ...values, updatedAt: now } });
    },
  };
}

export type DailyPlansRepo = ReturnType<typeof createDailyPlansRepo>;
