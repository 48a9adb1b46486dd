import { PassThrough, type Readable } from 'node:stream';
import { ownHealthTargets } from '../../../shared/health-metrics.js';
import { EXPORT_FORMAT, EXPORT_VERSION } from '../../../shared/schemas/export.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../plugins/session.js';
import { BATCH_SIZE, exportQueries, readSnapshot, type ExportedTableName } from './data-export.repo.js';

type Row = Record<string, unknown>;

/** A block or occurrence edit also says its length in hours, as every answer does. */
const withHours = (item: Row): Row => ({ ...item, duration: typeof item.durationMinutes === 'number' ? item.durationMinutes / 60 : null });

/** A row as the document holds it: no owner column, timestamps as ISO 8601 UTC. */
function toDocumentRow(row: Row, omit: string[] = ['userId']): Row {
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const LISTS: Exclude<ExportedTableName, 'interactions'>[] = [
  'timeBlocks',
  'healthMetrics',
  'relationships',
  'goals',
  'tasks',
  'dailyPlans',
  'progressReviews',
  'chatMessages',
  'insights',
];

/**
 * Writes the export document to a stream as it reads it, a page of rows at a time, so memory stays flat
 * however large the account is. Waits for the reader (backpressure) and stops if the download is abandoned.
 */
export function streamExport(db: Db, user: UserRow, now: Date): Readable {
  const out = new PassThrough();

  async function write(chunk: string): Promise<void> {
    if (out.destroyed) throw new Error('export download closed');
    if (out.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
    if (out.destroyed) throw new Error('export download closed');
  }

  async function run(): Promise<void> {
    await readSnapshot(db, async (tx) => {
      const q = exportQueries(tx);
      const profileRow = await q.profile(user.id);
      if (!profileRow) throw new Error('user vanished during export');
      const profile = {
        email: profileRow.email,
        firstName: profileRow.firstName,
        lastName: profileRow.lastName,
        profileImageUrl: profileRow.profileImageUrl,
        timezone: profileRow.timezone,
        numberBase: profileRow.numberBase,
        weightUnit: profileRow.weightUnit,
        healthTargets: ownHealthTargets(profileRow.healthTargets),
        workdayStart: profileRow.workdayStart,
        workdayEnd: profileRow.workdayEnd,
        authProvider: profileRow.authProvider,
        createdAt: profileRow.createdAt.toISOString(),
      };
      const head = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), profile };
      await write(JSON.stringify(head).slice(0, -1));

      for (const list of LISTS) {
        await write(`,${JSON.stringify(list)}:[`);
        let afterId: string | null = null;
        let first = true;
        for (;;) {
          const rows = await q.page(list, user.id, afterId);
          if (rows.length === 0) break;
          // What a check-off set going is kept only for its Undo, not as the user's data.
          let items = rows.map((row) => toDocumentRow(row, list === 'tasks' ? ['userId', 'doneEffects'] : undefined));
          if (list === 'timeBlocks') {
            const series = rows.filter((row) => row.rrule !== null).map((row) => row.id as string);
            const edits = series.length > 0 ? await q.exceptionsOf(user.id, series) : [];
            items = items.map((item) =>
              item.rrule === null
                ? withHours(item)
                : { ...withHours(item), exceptions: edits.filter((e) => e.blockId === item.id).map((e) => withHours(toDocumentRow(e, ['userId', 'blockId']))) },
            );
          }
          if (list === 'relationships') {
            const logs = await q.interactionsOf(
              user.id,
              rows.map((row) => row.id as string),
            );
            items = items.map((item) => ({
              ...item,
              interactions: logs.filter((log) => log.relationshipId === item.id).map((log) => toDocumentRow(log, ['userId', 'relationshipId'])),
            }));
          }
          await write((first ? '' : ',') + items.map((item) => JSON.stringify(item)).join(','));
          first = false;
          afterId = rows[rows.length - 1].id as string;
          if (rows.length < BATCH_SIZE) break;
        }
        await write(']');
      }
      await write('}\n');
    });
    out.end();
  }

  run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}
