/** The twelve daily health metrics, in the order of docs/product.md (Health metrics). */
export const DEFAULT_METRIC_STEP = 0.5;

/**
 * How a metric is scored against its target: more is better up to the target, less is better down to it, or
 * closer is better either way (weight and resting heart rate).
 */
export type MetricDirection = 'higher' | 'lower' | 'closer';

/**
 * `max` and `step` are the slider's (docs/product.md, Health metrics); `least` and `most` are what a day can physically hold, the bounds
 * every stored value is checked against, whether typed, sent to the API or imported.
 */
export const HEALTH_METRICS = [
  { key: 'sleep', label: 'Sleep', target: 8, max: 12, unit: 'hrs', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 24 },
  { key: 'water', label: 'Water', target: 8, max: 15, unit: 'cups', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 100 },
  { key: 'exercise', label: 'Exercise', target: 45, max: 120, unit: 'min', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 1440 },
  { key: 'nutrition', label: 'Nutrition', target: 100, max: 100, unit: '%', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 100 },
  { key: 'stress', label: 'Stress', target: 3, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, direction: 'lower', least: 0, most: 10 },
  // Energy and mood have no maximum of their own: their target of 10 is the ceiling of a /10 score (docs/product.md, Health metrics).
  { key: 'energy', label: 'Energy', target: 10, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 10 },
  { key: 'mood', label: 'Mood', target: 10, max: 10, unit: '/10', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 10 },
  { key: 'weight', label: 'Weight', target: 160, max: 300, unit: 'lbs', step: 1, direction: 'closer', least: 0, most: 1400 },
  { key: 'steps', label: 'Steps', target: 10000, max: 20000, unit: 'steps', step: 100, direction: 'higher', least: 0, most: 200_000 },
  { key: 'heartRate', label: 'Heart Rate', target: 70, max: 120, unit: 'bpm', step: DEFAULT_METRIC_STEP, direction: 'closer', least: 20, most: 250 },
  { key: 'meditation', label: 'Meditation', target: 15, max: 60, unit: 'min', step: DEFAULT_METRIC_STEP, direction: 'higher', least: 0, most: 1440 },
  { key: 'screenTime', label: 'Screen Time', target: 5, max: 12, unit: 'hrs', step: DEFAULT_METRIC_STEP, direction: 'lower', least: 0, most: 24 },
] as const satisfies readonly {
  key: string;
  label: string;
  target: number;
  max: number;
  unit: string;
  step: number;
  direction: MetricDirection;
  least: number;
  most: number;
}[];

export type HealthMetricDefinition = (typeof HEALTH_METRICS)[number];
export type HealthMetricKey = HealthMetricDefinition['key'];
/** A value for every metric: targets, or a day where each metric was recorded. */
export type HealthMetricValues = Record<HealthMetricKey, number>;
/** A day's record: null where the metric was not recorded (never 0, which is a real value). */
export type HealthMetricRecord = Record<HealthMetricKey, number | null>;
/** The targets a user's values are scored against, by metric. */
export type HealthTargets = HealthMetricValues;

export const HEALTH_METRIC_KEYS = HEALTH_METRICS.map((m) => m.key) as HealthMetricKey[];

export function getMetric(key: HealthMetricKey): HealthMetricDefinition {
  const metric = HEALTH_METRICS.find((m) => m.key === key);
  if (!metric) throw new RangeError(`unknown health metric: ${key}`);
  return metric;
}

export function isHealthMetricKey(key: string): key is HealthMetricKey {
  return (HEALTH_METRIC_KEYS as string[]).includes(key);
}

/** A day with nothing recorded. */
export function unrecordedMetrics(): HealthMetricRecord {
  return Object.fromEntries(HEALTH_METRIC_KEYS.map((key) => [key, null])) as HealthMetricRecord;
}

/** The default targets (docs/product.md, Health metrics), which a user's own targets replace metric by metric. */
export const DEFAULT_HEALTH_TARGETS: HealthTargets = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.target])) as HealthTargets;

