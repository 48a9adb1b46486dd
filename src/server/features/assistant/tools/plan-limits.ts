import { z } from 'zod';
import type { PlanDay } from '../../../../shared/schemas/plan.js';
import type { AiContext } from '../provider.js';

const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Times are HH:MM' });

/** The limits a person puts on a day's plan: "nothing before 10", "keep 3-5 free", "max 2 hours", "only the admin stuff". */
export const planLimitsShape = {
  notBefore: clock.optional().describe('No block starts before this time, HH:MM'),
  notAfter: clock.optional().describe('No block ends after this time, HH:MM'),
  keepFree: z
    .array(z.object({ start: clock, end: clock }))
    .max(24)
    .optional()
    .describe('Spans of the day no block may touch, HH:MM to HH:MM'),
  maxMinutes: z
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional()
    .describe('The most minutes of tasks to plan'),
  onlyTaskIds: z.array(z.string()).max(200).optional().describe('Plan only these tasks'),
  notTaskIds: z.array(z.string()).max(200).optional().describe('Never plan these tasks'),
  urgentOnly: z.boolean().optional().describe('Plan only the high-priority tasks'),
  light: z.boolean().optional().describe('A light day: at most two hours of tasks'),
};
export type PlanLimitsInput = z.output<z.ZodObject<typeof planLimitsShape>>;

/** A light day holds at most this many minutes of tasks. */
export const LIGHT_DAY_MINUTES = 120;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The blocks of a proposed plan that keep to the limits said, in plan order: each inside the hours allowed and
 * clear of the spans kept free, only the tasks allowed, and no more minutes than allowed in all.
 */
export function withinLimits(plan: PlanDay, limits: PlanLimitsInput, priorities: Map<string, string>): PlanDay['blocks'] {
  const max = limits.maxMinutes ?? (limits.light ? LIGHT_DAY_MINUTES : undefined);
  let total = 0;
  return plan.blocks.filter((b) => {
    const start = b.hour * 60 + b.minute;
    const end = start + b.durationMinutes;
    if (limits.notBefore && start < minutes(limits.notBefore)) return false;
    if (limits.notAfter && end > minutes(limits.notAfter)) return false;
    if (limits.keepFree?.some((f) => start < minutes(f.end) && minutes(f.start) < end)) return false;
    if (limits.onlyTaskIds && !limits.onlyTaskIds.includes(b.taskId)) return false;
    if (limits.notTaskIds?.includes(b.taskId)) return false;
    if (limits.urgentOnly && priorities.get(b.taskId) !== 'high') return false;
    if (max !== undefined && total + b.durationMinutes > max) return false;
    total += b.durationMinutes;
    return true;
  });
}

/** The limits kept, said in words for the plan's reply: "Kept to: nothing after 3 pm; 3 pm – 5 pm free." */
export function limitWords(ctx: AiContext, limits: PlanLimitsInput): string | null {
  const hour = (hhmm: string) => ctx.fmt.hour(minutes(hhmm) / 60);
  const said = [
    ...(limits.notBefore ? [`nothing before ${hour(limits.notBefore)}`] : []),
    ...(limits.notAfter ? [`nothing after ${hour(limits.notAfter)}`] : []),
    ...(limits.keepFree ?? []).map((f) => `${ctx.fmt.hourRange(minutes(f.start) / 60, minutes(f.end) / 60)} kept free`),
    ...(limits.maxMinutes ? [`at most ${limits.maxMinutes} minutes of tasks`] : []),
    ...(limits.light && !limits.maxMinutes ? [`a light day, at most ${LIGHT_DAY_MINUTES / 60} hours of tasks`] : []),
    ...(limits.urgentOnly ? ['only the high-priority tasks'] : []),
    ...(limits.onlyTaskIds ? ['only the tasks you named'] : []),
    ...(limits.notTaskIds ? ['without the tasks you left out'] : []),
  ];
  return said.length ? `Kept to: ${said.join('; ')}.` : null;
}
