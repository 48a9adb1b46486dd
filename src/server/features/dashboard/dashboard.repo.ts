import { and, asc, eq, lt } from 'drizzle-orm';
import { shiftDate } from '../../../shared/dates.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { Db } from '../../db/database.js';
import type { GoalRow, HealthMetricsRow, RelationshipRow } from '../../db/planner-dto.js';
import { blocksInRange, type RangeOwner } from '../time-blocks/index.js';
import { goals, healthMetrics, relationships, timeBlocks } from '../../db/schema/index.js';

export function createDashboardRepo(db: Db) {
  return {
    /** The blocks and occurrences of `date` and of the day before (whose blocks may run past midnight into it). */
    blocksAround(owner: RangeOwner, date: string, timezone: string): Promise<TimeBlock[]> {
      return blocksInRange(db, owner, shiftDate(date, -1), date, timezone);
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
