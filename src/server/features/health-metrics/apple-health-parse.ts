import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { isRealDate } from '../../../shared/dates.js';
import { APPLE_HEALTH_LIMITS } from '../../../shared/schemas/health-import.js';
import { AppError, badRequest } from '../../errors.js';
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

/** "2024-03-01 07:10:00 +0100", as the Health app writes every date, as an instant; a day that does not exist (30 February) is none. */
export function instant(value: string | undefined): number {
  const m = value && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) ([+-]\d{2})(\d{2})$/.exec(value);
  return m && isRealDate(m[1]) ? Date.parse(`${m[1]}T${m[2]}${m[3]}:${m[4]}`) : Number.NaN;
}

/** An ISO 8601 timestamp as an instant, only when its day exists: Date.parse reads 2026-02-30 as 2 March. */
export function isoInstant(value: string | undefined): number {
  return value && /^\d{4}-\d{2}-\d{2}T/.test(value) && isRealDate(value.slice(0, 10)) ? Date.parse(value) : Number.NaN;
}

/** A quantity in a Health unit, in the stored unit of the sample's metric; NaN for a unit it cannot be converted from. */
export function storedUnit(kind: SampleKind, value: number, unit: string): number {
  const u = unit.toLowerCase();
  if (kind === 'weight') return value * (LBS_PER[u] ?? Number.NaN);
  if (kind === 'water') return value * (CUPS_PER[u.replace(/\s+/g, '_')] ?? Number.NaN);
  if (kind === 'exercise') return value * (MINUTES_PER[u] ?? 1);
  return value;
}

export interface ParseOptions {
  /** Stops the reading with this signal's reason: the client left, the server is closing, the time is up. */
  signal?: AbortSignal;
  limits?: Record<keyof typeof APPLE_HEALTH_LIMITS, number>;
}

const tooMuch = (what: string) => new AppError(413, `The export holds ${what}, more than one import takes; nothing was imported`);

/**
 * Reads a Health export.xml as a stream and reduces its samples to one value a metric a day, on the calendar of
 * `timezone`, by the rules of DailyHealth. The reading stops at the first limit the file passes.
 */
export async function parseAppleHealth(input: Readable, timezone: string, options: ParseOptions = {}): Promise<DailyValues> {
  const limits = options.limits ?? APPLE_HEALTH_LIMITS;
  const daily = new DailyHealth(timezone, limits);
  let records = 0;
  const record = (a: Record<string, string>) => {
    if (++records > limits.records) throw tooMuch(`more than ${limits.records.toLocaleString('en-US')} records`);
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
  let sinceTag = 0;
  let others = 0;
  parser.on('opentag', (tag) => {
    sinceTag = 0;
    if (tag.name === 'Record') record(tag.attributes);
    // Each tag costs the parser about as much as a record: a file of tags with few records is refused early, before
    // it spends minutes of CPU to yield nothing.
    else if (++others > limits.otherElementsFree && others > limits.otherElementsPerRecord * records) {
      throw badRequest(
        'file',
        `The file holds more than ${limits.otherElementsPerRecord} other elements for each health record: it is not a Health export, so nothing was imported`,
      );
    }
  });
  parser.on('closetag', () => {
    sinceTag = 0;
  });
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => {
      input.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const { signal } = options;
    if (signal?.aborted) return fail(signal.reason);
    const onAbort = () => fail(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    input.on('close', () => signal?.removeEventListener('abort', onAbort));
    parser.on('error', fail);
    input.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      sinceTag += chunk.length;
      try {
        if (inflated > limits.inflatedBytes) throw tooMuch(`more than ${limits.inflatedBytes / 1024 ** 3} GB of XML`);
        parser.write(decoder.write(chunk));
        // A tag resets the count as the parser meets it: what is left is text with no tag in it.
        if (sinceTag > limits.bytesWithoutTag)
          throw badRequest('file', `The file holds more than ${limits.bytesWithoutTag / 1024 ** 2} MB with no record in it: it is not a Health export`);
      } catch (error) {
        fail(error);
      }
    });
    input.on('error', fail);
    input.on('end', () => {
      try {
        parser.write(decoder.end());
        parser.close();
        resolve();
      } catch (error) {
        fail(error);
      }
    });
  });
  return daily.days();
}
