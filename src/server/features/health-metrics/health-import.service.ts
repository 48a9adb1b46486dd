import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { HealthIngestResult } from '../../../shared/schemas/health-ingest.js';
import yauzl from 'yauzl';
import { getMetric, keptValue, metricValueProblem, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { type HealthCsvResult, type HealthImportSummary } from '../../../shared/schemas/health-import.js';
import { AppError, badRequest } from '../../errors.js';
import { pacer } from '../../event-loop.js';
import { parseAppleHealth, type DailyValues } from './apple-health-parse.js';
import { countsAt, DailyHealth } from './daily-health.js';
import type { IngestReader } from './health-ingest-reader.js';
import { sampleCount, samplesOf } from './health-ingest-task.js';
import type { CsvReader } from './health-csv-reader.js';
import { unpack } from './health-csv-task.js';
import type { HealthDayValues, HealthImportQueries, HealthImportRepo } from './health-import.repo.js';

const NOT_AN_EXPORT = 'This is not a Health export: choose the export.zip or export.xml of “Export All Health Data”';

async function isZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32LE(0) === 0x04034b50;
  } finally {
    await file.close();
  }
}

/** The export.xml inside the Health app's zip, as a stream; the archive is read from disk, never held in memory. */
function exportXmlInZip(path: string): Promise<{ stream: Readable; close: () => void }> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(badRequest('file', NOT_AN_EXPORT));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!/(^|\/)export\.xml$/.test(entry.fileName)) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(badRequest('file', NOT_AN_EXPORT));
          resolve({ stream, close: () => zip.close() });
        });
      });
      zip.on('end', () => reject(badRequest('file', 'The zip holds no export.xml')));
      zip.on('error', () => reject(badRequest('file', NOT_AN_EXPORT)));
      zip.readEntry();
    });
  });
}

/** Whether a stored value is the one an import computed: the same sum taken in another order may differ in its last bits. */
function sameValue(stored: number, computed: number): boolean {
  return Math.abs(stored - keptValue(computed)) <= 1e-6 * Math.max(1, Math.abs(stored));
}

/**
 * Fills the days' metrics the user has not recorded; a value they recorded is never replaced, and a value no day can
 * hold is reported, never clamped. `previous` holds what an earlier import computed for those days: a stored value
 * equal to it came from that import, not from the user, and is refreshed.
 */
async function mergeDays(
  tx: HealthImportQueries,
  userId: string,
  days: DailyValues,
  previous?: DailyValues,
): Promise<HealthImportSummary & { daysFilled: number }> {
  const dates = [...days.keys()].sort();
  const stats = new Map<HealthMetricKey, { from: string; to: string; days: number; filled: number; kept: number }>();
  const rejected: HealthImportSummary['rejected'] = [];
  if (dates.length === 0) return { metrics: [], rejected, daysFilled: 0 };
  const existing = await tx.lockDays(userId, dates[0], dates.at(-1)!);
  const byDate = new Map(existing.map((row) => [row.date, row]));
  const rows: HealthDayValues[] = [];
  const pace = pacer();
  for (const date of dates) {
    await pace();
    const values = days.get(date)!;
    const row: HealthDayValues = { userId, date };
    let changed = false;
    for (const [metric, raw] of Object.entries(values) as Array<[HealthMetricKey, number]>) {
      const value = keptValue(raw);
      const problem = metricValueProblem(getMetric(metric), value);
      if (problem) {
        rejected.push({ date, metric, value, message: `${date}: ${problem}, not ${value.toLocaleString('en-US')}` });
        continue;
      }
      const s = stats.get(metric) ?? { from: date, to: date, days: 0, filled: 0, kept: 0 };
      s.to = date;
      s.days++;
      const stored = byDate.get(date)?.[metric];
      const before = previous?.get(date)?.[metric];
      const ours = stored != null && before !== undefined && sameValue(stored, before);
      if (stored != null && !ours) s.kept++;
      else {
        s.filled++;
        if (stored !== value) {
          row[metric] = value;
          changed = true;
        }
      }
      stats.set(metric, s);
    }
    if (changed) rows.push(row);
  }
  // Rows read above are locked, so their chosen values win; a day first recorded meanwhile keeps what it holds.
  await tx.upsertDays(
    rows.filter((r) => byDate.has(r.date)),
    true,
  );
  await tx.upsertDays(
    rows.filter((r) => !byDate.has(r.date)),
    false,
  );
  return { metrics: [...stats].map(([metric, s]) => ({ metric, ...s })).sort((a, b) => a.metric.localeCompare(b.metric)), rejected, daysFilled: rows.length };
}

const DAY_MS = 86_400_000;

/**
 * Samples read, and written, at a time: a push's days may hold hundreds of thousands, and building or reading a page
 * holds the event loop (a page of 5,000 read rows took 250 ms on a busy machine; 1,000 take a fifth of it).
 */
const SAMPLES_PAGE = 1000;
const SAMPLES_WRITTEN = 200;

/** The daily values of the user's pushed samples around the given instants, on their calendar. */
async function pushedDays(tx: HealthImportQueries, userId: string, timezone: string, from: number, to: number): Promise<DailyValues> {
  const daily = new DailyHealth(timezone);
  const pace = pacer();
  let page = await tx.samplesStarting(userId, new Date(from - 2 * DAY_MS), new Date(to + 2 * DAY_MS), SAMPLES_PAGE);
  while (page.length > 0) {
    for (const r of page) {
      await pace();
      daily.add({ kind: r.kind, start: r.startAt.getTime(), end: r.endAt.getTime(), value: r.value, origin: r.origin });
    }
    if (page.length < SAMPLES_PAGE) break;
    page = await tx.samplesStarting(userId, new Date(from - 2 * DAY_MS), new Date(to + 2 * DAY_MS), SAMPLES_PAGE, page.at(-1));
  }
  return daily.days();
}