/** The targets in force: the user's own where set, the defaults elsewhere. Unknown keys and non-numbers are ignored. */
export function resolveHealthTargets(own?: Readonly<Record<string, number | null | undefined>> | null): HealthTargets {
  const targets = { ...DEFAULT_HEALTH_TARGETS };
  for (const key of HEALTH_METRIC_KEYS) {
    const value = own?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) targets[key] = value;
  }
  return targets;
}

/** The targets a user set themselves, as stored: the twelve metrics' numbers only. */
export function ownHealthTargets(stored: Readonly<Record<string, unknown>> | null | undefined): Partial<HealthTargets> {
  const own: Partial<HealthTargets> = {};
  for (const key of HEALTH_METRIC_KEYS) {
    const value = stored?.[key];
    if (typeof value === 'number' && Number.isFinite(value)) own[key] = value;
  }
  return own;
}

/** The user's targets after a change: a number sets a metric's target, null returns it to the default. */
export function mergeHealthTargets(
  stored: Readonly<Record<string, unknown>> | null | undefined,
  changes: Partial<Record<HealthMetricKey, number | null>>,
): Partial<HealthTargets> {
  const own = ownHealthTargets(stored);
  for (const key of HEALTH_METRIC_KEYS) {
    const value = changes[key];
    if (value === null) delete own[key];
    else if (value !== undefined) own[key] = value;
  }
  return own;
}

/** The lowest target a metric accepts: a more-is-better target of 0 would be met by anything. */
export function minTarget(metric: Pick<HealthMetricDefinition, 'direction' | 'step'>): number {
  return metric.direction === 'higher' ? metric.step : 0;
}

/** Whether value is a whole number of steps (tolerant of binary fractions such as 0.1 + 0.2). */
export function isMultipleOfStep(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9;
}

/**
 * How well one recorded value meets its target, 0–100 (the progress bar stops at 100%, docs/product.md, Health metrics), scored in the
 * metric's direction:
 * - higher: value / target, so 4 h of sleep on a target of 8 is 50%;
 * - lower: 100% at or under the target, target / value above it, so stress 6 on a target of 3 is 50%;
 * - closer: 100% on the target, falling linearly with the distance either way to 0% at the far end of the
 *   metric's range, so with a 160 lbs target on a 0–300 range both 120 and 200 lbs score 75%.
 */
export function metricScore(metric: Pick<HealthMetricDefinition, 'direction' | 'max'>, value: number, target: number): number {
  const v = Number.isFinite(value) ? Math.max(0, value) : 0;
  let raw: number;
  if (metric.direction === 'higher') raw = target <= 0 ? 100 : (v / target) * 100;
  else if (metric.direction === 'lower') raw = v <= target ? 100 : (Math.max(0, target) / v) * 100;
  else {
    const scale = Math.max(target, metric.max - target);
    raw = scale <= 0 ? (v === target ? 100 : 0) : (1 - Math.abs(v - target) / scale) * 100;
  }
  return Math.min(100, Math.max(0, raw));
}

/** The metrics a record holds a value for, in table order. */
export function recordedMetricKeys(record: Partial<HealthMetricRecord>): HealthMetricKey[] {
  return HEALTH_METRIC_KEYS.filter((key) => typeof record[key] === 'number');
}

/**
 * A day's health score: the mean of the recorded metrics' scores, rounded to a whole percent; null when nothing
 * is recorded. An unrecorded metric counts for nothing, neither 0% nor 100%.
 */
export function healthScore(record: Partial<HealthMetricRecord>, targets: HealthTargets = DEFAULT_HEALTH_TARGETS): number | null {
  const keys = recordedMetricKeys(record);
  if (keys.length === 0) return null;
  const total = keys.reduce((sum, key) => sum + metricScore(getMetric(key), record[key] as number, targets[key]), 0);
  return Math.round(total / keys.length);
}

export interface MetricSummary {
  /** The mean of the recorded values; null when no day has one. */
  average: number | null;
  /** How many of the records hold a value for the metric. */
  days: number;
}

