import {
  HEALTH_METRICS,
  getMetric,
  recordedMetricKeys,
  resolveHealthTargets,
  summarizeMetric,
  toShownValue,
  type HealthMetricKey,
  type HealthTargets,
  type MetricSummary,
  type WeightUnit,
} from '../../../shared/health-metrics.js';
import { listNames, type words } from './wording.js';
import type { AiUser } from './provider.js';
import type { HealthFact } from './user-data.js';

type Words = ReturnType<typeof words>;

/** A week's health as a review reads it. */
export interface WeekHealth {
  /** Days of the week with at least one metric recorded. */
  days: number;
  /** Days of the week so far: all seven once it is over, up to today while it runs. */
  daysSoFar: number;
  /** Each metric's average over the days that recorded it and how many days that is; weight in `weightUnit`. */
  metrics: Record<HealthMetricKey, MetricSummary>;
  weightUnit: WeightUnit;
  /** The user's targets, weight in pounds. */
  targets: HealthTargets;
  /** Of the days with sleep recorded, those that reached the sleep target. */
  sleepTargetDays: number;
  /** Of the days with exercise recorded, those that reached the exercise target. */
  exerciseTargetDays: number;
}

/** The user's targets and weight unit, which every health sentence is written against. */
export interface HealthPrefs {
  targets: HealthTargets;
  weightUnit: WeightUnit;
}

export function healthPrefs(user: Pick<AiUser, 'healthTargets' | 'weightUnit'>): HealthPrefs {
  return { targets: resolveHealthTargets(user.healthTargets), weightUnit: user.weightUnit ?? 'lbs' };
}

/** The records that hold at least one metric: the days health was logged at all. */
export function loggedDays<T extends HealthFact>(records: readonly T[]): T[] {
  return records.filter((r) => recordedMetricKeys(r).length > 0);
}

/** Each metric's average over the days that recorded it, weight in the user's unit. */
export function summarizeHealth(records: readonly HealthFact[], weightUnit: WeightUnit): Record<HealthMetricKey, MetricSummary> {
  const out = {} as Record<HealthMetricKey, MetricSummary>;
  for (const { key } of HEALTH_METRICS) {
    const summary = summarizeMetric(records, key);
    out[key] = summary.average === null ? summary : { ...summary, average: toShownValue(key, summary.average, weightUnit) };
  }
  return out;
}

/** A value of a metric as the replies write it: "7.5 hours", "7/10", "72.6 kg". Weight is already in `weightUnit`. */
export function metricPhrase(key: HealthMetricKey, value: number, weightUnit: WeightUnit, w: Words): string {
  switch (key) {
    case 'sleep':
    case 'screenTime':
      return `${w.num(value)} hours`;
    case 'water':
      return `${w.num(value)} cups`;
    case 'exercise':
    case 'meditation':
      return `${w.num(value)} minutes`;
    case 'nutrition':
      return w.percent(value, 1);
    case 'stress':
    case 'energy':
    case 'mood':
      return w.outOfTen(value);
    case 'weight':
      return `${w.num(value)} ${weightUnit}`;
    case 'steps':
      return `${w.num(value)} steps`;
    case 'heartRate':
      return `${w.num(value)} bpm`;
  }
}

/** "over 5 of 7 days": how many days an average covers. */
export function coverage(summary: MetricSummary, ofDays: number, w: Words): string {
  return `over ${w.count(summary.days)} of ${w.count(ofDays)} ${ofDays === 1 ? 'day' : 'days'}`;
}

export interface ReviewLines {
  report: string[];
  achievements: string[];
  patterns: string[];
  recommendations: string[];
}

