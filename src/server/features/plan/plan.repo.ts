import { and, between, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { PlanUndo } from '../../../shared/schemas/plan.js';
import type { Db } from '../../db/database.js';
import { appliedPlans, calendarBusyEvents, healthMetrics, tasks, timeBlocks } from '../../db/schema/index.js';
import { sortForUndo, type AppliedBlock } from './plan-undo.js';

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
    /** Keeps the blocks an applied plan made for its Undo (10 minutes); the user's expired plans go as new ones come. */
    async keepApplied(userId: string, date: string, blocks: AppliedBlock[], now: Date): Promise<string> {
      await db.delete(appliedPlans).where(and(eq(appliedPlans.userId, userId), lt(appliedPlans.expiresAt, now)));
      const [row] = await db
        .insert(appliedPlans)
        .values({ userId, date, blocks, expiresAt: new Date(now.getTime() + UNDO_KEEP_MS) })
        .returning({ id: appliedPlans.id });
      return row!.id;
    },
    /**
     * Undoes the user's applied plan `id` in one transaction: the plan is taken (once) and the blocks it made that are
     * still as made are deleted, which takes their tasks off the planner. Undefined when it is not the user's plan,
     * was undone already or has expired.
     */
    async undoApplied(userId: string, id: string, now: Date): Promise<PlanUndo | undefined> {
      return db.transaction(async (tx) => {
        const [plan] = await tx
          .delete(appliedPlans)
          .where(and(eq(appliedPlans.id, id), eq(appliedPlans.userId, userId), gt(appliedPlans.expiresAt, now)))
          .returning({ blocks: appliedPlans.blocks });
        if (!plan) return undefined;
        const made = plan.blocks as AppliedBlock[];
        const current = await tx
          .select({
            id: timeBlocks.id,
            taskId: timeBlocks.taskId,
            title: timeBlocks.title,
            category: timeBlocks.category,
            rrule: timeBlocks.rrule,
            date: timeBlocks.date,
            hour: timeBlocks.hour,
            minute: timeBlocks.minute,
            durationMinutes: timeBlocks.durationMinutes,
            taskDone: sql<boolean>`coalesce(${tasks.status} = 'done', false)`,
          })
          .from(timeBlocks)
          .leftJoin(tasks, eq(tasks.id, timeBlocks.taskId))
          .where(
            and(
              eq(timeBlocks.userId, userId),
              inArray(
                timeBlocks.id,
                made.map((b) => b.id),
              ),
            ),
          )
          .for('update', { of: timeBlocks });
        const undo = sortForUndo(made, current);
        if (undo.removed.length > 0) await tx.delete(timeBlocks).where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, undo.removed)));
        return undo;
      });
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
