import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import { shiftDate } from '../../../shared/dates.js';
import type { Db } from '../../db/database.js';
import { goals, healthMetrics, relationships, timeBlocks } from '../../db/schema/index.js';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
export type HealthMetricsRow = typeof healthMetrics.$inferSelect;
export type RelationshipRow = typeof relationships.$inferSelect;
export type GoalRow = typeof goals.$inferSelect;

export function createDashboardRepo(db: Db) {
  return {
    /** The blocks of `date` and of the day before (whose blocks may run past midnight into it). */
    blocksAround(userId: string, date: string): Promise<TimeBlockRow[]> {
      return db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), gte(timeBlocks.date, shiftDate(date, -1)), lte(timeBlocks.date, date)))
        .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.createdAt));
    },
    async healthOn(userId: string, date: string): Promise<HealthMetricsRow | undefined> {
      const rows = await db
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
        .limit(1);
      return rows[0];
    },
    people(userId: string): Promise<RelationshipRow[]> {
      return db.select().from(relationships).where(eq(relationships.userId, userId));
    },
    activeGoals(userId: string): Promise<GoalRow[]> {
      return db
        .select()
        .from(goals)
        .where(and(eq(goals.userId, userId), lt(goals.progress, 100)))
        .orderBy(asc(goals.endDate), asc(goals.createdAt));
    },
    async hasGoals(userId: string): Promise<boolean> {
      const rows = await db.select({ id: goals.id }).from(goals).where(eq(goals.userId, userId)).limit(1);
      return rows.length > 0;
    },
    async hasTimeBlocks(userId: string): Promise<boolean> {
      const rows = await db.select({ id: timeBlocks.id }).from(timeBlocks).where(eq(timeBlocks.userId, userId)).limit(1);
      return rows.length > 0;
    },
    async hasHealthRecords(userId: string): Promise<boolean> {
      const rows = await db.select({ id: healthMetrics.id }).from(healthMetrics).where(eq(healthMetrics.userId, userId)).limit(1);
      return rows.length > 0;
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