/** The average of one metric over the days that recorded it, and how many days that is. */
export function summarizeMetric(records: readonly Partial<HealthMetricRecord>[], key: HealthMetricKey): MetricSummary {
  const values = records.map((r) => r[key]).filter((v): v is number => typeof v === 'number');
  return { average: values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length, days: values.length };
}

/** A non-numeric entry becomes 0 (docs/product.md, Health metrics). */
export function parseMetricInput(input: string | number): number {
  const value = typeof input === 'number' ? input : input.trim() === '' ? Number.NaN : Number(input);
  return Number.isFinite(value) ? value : 0;
}

export const WEIGHT_UNITS = ['lbs', 'kg'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** The unit a new account weighs in, from the browser's language: pounds in the United States, kilograms elsewhere. */
export function weightUnitForLocale(locale: string): WeightUnit {
  try {
    return new Intl.Locale(locale).region === 'US' ? 'lbs' : 'kg';
  } catch {
    return 'kg';
  }
}
/** The international avoirdupois pound, exactly. */
export const KG_PER_LB = 0.45359237;
/** The US customary cup, as the water metric counts it. */
export const ML_PER_CUP = 236.5882365;

/** Converts a weight between pounds and kilograms, unrounded. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value;
  return from === 'lbs' ? value * KG_PER_LB : value / KG_PER_LB;
}

/**
 * A stored value as the user sees it. Weight is stored in pounds (the default unit) and shown in the user's unit,
 * kilograms to one decimal; every other metric is shown as stored. The one place weight is converted for display.
 */
export function toShownValue(key: HealthMetricKey, stored: number, unit: WeightUnit): number {
  if (key !== 'weight' || unit === 'lbs') return stored;
  return Math.round(convertWeight(stored, 'lbs', unit) * 10) / 10;
}

/** A value the user entered in their unit, in the stored unit, unrounded. */
export function fromShownValue(key: HealthMetricKey, shown: number, unit: WeightUnit): number {
  return key === 'weight' ? convertWeight(shown, unit, 'lbs') : shown;
}

/** How a metric looks in the user's unit: its unit label, the slider's maximum and step, and the largest value kept. */
export function shownMetric(metric: HealthMetricDefinition, unit: WeightUnit): { unit: string; max: number; step: number; most: number } {
  if (metric.key !== 'weight' || unit === 'lbs') return { unit: metric.unit, max: metric.max, step: metric.step, most: metric.most };
  return { unit, max: toShownValue('weight', metric.max, unit), step: 0.5, most: toShownValue('weight', metric.most, unit) };
}

/**
 * A value as it is stored: binary noise (7.000000001, a sum's last bits) rounded away at a millionth, far below
 * any measurement, so a kilogram weight kept in pounds reads back exactly.
 */
export function keptValue(value: number): number {
  return Number(value.toFixed(6));
}

const figure = (n: number) => n.toLocaleString('en-US');
function boundsText(metric: { least: number; most: number; unit: string }): string {
  const { least, most, unit } = metric;
  if (unit.startsWith('/')) return `from ${figure(least)} to ${figure(most)}`;
  return unit === '%' ? `from ${figure(least)} to ${figure(most)}%` : `from ${figure(least)} to ${figure(most)} ${unit}`;
}

/**
 * Why a value cannot be stored for a metric, or null when it can: the one rule the API, the form and every import
 * check a value against. Only what a day cannot physically hold is refused; nothing is clamped or rounded.
 */
export function metricValueProblem(metric: { label: string; least: number; most: number; unit: string }, value: number): string | null {
  if (!Number.isFinite(value)) return `${metric.label} must be a number`;
  if (value < metric.least || value > metric.most) return `${metric.label} must be ${boundsText(metric)}`;
  return null;
}

/**
 * A typed entry (in the user's unit) as the stored value it stands for: non-numeric → 0 (docs/product.md, Health metrics), weight in
 * pounds. Never clamped nor put on the slider's step: a value a day cannot hold is refused by metricValueProblem.
 */
export function normalizeMetricValue(metric: Pick<HealthMetricDefinition, 'key'>, input: string | number, unit: WeightUnit = 'lbs'): number {
  return keptValue(fromShownValue(metric.key, parseMetricInput(input), unit));
}
