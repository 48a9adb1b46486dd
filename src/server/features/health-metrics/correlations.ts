import { shiftDate } from '../../../shared/dates.js';
import type { Formatter } from '../../../shared/format.js';
import {
  HEALTH_METRICS,
  getMetric,
  metricScore,
  summarizeMetric,
  toShownValue,
  type HealthMetricKey,
  type HealthMetricRecord,
  type HealthTargets,
  type WeightUnit,
} from '../../../shared/health-metrics.js';
import type { HealthOverview } from '../../../shared/schemas/health-overview.js';
import type { TimeBlockCategory } from '../../../shared/schemas/time-blocks.js';
import { hoursByCategory } from '../../../shared/time-blocks-layout.js';

/** A day's health record; null where a metric was not recorded. */
export type HealthDay = HealthMetricRecord & { date: string };
/** What the hours of meetings and focus on a day are read from: a block or one occurrence of a series. */
export interface BlockHours {
  date: string;
  hour: number;
  minute: number;
  duration: number;
  durationMinutes: number;
  category: TimeBlockCategory;
}

/** Twelve weeks of days: the window every relationship is looked for in. */
export const CORRELATION_DAYS = 84;
/** Fewer paired days than this say nothing. */
export const MIN_PAIRS = 12;
/** Weaker relationships than this are not reported. */
export const MIN_STRENGTH = 0.3;

/**
 * The weakest |r| reported over n paired days: MIN_STRENGTH, or 2/√n where fewer days let chance alone reach
 * MIN_STRENGTH (about the 5% level for no relationship at all), since a hundred pairs are looked at together.
 */
export function strengthNeeded(n: number): number {
  return Math.max(MIN_STRENGTH, 2 / Math.sqrt(n));
}

export type Series = HealthMetricKey | 'meetingHours' | 'focusHours';

export interface Finding {
  from: Series;
  to: Series;
  /** 0: the same day; 1: `from` on one day, `to` on the next. */
  lag: 0 | 1;
  r: number;
  n: number;
}

export function pearson(xs: number[], ys: number[]): number | null {
  const n = xs.length;
  if (n < 2) return null;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

/** A night's sleep shows on the next day; the rest are read on the same day. */
const LAGGED_FROM: Series[] = ['sleep'];

/**
 * The strongest relationships in the user's own days: each pair of metrics on the same day, the night's sleep
 * against the next day, and the hours of meetings and focus against the day's metrics. Only pairs with at least
 * MIN_PAIRS days and |r| ≥ strengthNeeded(days), strongest first.
 */
export function findCorrelations(input: { health: HealthDay[]; blocks: BlockHours[]; from: string; to: string }): Finding[] {
  const byDate = new Map(input.health.map((h) => [h.date, h]));
  const blocksOn = new Map<string, BlockHours[]>();
  for (const b of input.blocks) {
    const day = blocksOn.get(b.date);
    if (day) day.push(b);
    else blocksOn.set(b.date, [b]);
  }
  // The days of the window and the one after it (where the last night's sleep shows), each series read once a day.
  const days: string[] = [];
  for (let d = input.from; d <= input.to; d = shiftDate(d, 1)) days.push(d);
  days.push(shiftDate(input.to, 1));
  const metrics = HEALTH_METRICS.map((m) => m.key as Series);
  const values = new Map<Series, (number | null)[]>(metrics.map((key) => [key, days.map((d) => byDate.get(d)?.[key as HealthMetricKey] ?? null)]));
  if (blocksOn.size > 0) {
    // A block from the day before that runs past midnight counts its hours on this day too.
    const hours = days.map((d, i) => {
      if (!blocksOn.has(d) && !byDate.has(d)) return null;
      return hoursByCategory([...(blocksOn.get(i === 0 ? shiftDate(d, -1) : days[i - 1]) ?? []), ...(blocksOn.get(d) ?? [])], d);
    });
    values.set(
      'meetingHours',
      hours.map((h) => h?.meeting ?? null),
    );
    values.set(
      'focusHours',
      hours.map((h) => h?.focus ?? null),
    );
  }
  const last = days.length - 1;
  const findings: Finding[] = [];
  const consider = (from: Series, to: Series, lag: 0 | 1) => {
    const xv = values.get(from)!;
    const yv = values.get(to)!;
    const xs: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < last; i += 1) {
      const x = xv[i];
      const y = yv[i + lag];
      if (x !== null && x !== undefined && y !== null && y !== undefined) {
        xs.push(x);
        ys.push(y);
      }
    }
    if (xs.length < MIN_PAIRS) return;
    const r = pearson(xs, ys);
    if (r !== null && Math.abs(r) >= strengthNeeded(xs.length)) findings.push({ from, to, lag, r, n: xs.length });
  };
  for (let i = 0; i < metrics.length; i += 1) {
    for (let j = i + 1; j < metrics.length; j += 1) consider(metrics[i], metrics[j], 0);
  }
  for (const from of LAGGED_FROM) for (const to of metrics) if (to !== from) consider(from, to, 1);
  if (blocksOn.size > 0) for (const from of ['meetingHours', 'focusHours'] as const) for (const to of metrics) consider(from, to, 0);
  return findings.sort((a, b) => Math.abs(b.r) - Math.abs(a.r));
}

