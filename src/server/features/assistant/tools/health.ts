import { z } from 'zod';
import { daysBetween, shiftDate } from '../../../../shared/dates.js';
import { healthScore } from '../../../../shared/health-metrics.js';
import { isoDateSchema } from '../../../../shared/schemas/common.js';
import { words } from '../facts.js';
import { healthPrefs, healthToolResult } from '../health-facts.js';
import { tool, type AssistantTool } from './tool.js';

const HEALTH_RANGE_MAX_DAYS = 92;

const healthRangeSchema = z
  .object({ from: isoDateSchema.describe('First day, yyyy-MM-dd'), to: isoDateSchema.optional().describe('Last day, yyyy-MM-dd; the same day when left out') })
  .superRefine((q, ctx) => {
    if (q.to === undefined) return;
    const span = daysBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span + 1 > HEALTH_RANGE_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${HEALTH_RANGE_MAX_DAYS} days` });
  });

/** The tools that read the user's health records and score. */
export const HEALTH_TOOLS: AssistantTool[] = [
  tool({
    name: 'get_health',
    description:
      "The user's daily health records (the 12 metrics, null where not recorded) from `from` to `to` (at most 92 days), with each day's health score (0-100), the targets and the weight unit.",
    input: healthRangeSchema,
    write: false,
    destructive: false,
    async run(ctx, input) {
      const to = input.to ?? input.from;
      const prefs = healthPrefs(ctx.user);
      const records = await ctx.data.health(input.from, to);
      const result = healthToolResult(records, prefs);
      const scores = records.map((r) => ({ date: r.date, healthScore: healthScore(r, prefs.targets) }));
      return { ok: true, text: `${words(ctx.fmt).plural(records.length, 'day')} of health records.`, data: { ...result, scores } };
    },
  }),
  tool({
    name: 'get_health_score',
    description:
      "The user's health score (0-100: how well the recorded metrics meet their targets) for a date (today when left out), and the mean of the 7 days ending then.",
    input: z.object({ date: isoDateSchema.optional().describe('yyyy-MM-dd; today when left out') }),
    write: false,
    destructive: false,
    async run(ctx, input) {
      const date = input.date ?? ctx.today;
      const { targets } = healthPrefs(ctx.user);
      const records = await ctx.data.health(shiftDate(date, -6), date);
      const scores = records
        .map((r) => ({ date: r.date, score: healthScore(r, targets) }))
        .filter((s): s is { date: string; score: number } => s.score !== null);
      const day = scores.find((s) => s.date === date)?.score ?? null;
      const mean = scores.length ? Math.round(scores.reduce((a, s) => a + s.score, 0) / scores.length) : null;
      const text = day === null ? `No health data is recorded for ${date}.` : `The health score on ${date} is ${words(ctx.fmt).percent(day)}.`;
      return { ok: true, text, data: { date, score: day, weekMean: mean, daysWithData: scores.length } };
    },
  }),
];
