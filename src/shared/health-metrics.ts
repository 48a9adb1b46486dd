/** The twelve daily health metrics of spec §9, in spec order. */
export const DEFAULT_METRIC_STEP = 0.5;

export const HEALTH_METRICS = [
  { key: 'sleep', label: 'Sleep', target: 8, max: 12, unit: 'hrs', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'water', label: 'Water', target: 8, max: 15, unit: 'cups', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'exercise', label: 'Exercise', target: 45, max: 120, unit: 'min', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'nutrition', label: 'Nutrition', target: 100, max: 100, unit: '%', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'stress', label: 'Stress', target: 3, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, lowerIsBetter: true },
  // The spec leaves the maximum of energy and mood open; their target of 10 is the only sensible ceiling on a /10 scale.
  { key: 'energy', label: 'Energy', target: 10, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'mood', label: 'Mood', target: 10, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'weight', label: 'Weight', target: 160, max: 300, unit: 'lbs', step: 1, lowerIsBetter: false },
  { key: 'steps', label: 'Steps', target: 10000, max: 20000, unit: 'steps', step: 100, lowerIsBetter: false },
  { key: 'heartRate', label: 'Heart Rate', target: 70, max: 120, unit: 'bpm', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'meditation', label: 'Meditation', target: 15, max: 60, unit: 'min', step: DEFAULT_METRIC_STEP, lowerIsBetter: false },
  { key: 'screenTime', label: 'Screen Time', target: 5, max: 12, unit: 'hrs', step: DEFAULT_METRIC_STEP, lowerIsBetter: true },
] as const;

export type HealthMetricDefinition = (typeof HEALTH_METRICS)[number];
export type HealthMetricKey = HealthMetricDefinition['key'];
export type HealthMetricValues = Record<HealthMetricKey, number>;

export const HEALTH_METRIC_KEYS = HEALTH_METRICS.map((m) => m.key) as HealthMetricKey[];

export function getMetric(key: HealthMetricKey): HealthMetricDefinition {
  const metric = HEALTH_METRICS.find((m) => m.key === key);
  if (!metric) throw new RangeError(`unknown health metric: ${key}`);
  return metric;
}

export function emptyMetricValues(): HealthMetricValues {
  return Object.fromEntries(HEALTH_METRIC_KEYS.map((key) => [key, 0])) as HealthMetricValues;
}

/** Whether value is a whole number of steps (tolerant of binary fractions such as 0.1 + 0.2). */
export function isMultipleOfStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

/**
 * Progress toward the target in percent, capped at 100 (spec §9).
 * For "lower is better" metrics (stress, screen time) being at or under the target is 100%, and above it
 * the share shrinks as target / value, so 6 on a target of 3 is 50%.
 */
export function metricProgress(metric: Pick<HealthMetricDefinition, 'target' | 'lowerIsBetter'>, value: number): number {
  const v = Number.isFinite(value) ? Math.max(0, value) : 0;
  const raw = metric.lowerIsBetter ? (v <= metric.target ? 100 : (metric.target / v) * 100) : (v / metric.target) * 100;
  return Math.min(100, Math.max(0, raw));
}

/** Spec §5: a non-numeric entry becomes 0. */
export function parseMetricInput(input: string | number): number {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
  return Number.isFinite(value) ? value : 0;
}

/** A typed entry turned into a value the server accepts: non-numeric → 0, kept within 0..max, rounded to the step. */
export function normalizeMetricValue(metric: Pick<HealthMetricDefinition, 'max' | 'step'>, input: string | number): number {
  const clamped = Math.min(metric.max, Math.max(0, parseMetricInput(input)));
  const snapped = Math.round(clamped / metric.step) * metric.step;
  // Rounding keeps 0.5 steps free of binary noise (7.000000001).
  return Math.min(metric.max, Number(snapped.toFixed(6)));
}

/** A day's health score: the mean of every metric's capped progress, rounded to a whole percent. */
export function healthScore(values: HealthMetricValues): number {
  const total = HEALTH_METRICS.reduce((sum, metric) => sum + metricProgress(metric, values[metric.key]), 0);
  return Math.round(total / HEALTH_METRICS.length);
}
