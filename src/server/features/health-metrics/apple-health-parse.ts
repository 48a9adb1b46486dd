import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { HealthMetricKey } from '../../../shared/health-metrics.js';

export type DailyValues = Map<string, Partial<Record<HealthMetricKey, number>>>;

const LBS_PER = { kg: 2.2046226218, lb: 1, lbs: 1, g: 0.0022046226218 } as Record<string, number>;
const CUPS_PER = { mL: 1 / 236.5882365, L: 1000 / 236.5882365, fl_oz_us: 1 / 8, cup_us: 1 } as Record<string, number>;
const ASLEEP = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);

/** "2024-03-01 07:10:00 +0100", as the Health app writes every date, as an instant. */
function instant(value: string | undefined): number {
  const m = value && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  return m ? Date.parse(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : Number.NaN;
}

/**
 * Reads a Health export.xml as a stream and reduces its samples to one value a metric a day, on the calendar of
 * `timezone`. Sums (steps, exercise) are taken from the source with the largest total that day, since a phone and a
 * watch both count the same walk.
 */
export async function parseAppleHealth(input: Readable, timezone: string): Promise<DailyValues> {
  const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const dayOf = (ms: number) => dayFormat.format(ms);
  const sums = new Map<string, number>(); // metric|day|source → total
  const means = new Map<string, { total: number; n: number }>(); // metric|day
  const lasts = new Map<string, { at: number; value: number }>(); // day → body mass
  const minutes = new Map<string, number>(); // metric|day

  const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
  const record = (a: Record<string, string>) => {
    const start = instant(a.startDate);
    const end = instant(a.endDate);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    const value = Number(a.value);
    switch (a.type) {
      case 'HKQuantityTypeIdentifierStepCount':
        if (Number.isFinite(value)) add(sums, `steps|${dayOf(start)}|${a.sourceName ?? ''}`, value);
        break;
      case 'HKQuantityTypeIdentifierAppleExerciseTime':
        if (Number.isFinite(value)) add(sums, `exercise|${dayOf(start)}|${a.sourceName ?? ''}`, a.unit === 'hr' ? value * 60 : a.unit === 's' ? value / 60 : value);
        break;
      case 'HKQuantityTypeIdentifierRestingHeartRate':
      case 'HKQuantityTypeIdentifierHeartRate': {
        if (!Number.isFinite(value)) break;
        const key = `${a.type === 'HKQuantityTypeIdentifierRestingHeartRate' ? 'resting' : 'mean'}|${dayOf(start)}`;
        const m = means.get(key) ?? { total: 0, n: 0 };
        m.total += value;
        m.n += 1;
        means.set(key, m);
        break;
      }
      case 'HKQuantityTypeIdentifierBodyMass': {
        const factor = LBS_PER[a.unit ?? ''];
        if (!factor || !Number.isFinite(value)) break;
        const day = dayOf(end);
        const previous = lasts.get(day);
        if (!previous || end >= previous.at) lasts.set(day, { at: end, value: value * factor });
        break;
      }
      case 'HKQuantityTypeIdentifierDietaryWater': {
        const factor = CUPS_PER[a.unit ?? ''];
        if (factor && Number.isFinite(value)) add(minutes, `water|${dayOf(start)}`, value * factor);
        break;
      }
      case 'HKCategoryTypeIdentifierMindfulSession':
        if (end > start) add(minutes, `meditation|${dayOf(start)}`, (end - start) / 60_000);
        break;
      case 'HKCategoryTypeIdentifierSleepAnalysis':
        if (ASLEEP.has(a.value ?? '') && end > start) add(minutes, `sleep|${dayOf(end)}`, (end - start) / 3_600_000);
        break;
    }
  };

  const parser = new SaxesParser();
  parser.on('opentag', (tag) => {
    if (tag.name === 'Record') record(tag.attributes as Record<string, string>);
  });
  let ended = false;
  await new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    input.setEncoding('utf8');
    input.on('data', (chunk: string) => {
      try {
        parser.write(chunk);
      } catch (error) {
        input.destroy();
        reject(error as Error);
      }
    });
    input.on('error', reject);
    input.on('end', () => {
      try {
        parser.close();
        ended = true;
        resolve();
      } catch (error) {
        reject(error as Error);
      }
    });
  });
  if (!ended) return new Map();

  const days: DailyValues = new Map();
  const put = (day: string, metric: HealthMetricKey, value: number) => {
    const entry = days.get(day) ?? {};
    entry[metric] = value;
    days.set(day, entry);
  };
  const best = new Map<string, number>(); // metric|day → largest source total
  for (const [key, total] of sums) {
    const [metric, day] = key.split('|');
    const k = `${metric}|${day}`;
    best.set(k, Math.max(best.get(k) ?? 0, total));
  }
  for (const [key, total] of [...best, ...minutes]) {
    const [metric, day] = key.split('|') as [HealthMetricKey, string];
    put(day, metric, total);
  }
  for (const [key, m] of means) {
    const [kind, day] = key.split('|') as [string, string];
    if (kind === 'mean' && means.has(`resting|${day}`)) continue;
    put(day, 'heartRate', m.total / m.n);
  }
  for (const [day, last] of lasts) put(day, 'weight', last.value);
  return days;
}
