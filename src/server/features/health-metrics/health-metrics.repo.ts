import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { healthMetrics } from '../../db/schema/index.js';
import type { HealthMetricRecord } from '../../../shared/health-metrics.js';

export function createHealthMetricsRepo(db: Db) {
  return {
    async findByDate(userId: string, date: string) {
      const rows = await db
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
        .limit(1);
      return rows[0];
    },
    async listRange(userId: string, from: string, to: string) {
      return db
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), between(healthMetrics.date, from, to)))
        .orderBy(asc(healthMetrics.date));
    },
    /** Inserts unless the user already has a record for that date; then returns undefined. */
    async insert(userId: string, date: string, values: Partial<HealthMetricRecord>) {
      const rows = await db
        .insert(healthMetrics)
        .values({ userId, date, ...values })
        .onConflictDoNothing({ target: [healthMetrics.userId, healthMetrics.date] })
        .returning();
      return rows[0];
    },
    async update(userId: string, date: string, values: Partial<HealthMetricRecord>) {
      const rows = await db
        .update(healthMetrics)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
        .returning();
      return rows[0];
    },
  };
}

export type HealthMetricsRepo = ReturnType<typeof createHealthMetricsRepo>;
