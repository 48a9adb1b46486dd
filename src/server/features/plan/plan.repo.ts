import { and, between, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { PlanUndo } from '../../../shared/schemas/plan.js';
import type { Db } from '../../db/database.js';
import { appliedPlans, calendarAccounts, healthMetrics, tasks, timeBlocks } from '../../db/schema/index.js';
import { reinsertRows } from '../../db/deleted-items.js';
import { sortForUndo, type AppliedBlock } from './plan-undo.js';

/** A block a plan makes: a focus block linked to its task. */
export interface NewPlanBlock {
  taskId: string;
  title: string;
  category: 'focus';
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
}

/** What a day's plan reads besides tasks, blocks and busy time: last night's sleep and past focus work. */
export function createPlanRepo(db: Db) {
  return {
    /**
     * Completed focus work from `from` to `to`: one-off blocks marked completed, and focus blocks whose task is done,
     * each with the energy recorded that day. A repeating block is a plan, not a record of focus done, so it is left out.
     */
    completedFocus(userId: string, from: string, to: string) {
      return db
        .select({ hour: timeBlocks.hour, minute: timeBlocks.minute, durationMinutes: timeBlocks.durationMinutes, energy: healthMetrics.energy })
        .from(timeBlocks)
        .leftJoin(tasks, eq(tasks.id, timeBlocks.taskId))
        .leftJoin(healthMetrics, and(eq(healthMetrics.userId, timeBlocks.userId), eq(healthMetrics.date, timeBlocks.date)))
        .where(
          and(
            eq(timeBlocks.userId, userId),
            between(timeBlocks.date, from, to),
            isNull(timeBlocks.rrule),
            or(eq(timeBlocks.category, 'completed'), and(eq(timeBlocks.category, 'focus'), eq(tasks.status, 'done'))),
          ),
        );
    },
    /**
     * Makes a plan's blocks, all or none, after taking away the user's blocks `removeIds` (a re-plan's blocks not
     * started yet) in the same transaction. Answers the blocks made and the rows taken away, for the Undo.
     */
    async replaceBlocks(userId: string, removeIds: readonly string[], values: readonly NewPlanBlock[]) {
      return db.transaction(async (tx) => {
        const removed =
          removeIds.length === 0
            ? []
            : (
                await tx.execute<{ row: Record<string, unknown> }>(
                  sql`delete from ${timeBlocks} where ${timeBlocks.userId} = ${userId} and ${inArray(timeBlocks.id, [...removeIds])} returning to_jsonb(${timeBlocks}) as row`,
                )
              ).rows.map((r) => r.row);
        const made = [];
        for (const v of values)
          made.push(
            (
              await tx
                .insert(timeBlocks)
                .values({ ...v, userId })
                .returning({ id: timeBlocks.id })
            )[0],
          );
        const calendar = await tx.execute<{ connected: boolean }>(
          sql`select exists (select 1 from ${calendarAccounts} where ${calendarAccounts.userId} = ${userId} and ${calendarAccounts.calendarUrl} is not null) as connected`,
        );
        return { made, removed, calendarConnected: calendar.rows[0]?.connected ?? false };
      });
    },
    /** Keeps the blocks an applied plan made (and those it took away) for its Undo (10 minutes); expired plans go as new ones come. */
    async keepApplied(userId: string, date: string, blocks: AppliedBlock[], removed: Record<string, unknown>[], now: Date): Promise<string> {
      await db.delete(appliedPlans).where(and(eq(appliedPlans.userId, userId), lt(appliedPlans.expiresAt, now)));
      const [row] = await db
        .insert(appliedPlans)
        .values({ userId, date, blocks, removed, expiresAt: new Date(now.getTime() + UNDO_KEEP_MS) })
        .returning({ id: appliedPlans.id });
      return row.id;
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
          .returning({ blocks: appliedPlans.blocks, removed: appliedPlans.removed });
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
        // A re-plan's blocks come back where they were, unlinked when their task is gone.
        const restored: string[] = [];
        for (const row of plan.removed) {
          const taskId = (row.task_id as string | null | undefined) ?? null;
          const linked =
            taskId === null ||
            (
              await tx
                .select({ id: tasks.id })
                .from(tasks)
                .where(and(eq(tasks.userId, userId), eq(tasks.id, taskId)))
            ).length > 0;
          if ((await reinsertRows(tx, timeBlocks, [linked ? row : { ...row, task_id: null }])) === 1) restored.push(String(row.id));
        }
        return { ...undo, restored };
      });
    },
    async healthOn(userId: string, date: string) {
      const rows = await db
        .select({ sleep: healthMetrics.sleep, energy: healthMetrics.energy })
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.date, date)))
        .limit(1);
      return rows[0];
    },
  };
}

export type PlanRepo = ReturnType<typeof createPlanRepo>;
