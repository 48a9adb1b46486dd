import type { z } from 'zod';
import { instantOf, isRealDate, localDateTime } from '../../../shared/dates.js';
import {
  autoExportMetricSchema,
  autoExportPointSchema,
  autoExportWorkoutSchema,
  healthConnectRecordSchemas,
  healthConnectShape,
  type ConnectRecordType,
  type HealthIngestBody,
} from '../../../shared/schemas/health-ingest.js';
import { instant, isoInstant, storedUnit } from './apple-health-parse.js';
import type { HealthSample, SampleKind } from './daily-health.js';

export type IngestSource = 'health-auto-export' | 'health-connect';
export interface IngestSample extends HealthSample {
  source: IngestSource;
  sampleId: string;
}
export interface IngestMapping {
  samples: IngestSample[];
  skipped: Map<string, number>;
}

/** Health Auto Export's metric names, as it sends them, and the sample each becomes. */
const AUTO_EXPORT_METRICS: Record<string, SampleKind> = {
  step_count: 'steps',
  resting_heart_rate: 'restingHeartRate',
  heart_rate: 'heartRate',
  weight_body_mass: 'weight',
  dietary_water: 'water',
  apple_exercise_time: 'exercise',
  mindful_minutes: 'meditation',
  sleep_analysis: 'sleep',
};
const AUTO_EXPORT_ASLEEP = new Set(['asleep', 'core', 'deep', 'rem', 'unspecified']);
const CONNECT_ASLEEP = new Set([
  'sleeping',
  'asleep',
  'light',
  'deep',
  'rem',
  'asleep_light',
  'asleep_deep',
  'asleep_rem',
  'stage_type_sleeping',
  '2',
  '4',
  '5',
  '6',
]);

/** Noon of a calendar day in `timezone`, as an instant: the day's middle, whatever the zone's offset. */
export function noonIn(date: string, timezone: string): number {
  return isRealDate(date) ? instantOf(localDateTime(date, 12), timezone).getTime() : Number.NaN;
}

/** "2024-02-06 14:30:00 -0800" as the app writes dates, "2024-02-06" (a day, taken at its middle), or ISO 8601. */
function autoExportInstant(value: string | undefined, timezone: string): number {
  if (!value) return Number.NaN;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return noonIn(value, timezone);
  const ms = instant(value);
  return Number.isNaN(ms) ? isoInstant(value) : ms;
}
const iso = isoInstant;

const MAX_REASONS = 50;
const OTHER_REASONS = 'other records that could not be read';

function skip(skipped: Map<string, number>, reason: string, count = 1) {
  if (count <= 0) return;
  // The answer stays short whatever a push holds.
  const key = skipped.has(reason) || skipped.size < MAX_REASONS ? reason : OTHER_REASONS;
  skipped.set(key, (skipped.get(key) ?? 0) + count);
}

/** The records of a list that read as `schema`; each other one is skipped, with the first thing wrong with it. */
function readable<T extends z.ZodType>(list: unknown[] | undefined, schema: T, what: string, skipped: Map<string, number>): Array<z.infer<T>> {
  const out: Array<z.infer<T>> = [];
  for (const item of list ?? []) {
    const read = schema.safeParse(item);
    if (read.success) out.push(read.data);
    else {
      const issue = read.error.issues[0];
      const named = issue.path.length === 0 || issue.message.startsWith(String(issue.path.at(-1)));
      skip(skipped, `${what.slice(0, 60)}: ${named ? '' : `${issue.path.join('.')}: `}${issue.message}`);
    }
  }
  return out;
}

type AutoExportPoint = z.infer<typeof autoExportPointSchema>;

/**
 * A night from Health Auto Export's aggregated sleep: since iOS 16 `asleep` is 0 beside the stages, and the hours
 * asleep are core + deep + rem (+ any unstaged asleep), which `totalSleep` repeats in newer versions.
 */