/** Weeks in the picture, each seven days ending on the last day of the window. */
export const OVERVIEW_WEEKS = CORRELATION_DAYS / 7;
/** Findings the picture lists; insights, reviews and "why" answers take the first few. */
export const TOP_FINDINGS = 5;

const SERIES_LABEL: Record<Series, string> = {
  meetingHours: 'hours of meetings',
  focusHours: 'hours of focus',
  ...(Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, m.label.toLowerCase()])) as Record<HealthMetricKey, string>),
};

export function findingStrength(r: number): 'strong' | 'moderate' | 'weak' {
  const a = Math.abs(r);
  return a >= 0.7 ? 'strong' : a >= 0.5 ? 'moderate' : 'weak';
}

/** "More sleep went with higher energy the next day (a strong relationship, r = 0.82, over 40 days)". */
export function describeFinding(f: Finding, fmt: Formatter): string {
  const direction = f.r > 0 ? 'higher' : 'lower';
  const when = f.lag === 1 ? 'the next day' : 'on the same day';
  return `More ${SERIES_LABEL[f.from]} went with ${direction} ${SERIES_LABEL[f.to]} ${when} (a ${findingStrength(f.r)} relationship, r = ${fmt.figure(Math.round(f.r * 100) / 100, 2)}, over ${fmt.count(f.n)} days)`;
}

export const CORRELATION_CAVEAT = 'A correlation is not a cause: these show what tended to go together for you, not what made it happen.';

/**
 * The 12 × 12 picture: each metric's mean over each of the last twelve weeks against the target in force, and the
 * strongest relationships over the same days.
 */
export function buildOverview(input: {
  health: HealthDay[];
  blocks: BlockHours[];
  today: string;
  targets: HealthTargets;
  weightUnit: WeightUnit;
  fmt: Formatter;
}): HealthOverview {
  const from = shiftDate(input.today, -(CORRELATION_DAYS - 1));
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, i) => {
    const start = shiftDate(from, i * 7);
    return { start, end: shiftDate(start, 6) };
  });
  const metrics = HEALTH_METRICS.map((m) => {
    const target = input.targets[m.key];
    return {
      key: m.key,
      label: m.label,
      unit: m.key === 'weight' ? input.weightUnit : m.unit,
      direction: m.direction,
      target: toShownValue(m.key, target, input.weightUnit),
      weeks: weeks.map((w) => {
        const summary = summarizeMetric(
          input.health.filter((h) => h.date >= w.start && h.date <= w.end),
          m.key,
        );
        if (summary.average === null) return { mean: null, days: 0, score: null };
        return {
          // Steps are counted whole; the rest keep one decimal, as the day editor shows them.
          mean: m.key === 'steps' ? Math.round(summary.average) : Math.round(toShownValue(m.key, summary.average, input.weightUnit) * 10) / 10,
          days: summary.days,
          score: Math.round(metricScore(getMetric(m.key), summary.average, target)),
        };
      }),
    };
  });
  const findings = findCorrelations({ health: input.health, blocks: input.blocks, from, to: input.today })
    .slice(0, TOP_FINDINGS)
    .map((f) => ({ ...f, r: Math.round(f.r * 100) / 100, strength: findingStrength(f.r), sentence: `${describeFinding(f, input.fmt)}.` }));
  return { from, to: input.today, weeks, metrics, findings, minPairs: MIN_PAIRS, minStrength: MIN_STRENGTH, caveat: CORRELATION_CAVEAT };
}
