import { z } from 'zod';
import { MAX_RANGE_DAYS } from '../constants.js';
import { daysBetween } from '../dates.js';
import {
  HEALTH_METRICS,
  HEALTH_METRIC_KEYS,
  WEIGHT_UNITS,
  isMultipleOfStep,
  metricValueProblem,
  minTarget,
  type HealthMetricDefinition,
  type HealthMetricKey,
} from '../health-metrics.js';
import { isoDateSchema } from './common.js';

function metricValueSchema(metric: HealthMetricDefinition) {
  return z
    .number({ error: `${metric.label} must be a number, or null when not recorded` })
    .refine((value) => metricValueProblem(metric, value) === null, { error: (issue) => metricValueProblem(metric, issue.input as number) ?? undefined });
}

/** One metric's value as stored: anything a day can physically hold, kept as given. The rule every import checks a value against. */
export const healthMetricValueSchemas = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, metricValueSchema(m)])) as Record<
  HealthMetricKey,
  ReturnType<typeof metricValueSchema>
>;

type MetricShape = Record<HealthMetricKey, z.ZodOptional<z.ZodNullable<ReturnType<typeof metricValueSchema>>>>;
/** Each metric may be left out or sent as null: both mean "not recorded". */
const metricShape = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, metricValueSchema(m).nullable().optional()])) as MetricShape;
const metricDtoShape = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, z.number().nullable()])) as Record<HealthMetricKey, z.ZodNullable<z.ZodNumber>>;

export const AT_LEAST_ONE_METRIC = 'Record at least one of the twelve metrics';
const hasMetric = (input: Partial<Record<HealthMetricKey, number | null>>) => HEALTH_METRIC_KEYS.some((key) => typeof input[key] === 'number');

/** POST: the date and any of the twelve metrics, at least one with a value; the rest are stored as not recorded. */
export const healthMetricsCreateSchema = z.object({ date: isoDateSchema, ...metricShape }).refine(hasMetric, { error: AT_LEAST_ONE_METRIC });
export type HealthMetricsCreateInput = z.infer<typeof healthMetricsCreateSchema>;

export const AT_LEAST_ONE_CHANGE = 'Send at least one metric to change (null clears it)';
/** PATCH: the date and the metrics to change; null clears a metric, a metric left out is kept. */
export const healthMetricsUpdateSchema = z
  .object({ date: isoDateSchema, ...metricShape })
  .refine((input) => HEALTH_METRIC_KEYS.some((key) => input[key] !== undefined), { error: AT_LEAST_ONE_CHANGE });
export type HealthMetricsUpdateInput = z.infer<typeof healthMetricsUpdateSchema>;

/** A day's record: every metric present, null where it was not recorded. */
export const healthMetricsSchema = z.object({ id: z.string(), date: z.string(), ...metricDtoShape });
export type HealthMetrics = z.infer<typeof healthMetricsSchema>;

export const healthMetricsOrNullSchema = healthMetricsSchema.nullable();
export const healthMetricsListSchema = z.array(healthMetricsSchema);

export const healthMetricsDateQuerySchema = z.object({ date: isoDateSchema });

export const healthMetricsRangeQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema }).superRefine(({ from, to }, ctx) => {
  const days = daysBetween(from, to);
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after from' });
  else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range covers at most ${MAX_RANGE_DAYS} days` });
});
export type HealthMetricsRangeQuery = z.infer<typeof healthMetricsRangeQuerySchema>;

export const weightUnitSchema = z.enum(WEIGHT_UNITS, { error: 'Weight unit must be lbs or kg' });

function targetSchema(metric: HealthMetricDefinition) {
  const min = minTarget(metric);
  return z
    .number({ error: `${metric.label} target must be a number, or null for the default of ${metric.target}` })
    .min(min, { error: `${metric.label} target must be ${min === 0 ? 'at least 0' : `more than 0`}` })
    .max(metric.max, { error: `${metric.label} target must be at most ${metric.max}` })
    .refine((value) => isMultipleOfStep(value, metric.step), { error: `${metric.label} target must be a multiple of ${metric.step}` });
}

type TargetShape = Record<HealthMetricKey, z.ZodOptional<z.ZodNullable<ReturnType<typeof targetSchema>>>>;
/**
 * The user's own targets to change, by metric (weight in pounds, the stored unit): a number sets one, null returns
 * it to its default target, a metric left out keeps its target. Any other key is refused.
 */
export const healthTargetsUpdateSchema = z.strictObject(
  Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, targetSchema(m).nullable().optional()])) as TargetShape,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Not one of the twelve health metrics: ${issue.keys.join(', ')}` : undefined) },
);
export type HealthTargetsUpdate = z.infer<typeof healthTargetsUpdateSchema>;

/** The targets the user set, by metric (weight in pounds); a metric not named keeps its default target (docs/product.md, Health metrics). */
export const healthTargetsSchema = z.object(
  Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, z.number().optional()])) as Record<HealthMetricKey, z.ZodOptional<z.ZodNumber>>,
);
export type OwnHealthTargets = z.infer<typeof healthTargetsSchema>;