function hoursAsleep(point: AutoExportPoint): number | undefined {
  if (point.totalSleep !== undefined && point.totalSleep > 0) return point.totalSleep;
  const stages = [point.core, point.deep, point.rem].filter((v): v is number => v !== undefined);
  if (stages.length > 0) return stages.reduce((a, b) => a + b, point.asleep ?? 0);
  return point.totalSleep ?? point.asleep;
}

function autoExportSleep(point: AutoExportPoint, timezone: string, out: IngestMapping) {
  const origin = point.source ?? '';
  const add = (s: Omit<IngestSample, 'source' | 'kind' | 'origin'>) => out.samples.push({ ...s, kind: 'sleep', origin, source: 'health-auto-export' });
  // Summarised: one night a point, hours asleep; unsummarised: one stage a point.
  if (point.startDate) {
    const start = autoExportInstant(point.startDate, timezone);
    const end = autoExportInstant(point.endDate, timezone);
    if (Number.isNaN(start) || Number.isNaN(end)) skip(out.skipped, 'sleep_analysis: unreadable date');
    else if (!AUTO_EXPORT_ASLEEP.has((point.value ?? '').toLowerCase())) skip(out.skipped, 'sleep_analysis: in bed or awake, not asleep');
    else add({ start, end, value: point.qty ?? (end - start) / 3_600_000, sampleId: `sleep_analysis|${point.startDate}|${point.value}|${origin}` });
    return;
  }
  const hours = hoursAsleep(point);
  const end = autoExportInstant(point.sleepEnd ?? point.date, timezone);
  if (hours === undefined || Number.isNaN(end)) skip(out.skipped, 'sleep_analysis: no hours asleep or no date');
  else add({ start: end, end, value: hours, sampleId: `sleep_analysis|${point.date ?? point.sleepEnd}|${origin}` });
}

function fromAutoExport(data: NonNullable<HealthIngestBody['data']>, timezone: string, out: IngestMapping) {
  for (const metric of readable(data.metrics, autoExportMetricSchema, 'metrics', out.skipped)) {
    const kind = AUTO_EXPORT_METRICS[metric.name];
    if (!kind) {
      skip(out.skipped, `${metric.name.slice(0, 60)} is not one of the twelve metrics`, metric.data.length);
      continue;
    }
    for (const point of readable(metric.data, autoExportPointSchema, metric.name, out.skipped)) {
      if (kind === 'sleep') {
        autoExportSleep(point, timezone, out);
        continue;
      }
      const origin = point.source ?? '';
      const at = autoExportInstant(point.date, timezone);
      const raw = kind === 'heartRate' ? (point.Avg ?? point.qty) : point.qty;
      const value = raw === undefined ? Number.NaN : storedUnit(kind, raw, metric.units ?? '');
      if (Number.isNaN(at)) skip(out.skipped, `${metric.name}: unreadable date`);
      else if (!Number.isFinite(value))
        skip(out.skipped, raw === undefined ? `${metric.name}: no value` : `${metric.name}: unit ${metric.units ?? '(none)'} not understood`);
      else out.samples.push({ kind, start: at, end: at, origin, value, sampleId: `${metric.name}|${point.date}|${origin}`, source: 'health-auto-export' });
    }
  }
  for (const workout of readable(data.workouts, autoExportWorkoutSchema, 'workouts', out.skipped)) {
    const start = autoExportInstant(workout.start, timezone);
    const end = autoExportInstant(workout.end, timezone);
    if (Number.isNaN(start) || Number.isNaN(end) || end < start) skip(out.skipped, 'workout: unreadable start or end');
    // Workouts count as exercise under their own origin, so the day keeps the larger of them and the exercise ring.
    else
      out.samples.push({
        kind: 'exercise',
        start,
        end,
        origin: 'workouts',
        value: workout.duration !== undefined ? workout.duration / 60 : (end - start) / 60_000,
        sampleId: `workout|${workout.id ?? workout.start}`,
        source: 'health-auto-export',
      });
  }
}

