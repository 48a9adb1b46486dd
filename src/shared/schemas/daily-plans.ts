import { z } from 'zod';
import { isoDateSchema, text } from './common.js';

/** The longest intention or reflection: one line, with room to spare. */
export const DAILY_PLAN_TEXT_MAX = 2000;

const line = (what: string) =>
  text({ error: `${what} must be text` })
    .trim()
    .max(DAILY_PLAN_TEXT_MAX, { error: `${what} must be at most ${DAILY_PLAN_TEXT_MAX} characters` });

export const dailyPlanParamsSchema = z.object({ date: isoDateSchema });

/** `PUT /api/daily-plans/:date`: a field left out keeps its value (empty on a new day). */
export const dailyPlanUpdateSchema = z.object({
  intention: line('Intention').optional(),
  reflection: line('Reflection').optional(),
});
export type DailyPlanUpdate = z.infer<typeof dailyPlanUpdateSchema>;

/** The morning's intention and the evening's reflection of one day in the user's calendar. */
export const dailyPlanSchema = z.object({
  date: z.string(),
  intention: z.string(),
  reflection: z.string(),
});
export type DailyPlan = z.infer<typeof dailyPlanSchema>;
export const dailyPlanOrNullSchema = dailyPlanSchema.nullable();
