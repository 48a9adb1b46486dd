import { HEALTH_CSV_PREVIEW_ERRORS, HEALTH_CSV_PREVIEW_ROWS, HEALTH_DAYS_MAX, type HealthCsvResult } from '../../../shared/schemas/health-import.js';
import { HEALTH_METRIC_KEYS, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { AppError } from '../../errors.js';
import { dailyRows, readHealthCsv } from './health-csv.js';
import type { FileOutcome } from '../../file-reader.js';

export interface CsvTask {
  text: string;
  /** Whether the days to store are wanted too, or only what a preview shows. */
  apply: boolean;
}

/** What the file reads as, within what an answer shows: the first rows and problems, and the totals. */
export type CsvReading = Omit<HealthCsvResult, 'preview' | 'summary'> & {
  /** Every day with values to store, when applying, in date order. */
  days: PackedDays;
};

/**
 * Days as a thread can hand them over at no cost: the dates joined by commas, and for each day one number a metric
 * (in HEALTH_METRIC_KEYS order, NaN where the file has none) in a buffer that is moved, not copied.
 */
export interface PackedDays {
  dates: string;
  values: Float64Array;
}

const METRICS = HEALTH_METRIC_KEYS.length;

function pack(days: Array<{ date: string; values: Partial<Record<HealthMetricKey, number>> }>): PackedDays {
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const values = new Float64Array(sorted.length * METRICS).fill(Number.NaN);
  sorted.forEach((day, i) => HEALTH_METRIC_KEYS.forEach((key, m) => day.values[key] !== undefined && (values[i * METRICS + m] = day.values[key]!)));
  return { dates: sorted.map((d) => d.date).join(','), values };
}

/** The days of `pack`, one at a time. */
export function* unpack({ dates, values }: PackedDays): Iterable<[string, Partial<Record<HealthMetricKey, number>>]> {
  if (dates === '') return;
  let i = 0;
  for (const date of dates.split(',')) {
    const day: Partial<Record<HealthMetricKey, number>> = {};
    HEALTH_METRIC_KEYS.forEach((key, m) => {
      const value = values[i * METRICS + m];
      if (!Number.isNaN(value)) day[key] = value;
    });
    i++;
    yield [date, day];
  }
}

export type CsvOutcome = FileOutcome<CsvReading>;

/** The buffers an outcome moves to the other thread. */
export const transferOf = (outcome: CsvOutcome): ArrayBuffer[] => ('reading' in outcome ? [outcome.reading.days.values.buffer as ArrayBuffer] : []);

/** Reads a CSV of daily values (see health-csv.ts): the work a worker thread does, away from the event loop. */
export function readCsvTask({ text, apply }: CsvTask): CsvOutcome {
  try {
    const { columns, entries, errors, notes, rowCount } = readHealthCsv(text);
    const bad = new Set(errors.map((e) => e.row));
    const { days, measuredDays } = dailyRows(entries, bad);
    if (days.length > HEALTH_DAYS_MAX) {
      const limit = HEALTH_DAYS_MAX.toLocaleString('en-US');
      throw new AppError(413, `The file holds more than ${limit} days, more than one import takes; nothing was imported`, [
        { path: 'file', message: `At most ${limit} days` },
      ]);
    }
    if (measuredDays > 0) notes.push(`${measuredDays} ${measuredDays === 1 ? 'day has' : 'days have'} several measurements: each keeps the day’s last one`);
    return {
      reading: {
        columns,
        rowCount,
        dayCount: days.length,
        rows: days.slice(0, HEALTH_CSV_PREVIEW_ROWS),
        errors: errors.slice(0, HEALTH_CSV_PREVIEW_ERRORS),
        errorCount: errors.length,
        notes,
        skippedRows: bad.size,
        days: pack(apply ? days.filter((d) => Object.keys(d.values).length > 0) : []),
      },
    };
  } catch (error) {
    if (error instanceof AppError) return { error: { statusCode: error.statusCode, message: error.message, issues: error.issues } };
    throw error;
  }
}