type ConnectRecord = { id?: string; metadata?: { id?: string; data_origin?: string } };
function fromHealthConnect(body: HealthIngestBody, out: IngestMapping) {
  const add = (type: string, record: ConnectRecord, s: Omit<HealthSample, 'origin'>, key: string) => {
    const id = record.metadata?.id ?? record.id ?? `${key}|${record.metadata?.data_origin ?? ''}`;
    if (!Number.isFinite(s.start) || !Number.isFinite(s.end) || !Number.isFinite(s.value)) return skip(out.skipped, `${type}: unreadable time or value`);
    out.samples.push({ ...s, origin: record.metadata?.data_origin ?? '', source: 'health-connect', sampleId: `${type}|${id}` });
  };
  const read = <K extends ConnectRecordType>(type: K) =>
    readable(body[type], healthConnectRecordSchemas[type], type, out.skipped) as Array<z.infer<(typeof healthConnectRecordSchemas)[K]>>;
  for (const r of read('steps'))
    add('steps', r, { kind: 'steps', start: iso(r.start_time), end: iso(r.end_time), value: r.count }, `${r.start_time}|${r.end_time}`);
  // A bucket of the app's sample resolution counts by its average.
  for (const r of read('heart_rate')) add('heart_rate', r, { kind: 'heartRate', start: iso(r.time), end: iso(r.time), value: (r.bpm ?? r.avg)! }, r.time);
  for (const r of read('resting_heart_rate'))
    add('resting_heart_rate', r, { kind: 'restingHeartRate', start: iso(r.time), end: iso(r.time), value: r.bpm }, r.time);
  for (const r of read('weight'))
    add('weight', r, { kind: 'weight', start: iso(r.time), end: iso(r.time), value: storedUnit('weight', r.kilograms, 'kg') }, r.time);
  for (const r of read('hydration'))
    add(
      'hydration',
      r,
      { kind: 'water', start: iso(r.start_time), end: iso(r.end_time), value: storedUnit('water', r.liters, 'l') },
      `${r.start_time}|${r.end_time}`,
    );
  for (const r of read('exercise')) {
    const start = iso(r.start_time);
    const end = iso(r.end_time);
    add(
      'exercise',
      r,
      { kind: 'exercise', start, end, value: r.duration_seconds !== undefined ? r.duration_seconds / 60 : (end - start) / 60_000 },
      `${r.start_time}|${r.end_time}`,
    );
  }
  for (const r of read('mindfulness')) {
    const start = iso(r.start_time);
    const end = iso(r.end_time);
    add('mindfulness', r, { kind: 'meditation', start, end, value: (end - start) / 60_000 }, `${r.start_time}|${r.end_time}`);
  }
  for (const r of read('sleep')) {
    const end = iso(r.session_end_time);
    // Asleep stages only, as with the Health app, each as its own span so that the night counts once whatever else
    // recorded it; a session without stages counts whole.
    const stages = (r.stages ?? []).filter((s) => CONNECT_ASLEEP.has(String(s.stage).toLowerCase()));
    if (!r.stages?.length) {
      const start = r.start_time ? iso(r.start_time) : end;
      add('sleep', r, { kind: 'sleep', start, end, value: (r.duration_seconds ?? (end - start) / 1000) / 3600 }, r.session_end_time);
    }
    stages.forEach((stage, i) => {
      const start = iso(stage.start_time);
      const stageEnd = iso(stage.end_time);
      const id = `${r.metadata?.id ?? r.id ?? r.session_end_time}#${i}`;
      add('sleep', { ...r, id, metadata: { ...r.metadata, id } }, { kind: 'sleep', start, end: stageEnd, value: (stageEnd - start) / 3_600_000 }, id);
    });
  }
}

/**
 * The samples a push holds, in the stored units of the twelve metrics, each with its app and its id. A push holds
 * up to 20 MB of records: this runs in a worker thread (health-ingest-task.ts), away from the event loop.
 */
export function mapIngest(body: HealthIngestBody, timezone: string): IngestMapping {
  const out: IngestMapping = { samples: [], skipped: new Map() };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value) && !(key in healthConnectShape)) skip(out.skipped, `${key.slice(0, 60)} is not one of the twelve metrics`, value.length);
  }
  if (body.data) fromAutoExport(body.data, timezone, out);
  fromHealthConnect(body, out);
  return out;
}
