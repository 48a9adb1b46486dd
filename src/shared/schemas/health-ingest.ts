import { z } from 'zod';
import { text } from './common.js';
import { healthImportSummarySchema } from './health-import.js';

/** The largest push accepted: a week of minute-by-minute samples fits many times over. */
export const HEALTH_INGEST_MAX_BYTES = 20 * 1024 * 1024;

const num = (what: string) => z.number({ error: `${what} must be a number` });
const str = (what: string) => text({ error: `${what} must be a string` });

/** One point of a Health Auto Export metric: `qty` for most, Min/Avg/Max for heart rate, stage fields for sleep. */
const autoExportPointSchema = z
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
    totalSleep: num('totalSleep').optional(),
    sleepStart: str('sleepStart').optional(),
    sleepEnd: str('sleepEnd').optional(),
  })
  .loose();

/** Health Auto Export (iOS), REST API automation, JSON, export version 2. */
export const healthAutoExportSchema = z
  .object({
    metrics: z
      .array(z.object({ name: str('name'), units: str('units').optional(), data: z.array(autoExportPointSchema, { error: 'data must be a list' }) }).loose(), {
        error: 'metrics must be a list',
      })
      .optional(),
    workouts: z
      .array(
        z
          .object({
            id: str('id').optional(),
            name: str('name').optional(),
            start: str('start'),
            end: str('end'),
            duration: num('duration').optional(),
          })
          .loose(),
        { error: 'workouts must be a list' },
      )
      .optional(),
  })
  .loose();

/** The metadata Health Connect keeps with every record; the webhook sends it with each one. */
const connectMetadataSchema = z
  .object({ id: str('id').optional(), data_origin: str('data_origin').optional(), last_modified_time: str('last_modified_time').optional() })
  .loose()
  .optional();
const connectRecord = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ id: str('id').optional(), metadata: connectMetadataSchema, ...shape }).loose();
const list = <T extends z.ZodType>(item: T, what: string) => z.array(item, { error: `${what} must be a list` }).optional();
const time = str('time');
const startTime = str('start_time');
const endTime = str('end_time');

/** Health Connect Webhook (Android): one list per record type, times in ISO 8601. */
export const healthConnectShape = {
  steps: list(connectRecord({ count: num('count'), start_time: startTime, end_time: endTime }), 'steps'),
  heart_rate: list(connectRecord({ bpm: num('bpm'), time }), 'heart_rate'),
  resting_heart_rate: list(connectRecord({ bpm: num('bpm'), time }), 'resting_heart_rate'),
  weight: list(connectRecord({ kilograms: num('kilograms'), time }), 'weight'),
  hydration: list(connectRecord({ liters: num('liters'), start_time: startTime, end_time: endTime }), 'hydration'),
  exercise: list(connectRecord({ type: str('type').optional(), start_time: startTime, end_time: endTime, duration_seconds: num('duration_seconds').optional() }), 'exercise'),
  mindfulness: list(connectRecord({ start_time: startTime, end_time: endTime }), 'mindfulness'),
  sleep: list(
    connectRecord({
      session_end_time: str('session_end_time'),
      start_time: startTime.optional(),
      duration_seconds: num('duration_seconds').optional(),
      stages: z
        .array(z.object({ stage: str('stage'), start_time: startTime, end_time: endTime, duration_seconds: num('duration_seconds').optional() }).loose(), {
          error: 'stages must be a list',
        })
        .optional(),
    }),
    'sleep',
  ),
};

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
