import { z } from 'zod';
import { MAX_RANGE_DAYS } from '../constants.js';
import { daysBetween } from '../dates.js';
import { HEALTH_METRICS, isMultipleOfStep, type HealthMetricDefinition, type HealthMetricKey } from '../health-metrics.js';
import { isoDateSchema } from './common.js';

function metricValueSchema(metric: HealthMetricDefinition) {
  return z
    .number({ error: `${metric.label} must be a number` })
    .min(0, { error: `${metric.label} must be at least 0` })
    .max(metric.max, { error: `${metric.label} must be at most ${metric.max}` })
    .refine((value) => isMultipleOfStep(value, metric.step), { error: `${metric.label} must be a multiple of ${metric.step}` });
}

type MetricShape = Record<HealthMetricKey, ReturnType<typeof metricValueSchema>>;
const metricShape = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, metricValueSchema(m)])) as MetricShape;
const metricDtoShape = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, z.number()])) as Record<HealthMetricKey, z.ZodNumber>;

export const healthMetricsCreateSchema = z.object({ date: isoDateSchema, ...metricShape });
export type HealthMetricsCreateInput = z.infer<typeof healthMetricsCreateSchema>;

export const healthMetricsUpdateSchema = z.object({ date: isoDateSchema, ...metricShape }).partial().required({ date: true });
export type HealthMetricsUpdateInput = z.infer<typeof healthMetricsUpdateSchema>;

export const healthMetricsSchema = z.object({ id: z.string(), date: z.string(), ...metricDtoShape });
export type HealthMetrics = z.infer<typeof healthMetricsSchema>;

export const healthMetricsOrNullSchema = healthMetricsSchema.nullable();
export const healthMetricsListSchema = z.array(healthMetricsSchema);

export const healthMetricsDateQuerySchema = z.object({ date: isoDateSchema });

export const healthMetricsRangeQuerySchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .superRefine(({ from, to }, ctx) => {
    const days = daysBetween(from, to);
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must be on or after from' });
    else if (days + 1 > MAX_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range covers at most ${MAX_RANGE_DAYS} days` });
  });
export type HealthMetricsRangeQuery = z.infer<typeof healthMetricsRangeQuerySchema>;
