import { and, between, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarBusyEvents, healthMetrics, tasks, timeBlocks } from '../../db/schema/index.js';

/** What a day's plan reads besides tasks and blocks: busy calendar time, last night's sleep and past focus work. */
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
    /**
     * Completed focus work from `from` to `to`: one-off blocks marked completed, and focus blocks whose task is done.
     * A repeating block is a plan, not a record of focus done, so it is left out.
     */
    completedFocus(userId: string, from: string, to: string) {
      return db
        .select({ hour: timeBlocks.hour, minute: timeBlocks.minute, durationMinutes: timeBlocks.durationMinutes })
        .from(timeBlocks)
        .leftJoin(tasks, eq(tasks.id, timeBlocks.taskId))
        .where(
          and(
            eq(timeBlocks.userId, userId),
            between(timeBlocks.date, from, to),
            isNull(timeBlocks.rrule),
            or(eq(timeBlocks.category, 'completed'), and(eq(timeBlocks.category, 'focus'), eq(tasks.status, 'done'))),
          ),
        );
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
