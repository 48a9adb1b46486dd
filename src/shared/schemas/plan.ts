import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { TASK_ORDER_MAX } from './tasks.js';

/**
 * Body of POST /api/plan/day: the day to plan, whether to make the proposed blocks, and optionally which tasks'
 * blocks to keep (the preview's rows the user left in); the other proposed blocks are left out, never moved.
 */
export const planDayBodySchema = z.object({
  date: isoDateSchema,
  apply: z.boolean({ error: 'Apply must be true or false' }).optional(),
  taskIds: z
    .array(idSchema, { error: 'Task ids must be a list of task ids' })
    .max(TASK_ORDER_MAX, { error: `Task ids must name at most ${TASK_ORDER_MAX} tasks` })
    .optional(),
});
export type PlanDayBody = z.infer<typeof planDayBodySchema>;

export const plannedBlockSchema = z.object({
  /** The block made for it; only when the plan was applied. */
  id: z.string().optional(),
  taskId: z.string(),
  title: z.string(),
  date: z.string(),
  hour: z.number().int(),
  minute: z.number().int(),
  durationMinutes: z.number().int(),
});
export type PlannedBlockDto = z.infer<typeof plannedBlockSchema>;

export const planDaySchema = z.object({
  /** Only when the plan was applied and made blocks: what POST /api/plan/day/{planId}/undo takes back. */
  planId: z.string().optional(),
  date: z.string(),
  blocks: z.array(plannedBlockSchema),
  unplaced: z.array(z.object({ taskId: z.string(), reason: z.string() })),
  notes: z.array(z.string()),
});
export type PlanDay = z.infer<typeof planDaySchema>;

/** Why an Undo of an applied plan left one of its blocks on the planner. */
export const PLAN_UNDO_KEPT_REASONS = { changed: 'You changed it since', done: 'Its task is done' } as const;

/** The answer of POST /api/plan/day/{planId}/undo: the plan's blocks removed, kept (and why) and already gone. */
export const planUndoSchema = z.object({
  removed: z.array(z.string()),
  kept: z.array(z.object({ id: z.string(), title: z.string(), reason: z.string() })),
  gone: z.array(z.string()),
});
export type PlanUndo = z.infer<typeof planUndoSchema>;
