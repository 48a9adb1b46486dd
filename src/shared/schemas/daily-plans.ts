import { z } from 'zod';
import { idSchema, isoDateSchema, text } from './common.js';
import { TASK_ORDER_MAX, taskListSchema, taskMoveSchema } from './tasks.js';

/** The longest intention or reflection: one line, with room to spare. */
export const DAILY_PLAN_TEXT_MAX = 2000;

const line = (what: string) =>
  text({ error: `${what} must be text` })
    .trim()
    .max(DAILY_PLAN_TEXT_MAX, { error: `${what} must be at most ${DAILY_PLAN_TEXT_MAX} characters` });

export const dailyPlanParamsSchema = z.object({ date: isoDateSchema });

const taskIds = (what: string) =>
  z
    .array(idSchema, { error: `${what} must be a list of task ids` })
    .max(TASK_ORDER_MAX, { error: `${what} must name at most ${TASK_ORDER_MAX} tasks` })
    .refine((ids) => new Set(ids).size === ids.length, { error: `${what} must not name a task twice` });

/** `PUT /api/daily-plans/:date`: a field left out keeps its value (empty on a new day). */
export const dailyPlanUpdateSchema = z.object({
  intention: line('Intention').optional(),
  reflection: line('Reflection').optional(),
  /** The open tasks picked for the day: Plan my day places only these (and what is due) once there is one. */
  picks: taskIds('Picks').optional(),
});
export type DailyPlanUpdate = z.infer<typeof dailyPlanUpdateSchema>;

/** What the shutdown keeps about a day: the titles done and moved on, and the minutes planned and blocked. */
export const dayRecordSchema = z.object({
  done: z.array(z.string()),
  moved: z.array(z.string()),
  /** The estimates of the day's tasks (done and still open), 30 minutes for one without. */
  plannedMinutes: z.number().int(),
  /** Minutes of the day covered by time blocks. */
  blockedMinutes: z.number().int(),
  closedAt: z.string(),
});
export type DayRecord = z.infer<typeof dayRecordSchema>;

/** The morning's intention, the tasks picked, the evening's reflection and the shutdown's record of one day. */
export const dailyPlanSchema = z.object({
  date: z.string(),
  intention: z.string(),
  reflection: z.string(),
  picks: z.array(z.string()),
  record: dayRecordSchema.nullable(),
});
export type DailyPlan = z.infer<typeof dailyPlanSchema>;
export const dailyPlanOrNullSchema = dailyPlanSchema.nullable();

/** `GET /api/daily-plans/:date/review`: the day as it stands, for the look back and the shutdown. */
export const dayReviewSchema = z.object({
  date: z.string(),
  /** Checked off that day, newest first. */
  done: taskListSchema,
  /** Still open on the day's plan, in plan order. */
  open: taskListSchema,
  plannedMinutes: z.number().int(),
  blockedMinutes: z.number().int(),
  /** The workday's length in minutes, less the meetings and busy time in it: what there is to plan against. */
  availableMinutes: z.number().int(),
});
export type DayReview = z.infer<typeof dayReviewSchema>;

/** `POST /api/daily-plans/:date/shutdown`: the open tasks to move to the next day, and the line about the day. */
export const shutdownBodySchema = z.object({
  move: taskIds('Move').optional(),
  reflection: line('Reflection').optional(),
});
export type ShutdownBody = z.infer<typeof shutdownBodySchema>;

export const shutdownSchema = z.object({ plan: dailyPlanSchema, moved: taskMoveSchema.nullable() });
export type Shutdown = z.infer<typeof shutdownSchema>;
