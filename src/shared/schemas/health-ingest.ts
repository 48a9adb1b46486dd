import { z } from 'zod';
import { text } from './common.js';
import { healthImportSummarySchema } from './health-import.js';

/** The largest push accepted: a week of minute-by-minute samples fits many times over. */
export const HEALTH_INGEST_MAX_BYTES = 20 * 1024 * 1024;

const num = (what: string) => z.number({ error: `${what} must be a number` });
const str = (what: string) => text({ error: `${what} must be a string` });

/**
 * One point of a Health Auto Export metric: `qty` for most, Min/Avg/Max for heart rate; for sleep either one stage
 * (startDate, endDate, value) or a night (asleep, or since iOS 16 `asleep: 0` with core, deep and rem, and totalSleep
 * in newer versions).
 */
export const autoExportPointSchema = z
  .object({
    date: str('date').optional(),
    qty: num('qty').optional(),
    Min: num('Min').optional(),
    Avg: num('Avg').optional(),
    Max: num('Max').optional(),
    source: str('source').optional(),
    startDate: str('startDate').optional(),
    endDate: str('endDate').optional(),
    value: str('value').optional(),
    asleep: num('asleep').optional(),
    core: num('core').optional(),
    deep: num('deep').optional(),
    rem: num('rem').optional(),
    totalSleep: num('totalSleep').optional(),
    sleepStart: str('sleepStart').optional(),
    sleepEnd: str('sleepEnd').optional(),
  })
  .loose();

export const autoExportMetricSchema = z
  .object({ name: str('name'), units: str('units').optional(), data: z.array(z.unknown(), { error: 'data must be a list' }) })
  .loose();
export const autoExportWorkoutSchema = z
  .object({ id: str('id').optional(), name: str('name').optional(), start: str('start'), end: str('end'), duration: num('duration').optional() })
  .loose();

/**
 * A list whose records are read one by one: a record that cannot be read is skipped and reported in the answer,
 * never the whole push.
 */
const records = (what: string, description: string) =>
  z
    .array(z.unknown(), { error: `${what} must be a list` })
    .optional()
    .meta({ description });

/** Health Auto Export (iOS), REST API automation, JSON, export version 2. */
export const healthAutoExportSchema = z
  .object({
    metrics: records('metrics', '{ name, units, data: [{ date, qty | Min/Avg/Max | sleep fields, source }] }'),
    workouts: records('workouts', '{ id, name, start, end, duration (s) }'),
  })
  .loose();

/** The metadata Health Connect keeps with every record; the webhook sends it with each one. */
const connectMetadataSchema = z
  .object({ id: str('id').optional(), data_origin: str('data_origin').optional(), last_modified_time: str('last_modified_time').optional() })
  .loose()
  .optional();
const connectRecord = <T extends z.ZodRawShape>(shape: T) => z.object({ id: str('id').optional(), metadata: connectMetadataSchema, ...shape }).loose();
const time = str('time');
const startTime = str('start_time');
const endTime = str('end_time');

/**
 * Health Connect Webhook (Android): its records by type, times in ISO 8601. Heart rate comes as samples (`bpm`) or,
 * with a sample resolution set in the app, as buckets of `avg`, `min` and `max`.
 */
export const healthConnectRecordSchemas = {
  steps: connectRecord({ count: num('count'), start_time: startTime, end_time: endTime }),
  heart_rate: connectRecord({ bpm: num('bpm').optional(), avg: num('avg').optional(), time }).refine((r) => r.bpm !== undefined || r.avg !== undefined, {
    error: 'bpm or avg is required',
    path: ['bpm'],
  }),
  resting_heart_rate: connectRecord({ bpm: num('bpm'), time }),
  weight: connectRecord({ kilograms: num('kilograms'), time }),
  hydration: connectRecord({ liters: num('liters'), start_time: startTime, end_time: endTime }),
  exercise: connectRecord({ type: z.unknown().optional(), start_time: startTime, end_time: endTime, duration_seconds: num('duration_seconds').optional() }),
  mindfulness: connectRecord({ start_time: startTime, end_time: endTime }),
  sleep: connectRecord({
    session_end_time: str('session_end_time'),
    start_time: startTime.optional(),
    duration_seconds: num('duration_seconds').optional(),
    stages: z
      .array(
        z
          .object({
            stage: z.union([str('stage'), num('stage')]),
            start_time: startTime,
            end_time: endTime,
            duration_seconds: num('duration_seconds').optional(),
          })
          .loose(),
        {
          error: 'stages must be a list',
        },
      )
      .optional(),
  }),
};
export type ConnectRecordType = keyof typeof healthConnectRecordSchemas;

export const healthConnectShape = Object.fromEntries(
  Object.keys(healthConnectRecordSchemas).map((key) => [key, records(key, `Health Connect ${key} records`)]),
) as Record<ConnectRecordType, ReturnType<typeof records>>;

export const INGEST_SHAPE_MESSAGE =
  'Send the JSON of Health Auto Export ({"data":{"metrics":[…]}}) or of Health Connect Webhook ({"steps":[…],"heart_rate":[…],…})';

/**
 * A push from a phone app: Health Auto Export sends `data`, Health Connect Webhook sends one list per record type.
 * Other fields (timestamp, app_version, record types not among the twelve metrics) are accepted and not read.
 */
export const healthIngestBodySchema = z
  .object({ data: healthAutoExportSchema.optional(), ...healthConnectShape }, { error: INGEST_SHAPE_MESSAGE })
  .loose()
  .refine((body) => body.data !== undefined || Object.keys(healthConnectShape).some((key) => key in body) || 'timestamp' in body, {
    error: INGEST_SHAPE_MESSAGE,
  });
export type HealthIngestBody = z.infer<typeof healthIngestBodySchema>;

export const healthIngestResultSchema = z.object({
  /** Samples seen for the first time. */
  accepted: z.number().int(),
  /** Samples already received with the same values: a repeated push changes nothing. */
  duplicates: z.number().int(),
  /** Samples received before whose value has since changed (a day's running total, say). */
  updated: z.number().int(),
  /** Days where at least one metric was filled (or an earlier pushed value refreshed). */
  daysFilled: z.number().int(),
  /** What was not read, by reason. */
  skipped: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  metrics: healthImportSummarySchema.shape.metrics,
  rejected: healthImportSummarySchema.shape.rejected,
});
export type HealthIngestResult = z.infer<typeof healthIngestResultSchema>;
