import { z } from 'zod';
import { HEALTH_METRIC_KEYS } from '../health-metrics.js';

/** The largest Health export accepted (the Health app's "Export All Health Data" runs to hundreds of megabytes). */
export const HEALTH_IMPORT_MAX_BYTES = 2 * 1024 * 1024 * 1024;

/** Distinct calendar days one health import or push may name (about 55 years): 413 beyond, nothing stored. */
export const HEALTH_DAYS_MAX = 20_000;

/**
 * What one Health import may take, whatever its file: an export.xml of a lifetime stays well within each, while a
 * crafted file (a zip of gigabytes of spaces, a million made-up days or sources) is refused as soon as it passes one.
 */
export const APPLE_HEALTH_LIMITS = {
  /** The export.xml as inflated from the zip. */
  inflatedBytes: 12 * 1024 * 1024 * 1024,
  /** Text between two tags: a real export writes a tag every few hundred bytes. */
  bytesWithoutTag: 8 * 1024 * 1024,
  records: 60_000_000,
  /**
   * Elements other than records (metadata, beat-to-beat lists, workout events, activity summaries): a real export
   * holds fewer of them than records; past the first million, more than four a record is a file of tags and no data.
   */
  otherElementsFree: 1_000_000,
  otherElementsPerRecord: 4,
  /** Distinct calendar days with a sample. */
  days: HEALTH_DAYS_MAX,
  /** Distinct devices and apps that recorded steps or exercise. */
  sources: 500,
  /** Reading the file, from the end of the upload. */
  minutes: 20,
} as const;

export const healthImportSummarySchema = z.object({
  /** Per metric found in the file: the days it covers, how many were filled and how many kept the user's own value. */
  metrics: z.array(
    z.object({
      metric: z.enum(HEALTH_METRIC_KEYS as unknown as [string, ...string[]]),
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      filled: z.number().int(),
      kept: z.number().int(),
    }),
  ),
  /** Daily values no day can hold (a scale's glitch, a doubled count), by date: reported and not stored, never clamped. */
  rejected: z.array(
    z.object({ date: z.string(), metric: z.enum(HEALTH_METRIC_KEYS as unknown as [string, ...string[]]), value: z.number(), message: z.string() }),
  ),
});
export type HealthImportSummary = z.infer<typeof healthImportSummarySchema>;

/** The largest CSV of daily health values accepted. */
export const HEALTH_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** How many of the file's days an answer shows; `dayCount` says how many there are. */
export const HEALTH_CSV_PREVIEW_ROWS = 50;
/** How many of the file's problems an answer lists; `errorCount` says how many there are. */
export const HEALTH_CSV_PREVIEW_ERRORS = 100;

const metricKeySchema = z.enum(HEALTH_METRIC_KEYS as unknown as [string, ...string[]]);

export const HEALTH_CSV_INVALID_ROWS = ['refuse', 'skip'] as const;
export type HealthCsvInvalidRows = (typeof HEALTH_CSV_INVALID_ROWS)[number];

export const healthCsvQuerySchema = z.object({
  preview: z.enum(['true', 'false'], { error: 'Preview must be true or false' }).default('true'),
  /** What applying does with rows that have a problem: refuse the whole file, or import the good rows and skip them. */
  invalidRows: z.enum(HEALTH_CSV_INVALID_ROWS, { error: 'invalidRows must be refuse or skip' }).default('refuse'),
});

export const healthCsvResultSchema = z.object({
  /** Whether this answer only previews the file (nothing written) or reports what was applied. */
  preview: z.boolean(),
  /** Each column of the file: the metric it was read as, or null when it is not one of the twelve (ignored). */
  columns: z.array(z.object({ header: z.string(), metric: metricKeySchema.or(z.literal('date')).nullable() })),
  /** How many data rows the file holds. */
  rowCount: z.number().int(),
  /** How many days the file's good rows make. */
  dayCount: z.number().int(),
  /** The first 50 days as they will be stored (weight in lbs), with the row number in the file (the header is row 1) of the day's last measurement. */
  rows: z.array(z.object({ row: z.number().int(), date: z.string(), values: z.partialRecord(metricKeySchema, z.number()) })),
  /** The first 100 problems, by row and column: such a row is never imported (and, unless invalidRows=skip, nor is the file). */
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
  /** How many problems the file has in all. */
  errorCount: z.number().int(),
  /** How many rows have a problem, and are left out of the days shown and imported. */
  skippedRows: z.number().int(),
  /** How the file was read where a choice was made: a column not read as the metric it names, a day measured several times. */
  notes: z.array(z.string()),
  /** What applying filled and kept, per metric; null for a preview. */
  summary: healthImportSummarySchema.nullable(),
});
export type HealthCsvResult = z.infer<typeof healthCsvResultSchema>;
