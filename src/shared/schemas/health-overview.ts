import { z } from 'zod';
import { HEALTH_METRIC_KEYS, type HealthMetricKey } from '../health-metrics.js';

const metricKeySchema = z.enum(HEALTH_METRIC_KEYS as [HealthMetricKey, ...HealthMetricKey[]]);
/** What a relationship can be read between: the twelve metrics and the day's hours of meetings and of focus. */
export const correlationSeriesSchema = z.union([metricKeySchema, z.enum(['meetingHours', 'focusHours'])]);

export const healthOverviewWeekSchema = z.object({ start: z.string(), end: z.string() });

export const healthOverviewCellSchema = z.object({
  /** The week's mean of the days that recorded the metric, in the unit shown; null when none did. */
  mean: z.number().nullable(),
  days: z.number().int(),
  /** How well the mean meets the target, 0–100, scored in the metric's direction; null without a mean. */
  score: z.number().nullable(),
});

export const healthOverviewFindingSchema = z.object({
  from: correlationSeriesSchema,
  to: correlationSeriesSchema,
  /** 0: the same day; 1: `from` on one day against `to` on the next. */
  lag: z.union([z.literal(0), z.literal(1)]),
  r: z.number(),
  /** The paired days the relationship was read over. */
  n: z.number().int(),
  strength: z.enum(['strong', 'moderate', 'weak']),
  sentence: z.string(),
});

/** GET /api/health-metrics/overview: twelve metrics × the last twelve weeks, and the strongest relationships. */
export const healthOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  weeks: z.array(healthOverviewWeekSchema),
  metrics: z.array(
    z.object({
      key: metricKeySchema,
      label: z.string(),
      unit: z.string(),
      direction: z.enum(['higher', 'lower', 'closer']),
      target: z.number(),
      weeks: z.array(healthOverviewCellSchema),
    }),
  ),
  findings: z.array(healthOverviewFindingSchema),
  minPairs: z.number().int(),
  minStrength: z.number(),
  caveat: z.string(),
});
export type HealthOverview = z.infer<typeof healthOverviewSchema>;
export type HealthOverviewFinding = z.infer<typeof healthOverviewFindingSchema>;
