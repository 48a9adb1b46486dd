import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';
import { TASK_ORDER_MAX } from './tasks.js';

const taskIdList = (what: string) =>
  z.array(idSchema, { error: `${what} must be a list of task ids` }).max(TASK_ORDER_MAX, { error: `${what} must name at most ${TASK_ORDER_MAX} tasks` });

/** A time of day, "HH:MM" on the 5-minute steps blocks use. */
export const planTimeSchema = z
  .string({ error: 'Time must be HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5][05]$/, { error: 'Time must be HH:MM, in 5-minute steps' });

/** A span of the day kept free ("keep the afternoon free"): from `start` to `end`, "HH:MM". */
export const keepFreeSchema = z
  .object({ start: planTimeSchema, end: planTimeSchema.or(z.literal('24:00')) })
  .refine((span) => span.start < span.end, { error: 'A span kept free ends after it starts', path: ['end'] });

/**
 * Body of POST /api/plan/day: the day to plan, whether to make the proposed blocks, and optionally which tasks'
 * blocks to keep (the preview's rows the user left in); the other proposed blocks are left out, never moved. The
 * limits a person says ("nothing before 10", "keep the afternoon free", "a light day", "only the urgent things") come
 * as `notBefore`, `notAfter`, `keepFree`, `light`, `onlyTaskIds` and `urgentOnly`; `replan` plans the rest of today again.
 */
export const planDayBodySchema = z
  .object({
    date: isoDateSchema,
    apply: z.boolean({ error: 'Apply must be true or false' }).optional(),
    taskIds: taskIdList('Task ids').optional(),
    notBefore: planTimeSchema.optional(),
    notAfter: planTimeSchema.or(z.literal('24:00')).optional(),
    keepFree: z.array(keepFreeSchema, { error: 'Keep free must be a list of spans' }).max(24, { error: 'Keep free names at most 24 spans' }).optional(),
    light: z.boolean({ error: 'Light must be true or false' }).optional(),
    onlyTaskIds: taskIdList('Only task ids').min(1, { error: 'Only task ids must name at least one task' }).optional(),
    urgentOnly: z.boolean({ error: 'Urgent only must be true or false' }).optional(),
    replan: z.boolean({ error: 'Replan must be true or false' }).optional(),
  })
  .refine((b) => b.notBefore === undefined || b.notAfter === undefined || b.notBefore < b.notAfter, {
    error: 'Not after must be later than not before',
    path: ['notAfter'],
  })
  .refine((b) => !(b.onlyTaskIds && b.urgentOnly), { error: 'Send only task ids or urgent only, not both', path: ['urgentOnly'] });
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
  /** One of the sessions a task longer than a stretch of focus is split into. */
  session: z.object({ index: z.number().int(), count: z.number().int() }).optional(),
});
export type PlannedBlockDto = z.infer<typeof plannedBlockSchema>;

export const planDaySchema = z.object({
  /** Only when the plan was applied and made blocks: what POST /api/plan/day/{planId}/undo takes back. */
  planId: z.string().optional(),
  date: z.string(),
  blocks: z.array(plannedBlockSchema),
  unplaced: z.array(z.object({ taskId: z.string(), title: z.string(), reason: z.string() })),
  /** The day's tasks already on the planner that day, left where they are. */
  kept: z.array(
    z.object({
      taskId: z.string(),
      title: z.string(),
      blockId: z.string(),
      hour: z.number().int(),
      minute: z.number().int(),
      durationMinutes: z.number().int(),
    }),
  ),
  /** With `replan`: the blocks of tasks not started yet that the plan moves (apply deletes them and makes the new ones). */
  moved: z.array(z.string()),
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
  /** A re-plan's blocks it had taken away, back where they were. */
  restored: z.array(z.string()),
});
export type PlanUndo = z.infer<typeof planUndoSchema>;
