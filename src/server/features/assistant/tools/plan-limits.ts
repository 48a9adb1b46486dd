import { z } from 'zod';
import type { PlanDay, PlanDayBody } from '../../../../shared/schemas/plan.js';
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
 * The limits as the plan service takes them: the hours and spans kept free as they are, a light day, and the tasks
 * allowed (named, not left out, urgent) as the only ones it may place; null when no open task is allowed.
 */
export function planBody(limits: PlanLimitsInput, open: readonly { id: string; priority: string }[]): Omit<PlanDayBody, 'date'> | null {
  const named = limits.onlyTaskIds !== undefined || limits.notTaskIds !== undefined;
  const allowed = open.filter(
    (t) => (!limits.onlyTaskIds || limits.onlyTaskIds.includes(t.id)) && !limits.notTaskIds?.includes(t.id) && (!limits.urgentOnly || t.priority === 'high'),
  );
  if (named && allowed.length === 0) return null;
  return {
    ...(limits.notBefore ? { notBefore: limits.notBefore } : {}),
    ...(limits.notAfter ? { notAfter: limits.notAfter } : {}),
    ...(limits.keepFree?.length ? { keepFree: limits.keepFree } : {}),
    ...(limits.light ? { light: true } : {}),
    ...(named ? { onlyTaskIds: allowed.map((t) => t.id) } : limits.urgentOnly ? { urgentOnly: true } : {}),
  };
}

/**
 * The blocks of a plan placed within its window that keep to the most minutes said (a light day's two hours), in plan
 * order. A task split into sessions is kept whole or left out whole, as applying the plan places all its sessions.
 */
export function withinMinutes(plan: PlanDay, limits: PlanLimitsInput): PlanDay['blocks'] {
  const max = limits.maxMinutes ?? (limits.light ? LIGHT_DAY_MINUTES : undefined);
  if (max === undefined) return plan.blocks;
  const perTask = new Map<string, number>();
  for (const b of plan.blocks) perTask.set(b.taskId, (perTask.get(b.taskId) ?? 0) + b.durationMinutes);
  const kept = new Set<string>();
  let total = 0;
  for (const [taskId, minutes] of perTask) {
    if (total + minutes > max) continue;
    kept.add(taskId);
    total += minutes;
  }
  return plan.blocks.filter((b) => kept.has(b.taskId));
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
