import { z } from 'zod';
import { daysBetween, shiftDate } from '../../../../shared/dates.js';
import {
  fromShownValue,
  getMetric,
  HEALTH_METRIC_KEYS,
  healthScore,
  keptValue,
  metricValueProblem,
  toShownValue,
  WEIGHT_UNITS,
  type HealthMetricKey,
  type WeightUnit,
} from '../../../../shared/health-metrics.js';
import { dayWords, metricName } from '../actions.js';
import type { AiContext } from '../provider.js';
import { isoDateSchema } from '../../../../shared/schemas/common.js';
import { words } from '../facts.js';
import { healthPrefs, healthToolResult } from '../health-facts.js';
import { tool, toolMap, type ToolOutcome } from './tool.js';

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

const logHealthSchema = z.object({
  date: isoDateSchema.describe('The day of the record, yyyy-MM-dd: today or a day gone by'),
  metric: z.enum(HEALTH_METRIC_KEYS as [HealthMetricKey, ...HealthMetricKey[]], { error: 'Metric must be one of the twelve health metrics' }),
  value: z
    .number({ error: 'Value must be a number' })
    .describe('The value as measured: hours of sleep or screen time, cups of water, minutes, steps, bpm, scores'),
  unit: z.enum(WEIGHT_UNITS, { error: 'Unit must be lbs or kg' }).optional().describe("For weight: the unit the value is in; the user's own when left out"),
});
type LogHealth = z.output<typeof logHealthSchema>;

/** A value in words with its unit: "7 hours", "8 cups", "72.4 kg", "64 bpm", "7/10". */
function valueWords(ctx: AiContext, metric: HealthMetricKey, value: number, unit?: WeightUnit): string {
  const m = getMetric(metric);
  const n = ctx.fmt.figure(value, 1);
  if (metric === 'weight') return `${n} ${unit ?? ctx.user.weightUnit ?? 'lbs'}`;
  if (metric === 'sleep' || metric === 'screenTime') return `${n} ${value === 1 ? 'hour' : 'hours'}`;
  if (metric === 'exercise' || metric === 'meditation') return `${n} ${value === 1 ? 'minute' : 'minutes'}`;
  return m.unit.startsWith('/') ? `${n}${m.unit}` : m.unit === '%' ? `${n}%` : `${n} ${m.unit}`;
}

/** What a health value is stored as: a weight in pounds (exactly, as measured), every other metric as said. */
function storedValue(ctx: AiContext, input: LogHealth): number {
  return input.metric === 'weight' ? keptValue(fromShownValue('weight', input.value, input.unit ?? ctx.user.weightUnit ?? 'lbs')) : input.value;
}

/** Records one health value said in words, as measured, on the day's record; Undo puts the value it had back. */
async function logHealth(ctx: AiContext, input: LogHealth): Promise<ToolOutcome> {
  if (input.date > ctx.today) return { ok: false, text: 'Health values are recorded for today or a day gone by; nothing changed.' };
  const stored = storedValue(ctx, input);
  const problem = metricValueProblem(getMetric(input.metric), stored);
  if (problem) return { ok: false, text: `${problem}; nothing changed.` };
  const { before } = await ctx.data.recordHealth(input.date, input.metric, stored);
  const shown = (v: number) =>
    valueWords(ctx, input.metric, input.metric === 'weight' ? toShownValue('weight', v, input.unit ?? ctx.user.weightUnit ?? 'lbs') : v, input.unit);
  const was = before === null ? '' : ` It was ${shown(before)}.`;
  return {
    ok: true,
    text: `Done: I recorded ${metricName(input.metric)} ${valueWords(ctx, input.metric, input.value, input.unit)} for ${dayWords(ctx, input.date)}.${was}`,
    meta: { undo: [{ op: 'health-value', date: input.date, metric: input.metric, value: before }] },
  };
}

/** The tools that read the user's health records and score, and record a value said in words. */
export const HEALTH_TOOLS = toolMap(
  tool({
    name: 'log_health',
    description:
      "Records one health value for a day (today or a day gone by), as measured: sleep and screen time in hours, water in cups, exercise and meditation in minutes, steps, heart rate in bpm, energy, mood and stress out of 10, nutrition out of 100, weight in the user's unit or `unit`. Other metrics of that day are kept.",
    input: logHealthSchema,
    write: true,
    destructive: false,
    preview: async (ctx, input) =>
      `Record ${metricName(input.metric)} ${valueWords(ctx, input.metric, input.value, input.unit)} for ${dayWords(ctx, input.date)}`,
    run: logHealth,
  }),
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
);
