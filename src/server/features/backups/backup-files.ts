import fs from 'node:fs';
import path from 'node:path';
import { weekStartOf } from '../../../shared/dates.js';

export const KEEP_DAILY = 7;
export const KEEP_WEEKLY = 4;

const NAME = /^twelvefold-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)\.(\d{3})Z\.sql\.gz$/;

/** `twelvefold-2026-03-01T03-30-00.000Z.sql.gz`: sorts by time, and names no character a file system refuses. */
export function backupFileName(at: Date): string {
  return `twelvefold-${at.toISOString().replace(/:/g, '-')}.sql.gz`;
}

export function backupTime(fileName: string): Date | undefined {
  const match = NAME.exec(fileName);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`) : undefined;
}

/**
 * Which backups a rotation keeps: the newest of each of the latest 7 days that have one, and the newest of each
 * of the latest 4 weeks (Monday to Sunday, UTC) that have one. Everything else may go.
 */
export function backupsToKeep(times: Date[]): Set<number> {
  const order = times.map((at, index) => ({ at, index })).sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<number>();
  const pick = (period: (at: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { at, index } of order) {
      const key = period(at);
      if (seen.has(key)) continue;
      if (seen.size === count) break;
      seen.add(key);
      keep.add(index);
    }
  };
  const dayOf = (at: Date) => at.toISOString().slice(0, 10);
  pick(dayOf, KEEP_DAILY);
  pick((at) => weekStartOf(dayOf(at)), KEEP_WEEKLY);
  return keep;
}

/** Deletes the backups in dir that the rotation no longer keeps, and returns their names. Other files stay. */
export function pruneBackups(dir: string): string[] {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => backupTime(name) !== undefined) : [];
  const keep = backupsToKeep(files.map((name) => backupTime(name)!));
  const removed = files.filter((_name, index) => !keep.has(index));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}
