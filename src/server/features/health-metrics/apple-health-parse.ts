import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import { CUPS_PER, DailyHealth, LBS_PER, type DailyValues, type SampleKind } from './daily-health.js';

export type { DailyValues } from './daily-health.js';

const ASLEEP = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);
const QUANTITIES: Record<string, SampleKind> = {
  HKQuantityTypeIdentifierStepCount: 'steps',
  HKQuantityTypeIdentifierAppleExerciseTime: 'exercise',
  HKQuantityTypeIdentifierRestingHeartRate: 'restingHeartRate',
  HKQuantityTypeIdentifierHeartRate: 'heartRate',
  HKQuantityTypeIdentifierBodyMass: 'weight',
  HKQuantityTypeIdentifierDietaryWater: 'water',
};
const MINUTES_PER: Record<string, number> = { min: 1, hr: 60, s: 1 / 60 };

/** "2024-03-01 07:10:00 +0100", as the Health app writes every date, as an instant. */
export function instant(value: string | undefined): number {
  const m = value && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  return m ? Date.parse(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : Number.NaN;
}

/** A quantity in a Health unit, in the stored unit of the sample's metric; NaN for a unit it cannot be converted from. */
export function storedUnit(kind: SampleKind, value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (kind === 'weight') return value * (LBS_PER[u] ?? Number.NaN);
  if (kind === 'water') return value * (CUPS_PER[u.replace(/\s+/g, '_')] ?? Number.NaN);
  if (kind === 'exercise') return value * (MINUTES_PER[u] ?? 1);
  return value;
}

/**
 * Reads a Health export.xml as a stream and reduces its samples to one value a metric a day, on the calendar of
 * `timezone`, by the rules of DailyHealth.
 */
export async function parseAppleHealth(input: Readable, timezone: string): Promise<DailyValues> {
  const daily = new DailyHealth(timezone);
  const record = (a: Record<string, string>) => {
    const start = instant(a.startDate);
    const end = instant(a.endDate);
    if (Number.isNaN(start) || Number.isNaN(end)) return;
    const origin = a.sourceName ?? '';
    const kind = a.type ? QUANTITIES[a.type] : undefined;
    if (kind) daily.add({ kind, start, end, origin, value: storedUnit(kind, Number(a.value), a.unit ?? '') });
    else if (a.type === 'HKCategoryTypeIdentifierMindfulSession' && end > start) {
      daily.add({ kind: 'meditation', start, end, origin, value: (end - start) / 60_000 });
    } else if (a.type === 'HKCategoryTypeIdentifierSleepAnalysis' && ASLEEP.has(a.value ?? '') && end > start) {
      daily.add({ kind: 'sleep', start, end, origin, value: (end - start) / 3_600_000 });
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
  return daily.days();
}