/** What a weekly review says about health: only recorded values, each average with the days it covers. */
export function reviewHealthLines(health: WeekHealth, w: Words): ReviewLines {
  const lines: ReviewLines = { report: [], achievements: [], patterns: [], recommendations: [] };
  if (health.days === 0) {
    lines.report.push('No health records were logged.');
    lines.recommendations.push('Log your health metrics each day in the Health tracker.');
    return lines;
  }
  const { metrics: m, targets, weightUnit } = health;
  const over = (key: HealthMetricKey) => coverage(m[key], health.daysSoFar, w);
  const phrase = (key: HealthMetricKey) => metricPhrase(key, m[key].average as number, weightUnit, w);
  const has = (key: HealthMetricKey) => m[key].average !== null;

  const logged = `You logged health on ${w.count(health.days)} of ${w.count(health.daysSoFar)} days${health.daysSoFar < 7 ? ' so far' : ''}`;
  const shown = (['sleep', 'energy', 'mood'] as const).filter(has);
  if (shown.length > 0 && shown.every((key) => m[key].days === health.days)) {
    // Every average covers every logged day: the day count is said once.
    lines.report.push(`${logged}: ${listNames(shown.map((key, i) => `${i === 0 ? `${key} averaged` : key} ${phrase(key)}`))}.`);
  } else {
    lines.report.push(`${logged}.`);
    const averages = shown.map((key, i) => `${i === 0 ? `${getMetric(key).label} averaged` : key} ${phrase(key)} ${over(key)}`);
    if (averages.length > 0) lines.report.push(`${listNames(averages)}.`);
  }

  if (health.sleepTargetDays > 0) {
    lines.achievements.push(
      `Reached your ${w.num(targets.sleep)}-hour sleep target on ${w.count(health.sleepTargetDays)} of the ${w.count(m.sleep.days)} days with sleep recorded.`,
    );
  }
  if (health.exerciseTargetDays > 0) {
    lines.achievements.push(
      `Exercised ${w.num(targets.exercise)} minutes or more on ${w.count(health.exerciseTargetDays)} of the ${w.count(m.exercise.days)} days with exercise recorded.`,
    );
  }
  for (const key of ['stress', 'steps', 'weight'] as const) {
    if (has(key)) lines.patterns.push(`${getMetric(key).label} averaged ${phrase(key)} ${over(key)}.`);
  }

  const avg = (key: HealthMetricKey) => m[key].average as number;
  if (has('sleep') && avg('sleep') < targets.sleep) {
    lines.recommendations.push(`Aim for ${w.num(targets.sleep)} hours of sleep: you averaged ${phrase('sleep')} ${over('sleep')}.`);
  }
  if (has('exercise') && avg('exercise') < targets.exercise) {
    lines.recommendations.push(`Build up to ${w.num(targets.exercise)} minutes of exercise a day: you averaged ${phrase('exercise')} ${over('exercise')}.`);
  }
  if (has('stress') && avg('stress') > targets.stress) {
    lines.recommendations.push(
      `Stress averaged ${phrase('stress')} ${over('stress')}, above your target of ${w.num(targets.stress)}: plan a break or some meditation.`,
    );
  }
  if (health.days < health.daysSoFar)
    lines.recommendations.push(`Log your health every day for clearer patterns (${w.count(health.days)} of ${w.count(health.daysSoFar)} days this week).`);
  return lines;
}

/** The health part of a model's data summary: every metric's average with the days it covers, and the targets. */
export function summaryHealthLines(records: readonly HealthFact[], range: { from: string; to: string; days: number }, prefs: HealthPrefs, w: Words): string[] {
  const logged = loggedDays(records);
  if (logged.length === 0) return [`Health: no records from ${range.from} to ${range.to}.`];
  const summary = summarizeHealth(logged, prefs.weightUnit);
  const averages = HEALTH_METRICS.map(({ key, label }) => {
    const s = summary[key];
    return s.average === null ? `${label} not recorded` : `${label} ${metricPhrase(key, s.average, prefs.weightUnit, w)} ${coverage(s, range.days, w)}`;
  });
  const targets = HEALTH_METRICS.map(
    ({ key, label }) => `${label} ${metricPhrase(key, toShownValue(key, prefs.targets[key], prefs.weightUnit), prefs.weightUnit, w)}`,
  );
  const shown = (value: number | null) => (value === null ? '-' : w.num(value));
  return [
    `Health, last ${w.count(range.days)} days (records on ${w.count(logged.length)} of them; each average covers only the days that metric was recorded): ${averages.join(', ')}.`,
    `Health targets: ${targets.join(', ')}. Weight is in ${prefs.weightUnit}.`,
    `Per day (date sleep/energy/mood, - where not recorded): ${logged.map((h) => `${h.date} ${shown(h.sleep)}/${shown(h.energy)}/${shown(h.mood)}`).join(', ')}.`,
  ];
}

/** The records a model reads through its tool: weight in the user's unit, null where a metric was not recorded. */
export function healthToolResult(records: readonly HealthFact[], prefs: HealthPrefs) {
  return {
    weightUnit: prefs.weightUnit,
    note: 'null means the metric was not recorded that day; averages must skip it and say how many days they cover.',
    targets: Object.fromEntries(HEALTH_METRICS.map(({ key }) => [key, toShownValue(key, prefs.targets[key], prefs.weightUnit)])),
    records: records.map((r) => ({ ...r, weight: r.weight === null ? null : toShownValue('weight', r.weight, prefs.weightUnit) })),
  };
}
