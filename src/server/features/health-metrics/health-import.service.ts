import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { and, between, eq, sql } from 'drizzle-orm';
import yauzl from 'yauzl';
import { getMetric, HEALTH_METRIC_KEYS, type HealthMetricKey } from '../../../shared/health-metrics.js';
import { HEALTH_CSV_PREVIEW_ROWS, type HealthCsvResult, type HealthImportSummary } from '../../../shared/schemas/health-import.js';
import type { Db } from '../../db/database.js';
import { healthMetrics } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../errors.js';
import { parseAppleHealth, type DailyValues } from './apple-health-parse.js';
import { readHealthCsv } from './health-csv.js';

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

/** A value as the metric stores it: within its range, on its step. */
function storable(metric: HealthMetricKey, value: number): number {
  const { max, step } = getMetric(metric);
  return Math.min(max, Math.max(0, Math.round(value / step) * step));
}

export function createHealthImportService(db: Db) {
  /** Fills the days' metrics the user has not recorded; a value they recorded is never replaced. */
  async function merge(userId: string, days: DailyValues): Promise<HealthImportSummary> {
    const dates = [...days.keys()].sort();
    const stats = new Map<HealthMetricKey, { from: string; to: string; days: number; filled: number; kept: number }>();
    if (dates.length === 0) return { metrics: [] };
    await db.transaction(async (tx) => {
      const existing = await tx
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), between(healthMetrics.date, dates[0]!, dates.at(-1)!)))
        .for('update');
      const byDate = new Map(existing.map((row) => [row.date, row]));
      const rows: Array<typeof healthMetrics.$inferInsert> = [];
      for (const date of dates) {
        const values = days.get(date)!;
        const row: typeof healthMetrics.$inferInsert = { userId, date };
        for (const [metric, raw] of Object.entries(values) as Array<[HealthMetricKey, number]>) {
          const s = stats.get(metric) ?? { from: date, to: date, days: 0, filled: 0, kept: 0 };
          s.to = date;
          s.days++;
          if (byDate.get(date)?.[metric] != null) s.kept++;
          else {
            s.filled++;
            row[metric] = storable(metric, raw);
          }
          stats.set(metric, s);
        }
        rows.push(row);
      }
      for (let i = 0; i < rows.length; i += 500) {
        await tx
          .insert(healthMetrics)
          .values(rows.slice(i, i + 500))
          .onConflictDoUpdate({
            target: [healthMetrics.userId, healthMetrics.date],
            set: Object.fromEntries(HEALTH_METRIC_KEYS.map((k) => [k, sql`coalesce(${healthMetrics[k]}, excluded.${sql.identifier(healthMetrics[k].name)})`])),
          });
      }
    });
    return { metrics: [...stats].map(([metric, s]) => ({ metric, ...s })).sort((a, b) => a.metric.localeCompare(b.metric)) };
  }

  return {
    merge,
    /**
     * A CSV of daily values: previewed (nothing written), or applied all or nothing: a file with any bad row is
     * refused whole, with every problem named by row and column.
     */
    async importCsv(userId: string, text: string, apply: boolean): Promise<HealthCsvResult> {
      const { columns, days, errors, rowCount } = readHealthCsv(text);
      const rows = days.slice(0, HEALTH_CSV_PREVIEW_ROWS).map(({ row, date, values }) => ({ row, date, values }));
      if (!apply) return { preview: true, columns, rowCount, rows, errors, summary: null };
      if (errors.length > 0) {
        const bad = new Set(errors.map((e) => e.row)).size;
        throw new AppError(
          400,
          `${bad} ${bad === 1 ? 'row has' : 'rows have'} a problem; nothing was imported`,
          errors.map((e) => ({ path: `row ${e.row}, ${e.column}`, message: e.message })),
        );
      }
      const values: DailyValues = new Map(days.filter((d) => Object.keys(d.values).length > 0).map((d) => [d.date, d.values]));
      return { preview: false, columns, rowCount, rows, errors, summary: await merge(userId, values) };
    },
    /** Imports an export.zip or export.xml already written to `path`. */
    async importAppleHealth(userId: string, timezone: string, path: string): Promise<HealthImportSummary> {
      const source = (await isZip(path)) ? await exportXmlInZip(path) : { stream: createReadStream(path), close: () => {} };
      let days: DailyValues;
      try {
        days = await parseAppleHealth(source.stream, timezone);
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