type PushedSamples = Awaited<ReturnType<IngestReader['read']>>['samples'];

/**
 * Keeps each sample by its app and id, a batch at a time: answers how many were new, how many were there already and
 * changed, and the days (on the user's calendar) they count on.
 */
async function writeSamples(
  tx: HealthImportQueries,
  userId: string,
  timezone: string,
  samples: PushedSamples,
): Promise<{ accepted: number; updated: number; days: Set<string> }> {
  const touched = new DailyHealth(timezone);
  const days = new Set<string>();
  let accepted = 0;
  let updated = 0;
  const count = sampleCount(samples);
  for (let i = 0; i < count; i += SAMPLES_WRITTEN) {
    const batch = samplesOf(samples, i, i + SAMPLES_WRITTEN);
    const written = await tx.upsertSamples(
      batch.map((s) => ({
        userId,
        source: s.source,
        sampleId: s.sampleId,
        kind: s.kind,
        startAt: new Date(s.start),
        endAt: new Date(s.end),
        value: s.value,
        origin: s.origin,
      })),
    );
    const byKey = new Map(batch.map((s) => [`${s.source}|${s.sampleId}`, s]));
    for (const w of written) {
      if (w.inserted) accepted++;
      else updated++;
      days.add(touched.dayOf(countsAt(byKey.get(`${w.source}|${w.sampleId}`)!)));
    }
  }
  return { accepted, updated, days };
}

export function createHealthImportService(repo: HealthImportRepo, readers: { csv: CsvReader; ingest: IngestReader }) {
  async function merge(userId: string, days: DailyValues): Promise<HealthImportSummary> {
    const { metrics, rejected } = await repo.transaction((tx) => mergeDays(tx, userId, days));
    return { metrics, rejected };
  }

  return {
    merge,
    /**
     * A push from a phone app: each sample is kept by its app and id, so a repeated push changes nothing; the days it
     * touches are computed again from every sample pushed, and merged as any import is.
     */
    async ingest(userId: string, timezone: string, body: Uint8Array): Promise<HealthIngestResult> {
      const { samples, skipped, duplicates, from, to } = await readers.ingest.read({ body, timezone });
      const result = {
        accepted: 0,
        duplicates,
        updated: 0,
        daysFilled: 0,
        skipped: skipped.map(([reason, count]) => ({ reason, count })),
        metrics: [] as HealthIngestResult['metrics'],
        rejected: [] as HealthIngestResult['rejected'],
      };
      const count = sampleCount(samples);
      if (count === 0) return result;
      return repo.transaction(async (tx) => {
        await tx.lockUser(userId);
        // What the earlier pushes made of these days: a stored value equal to it is theirs, and is refreshed.
        const previous = await pushedDays(tx, userId, timezone, from, to);
        const { accepted, updated, days } = await writeSamples(tx, userId, timezone, samples);
        result.accepted = accepted;
        result.updated = updated;
        result.duplicates += count - result.accepted - result.updated;
        if (days.size === 0) return result;
        const after = await pushedDays(tx, userId, timezone, from, to);
        const merged = await mergeDays(tx, userId, new Map([...after].filter(([day]) => days.has(day))), previous);
        return { ...result, daysFilled: merged.daysFilled, metrics: merged.metrics, rejected: merged.rejected };
      });
    },
    /**
     * A CSV of daily values: previewed (nothing written), or applied. With `invalidRows` 'refuse' a file with any
     * bad row is refused whole, every problem named by row and column; with 'skip' the good rows are imported and
     * the bad ones reported.
     */
    async importCsv(userId: string, text: string, options: { apply: boolean; invalidRows: 'refuse' | 'skip' }): Promise<HealthCsvResult> {
      const { days, ...result } = await readers.csv.read({ text, apply: options.apply });
      if (!options.apply) return { ...result, preview: true, summary: null };
      if (result.skippedRows > 0 && options.invalidRows === 'refuse') {
        const rows = result.skippedRows;
        throw new AppError(
          400,
          `${rows} ${rows === 1 ? 'row has' : 'rows have'} a problem; nothing was imported`,
          result.errors.map((e) => ({ path: `row ${e.row}, ${e.column}`, message: e.message })),
        );
      }
      const values: DailyValues = new Map();
      const pace = pacer();
      for (const [date, day] of unpack(days)) {
        await pace();
        values.set(date, day);
      }
      return { ...result, preview: false, summary: await merge(userId, values) };
    },
    /** Imports an export.zip or export.xml already written to `path`; `signal` stops the reading. */
    async importAppleHealth(userId: string, timezone: string, path: string, signal?: AbortSignal): Promise<HealthImportSummary> {
      const source = (await isZip(path)) ? await exportXmlInZip(path) : { stream: createReadStream(path), close: () => {} };
      let days: DailyValues;
      try {
        days = await parseAppleHealth(source.stream, timezone, { signal });
      } catch (error) {
        if (error instanceof Error && error.name === 'AppError') throw error;
        throw badRequest('file', `${NOT_AN_EXPORT} (${(error as Error).message.split('\n')[0]})`);
      } finally {
        source.close();
      }
      return merge(userId, days);
    },
  };
}

export type HealthImportService = ReturnType<typeof createHealthImportService>;
