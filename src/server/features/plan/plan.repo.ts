import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarBusyEvents, healthMetrics } from '../../db/schema/index.js';

/** What a day's plan reads besides tasks and blocks: busy calendar time and last night's sleep. */
export function createPlanRepo(db: Db) {
  return {
    busyOn(userId: string, date: string) {
      return db
        .select({
          hour: calendarBusyEvents.hour,
          minute: calendarBusyEvents.minute,
          durationMinutes: calendarBusyEvents.durationMinutes,
          allDay: calendarBusyEvents.allDay,
        })
        .from(calendarBusyEvents)
        .where(and(eq(calendarBusyEvents.userId, userId), eq(calendarBusyEvents.date, date)));
    },
    async healthOn(userId: string, date: string) {
      const rows = await db
        .select({ sleep: healthMetrics.sleep })
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
        .limit(1);
      return rows[0];
    },
  };
}

export type PlanRepo = ReturnType<typeof createPlanRepo>;
