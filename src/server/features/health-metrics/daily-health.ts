import { dateReaderIn } from '../../../shared/dates.js';
import { KG_PER_LB, ML_PER_CUP, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../../../shared/schemas/common.js';
import { AppError, badRequest } from '../../errors.js';

export type DailyValues = Map<string, Partial<Record<HealthMetricKey, number>>>;

/** What a health sample measures, in the stored unit of its metric (lbs, cups, minutes, hours). */
export const SAMPLE_KINDS = ['steps', 'exercise', 'restingHeartRate', 'heartRate', 'weight', 'water', 'meditation', 'sleep'] as const;
export type SampleKind = (typeof SAMPLE_KINDS)[number];

/** One measurement from a phone or a watch, whatever app it came through. */
export interface HealthSample {
  kind: SampleKind;
  /** Instants in ms; a point measurement has start = end. */
  start: number;
  end: number;
  value: number;
  /** The device or app that recorded it: a phone and a watch both count the same walk. */
  origin: string;
}

export const LBS_PER: Record<string, number> = { kg: 1 / KG_PER_LB, lb: 1, lbs: 1, g: 0.001 / KG_PER_LB };
export const CUPS_PER: Record<string, number> = {
  ml: 1 / ML_PER_CUP,
  l: 1000 / ML_PER_CUP,
  fl_oz_us: 1 / 8,
  floz: 1 / 8,
  oz: 1 / 8,
  cup_us: 1,
  cup: 1,
  cups: 1,
};

/** Sleep that ends in the evening belongs to the night that follows: a watch's first stage often ends before midnight. */
const EVENING_TO_MIDNIGHT_MS = 6 * 3_600_000;

/**
 * The instant a sample counts at: a weight on its end, sleep on its end moved on six hours (a night's sleep, every
 * stage of it, on the day of waking; sleep ending from 18:00 on, on the next day), the rest on their start.
 */
export const countsAt = (s: { kind: string; start: number; end: number }): number =>
  s.kind === 'sleep' ? s.end + EVENING_TO_MIDNIGHT_MS : s.kind === 'weight' ? s.end : s.start;

/** Bounds on what one import may hold; omitted, samples already stored are reduced without any. */
export interface DailyHealthLimits {
  days: number;
  sources: number;
}

/** Instants a day beyond the years a date may name: a sample outside is refused before its day is even formatted. */
const EARLIEST_MS = Date.UTC(DATE_MIN_YEAR, 0, 1) - 2 * 86_400_000;
const LATEST_MS = Date.UTC(DATE_MAX_YEAR + 1, 0, 1) + 2 * 86_400_000;

const WHAT = { file: { holds: 'The file holds', one: 'one import takes' }, push: { holds: 'The push holds', one: 'one push takes' } } as const;

/**
 * The bounds every health import and push holds to, whatever it is: its days lie in the years every date of the app
 * lies in (400), and it names at most `max` of them (413). Either refuses the whole file or push: nothing is stored.
 */
export class DayBounds {
  private readonly seen = new Set<string>();
  constructor(
    private readonly what: keyof typeof WHAT,
    private readonly max: number,
    private readonly path = what === 'file' ? 'file' : 'body',
  ) {}

  /** Refuses an instant far outside the years (a day is only formatted for instants near them). */
  admitInstant(ms: number): void {
    if (ms < EARLIEST_MS || ms > LATEST_MS) {
      const year = new Date(ms).getUTCFullYear();
      throw this.outside(year >= 0 && year <= 9999 ? new Date(ms).toISOString().slice(0, 10) : `the year ${year}`);
    }
  }

  /** Refuses a day (yyyy-MM-dd) outside the dates every part of the app keeps, and one past the day limit. */
  admit(day: string): void {
    if (this.seen.has(day)) return;
    const year = Number(day.split('-')[0]);
    if (!(year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR)) throw this.outside(day);
    if (this.seen.size >= this.max) {
      const max = this.max.toLocaleString('en-US');
      throw new AppError(413, `${WHAT[this.what].holds} samples on more than ${max} days, more than ${WHAT[this.what].one}; nothing was imported`, [
        { path: this.path, message: `At most ${max} days` },
      ]);
    }
    this.seen.add(day);
  }

  private outside(when: string): AppError {
    return badRequest(this.path, `A sample is dated ${when}: dates must be between ${DATE_MIN_YEAR} and ${DATE_MAX_YEAR}, so nothing was imported`);
  }
}

/** The time covered by the union of spans given as start, end, start, end…, in ms. */
export function coveredMs(flat: number[]): number {
  const order = Array.from({ length: flat.length / 2 }, (_, i) => i).sort((a, b) => flat[a * 2] - flat[b * 2]);
  let covered = 0;
  let from = -Infinity;
  let to = -Infinity;
  for (const i of order) {
    const start = flat[i * 2];
    const end = flat[i * 2 + 1];
    if (start > to) {
      covered += to - from > 0 ? to - from : 0;
      from = start;
      to = end;
    } else if (end > to) to = end;
  }
  return covered + (to - from > 0 ? to - from : 0);
}

/**
 * Reduces samples to one value a metric a day, on the calendar of `timezone`, by the rules every import shares:
 * steps from the source with the largest total that day (a phone and a watch both count the same walk); sleep (on
 * the date of waking), exercise and mindful minutes as the time their timed samples cover together, whichever
 * sources recorded them (a watch and a sleep app record the same night), or the largest source's total where
 * samples have no span; resting heart rate (else the day's mean heart rate), the day's last weight, water summed.
 */
export class DailyHealth {
  /** The calendar day, in the user's zone, of an instant. */
  readonly dayOf: (ms: number) => string;
  private readonly limits: DailyHealthLimits | undefined;
  private readonly bounds: DayBounds | undefined;
  /** Each device or app by a short number, so a day's per-source totals are keyed compactly. */
  private readonly origins = new Map<string, number>();
  private readonly sums = new Map<string, number>(); // metric|day|origin → total
  private readonly means = new Map<string, { total: number; n: number }>(); // resting|mean|day
  private readonly lasts = new Map<string, { at: number; value: number }>(); // day → weight
  private readonly totals = new Map<string, number>(); // metric|day
  /** Start and end of each timed sleep, exercise or meditation sample, one after another. */
  private readonly spans = new Map<string, number[]>(); // metric|day

  constructor(timezone: string, limits?: DailyHealthLimits) {
    this.limits = limits;
    this.bounds = limits && new DayBounds('file', limits.days);
    this.dayOf = dateReaderIn(timezone);
  }

  add(sample: HealthSample): void {
    const { kind, start, end, value } = sample;
    if (!Number.isFinite(value) || !Number.isFinite(start) || !Number.isFinite(end)) return;
    const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + value);
    this.bounds?.admitInstant(countsAt(sample));
    const day = this.dayOf(countsAt(sample));
    this.bounds?.admit(day);
    switch (kind) {
      case 'exercise':
      case 'meditation':
      case 'sleep':
        // One night (or workout, or session) recorded by several sources counts once: its timed samples by the time
        // they cover together, those with no span (a day's total) by the largest source.
        // Minutes of exercise or mindfulness run from the sample's start for as long as its value says (a workout's
        // duration leaves out its pauses).
        if (end > start) this.span(`${kind}|${day}`, start, kind === 'sleep' ? end : start + value * 60_000);
        else bump(this.sums, `${kind}|${day}|${this.originNumber(sample.origin)}`);
        break;
      case 'steps':
        bump(this.sums, `${kind}|${day}|${this.originNumber(sample.origin)}`);
        break;
      case 'restingHeartRate':
      case 'heartRate': {
        const key = `${kind === 'restingHeartRate' ? 'resting' : 'mean'}|${day}`;
        const m = this.means.get(key) ?? { total: 0, n: 0 };
        m.total += value;
        m.n += 1;
        this.means.set(key, m);
        break;
      }
      case 'weight': {
        const previous = this.lasts.get(day);
        if (!previous || end >= previous.at) this.lasts.set(day, { at: end, value });
        break;
      }
      case 'water':
        bump(this.totals, `${kind}|${day}`);
        break;
    }
  }

  private span(key: string, start: number, end: number): void {
    const list = this.spans.get(key);
    if (list) list.push(start, end);
    else this.spans.set(key, [start, end]);
  }

  private originNumber(origin: string): number {
    let n = this.origins.get(origin);
    if (n === undefined) {
      if (this.limits && this.origins.size >= this.limits.sources) {
        throw new AppError(413, `The file names more than ${this.limits.sources} devices and apps, more than one import takes; nothing was imported`);
      }
      n = this.origins.size;
      this.origins.set(origin, n);
    }
    return n;
  }

  days(): DailyValues {
    const days: DailyValues = new Map();
    const put = (day: string, metric: HealthMetricKey, value: number) => {
      const entry = days.get(day) ?? {};
      entry[metric] = value;
      days.set(day, entry);
    };
    const best = new Map<string, number>(); // metric|day → largest source total
    for (const [key, total] of this.sums) {
      const [metric, day] = key.split('|');
      const k = `${metric}|${day}`;
      best.set(k, Math.max(best.get(k) ?? 0, total));
    }
    for (const [key, flat] of this.spans) {
      const [metric] = key.split('|') as [HealthMetricKey];
      const covered = coveredMs(flat) / (metric === 'sleep' ? 3_600_000 : 60_000);
      best.set(key, Math.max(best.get(key) ?? 0, covered));
    }
    for (const [key, total] of [...best, ...this.totals]) {
      const [metric, day] = key.split('|') as [HealthMetricKey, string];
      put(day, metric, total);
    }
    for (const [key, m] of this.means) {
      const [kind, day] = key.split('|') as [string, string];
      if (kind === 'mean' && this.means.has(`resting|${day}`)) continue;
      put(day, 'heartRate', m.total / m.n);
    }
    for (const [day, last] of this.lasts) put(day, 'weight', last.value);
    return days;
  }
}
