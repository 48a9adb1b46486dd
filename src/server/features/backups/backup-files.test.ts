import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToKeep, backupTime, pruneBackups } from './backup-files.js';

const at = (iso: string) => new Date(iso);

describe('backup files', () => {
  it('names a backup by its time and reads the time back', () => {
    const name = backupFileName(at('2026-03-01T03:30:05.123Z'));
    expect(name).toBe('twelvefold-2026-03-01T03-30-05.123Z.sql.gz');
    expect(backupTime(name)).toEqual(at('2026-03-01T03:30:05.123Z'));
    expect(backupTime('notes.txt')).toBeUndefined();
  });

  it('keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // Nightly for 60 days up to Sunday 2026-03-29, and a second, later backup on the last day.
    const times: Date[] = [];
    for (let day = 0; day < 60; day++) times.push(new Date(Date.UTC(2026, 2, 29 - day, 3, 30)));
    times.push(at('2026-03-29T18:00:00Z'));
    const kept = [...backupsToKeep(times)].map((index) => times[index].toISOString()).sort();
    expect(kept).toEqual(
      [
        // Weekly: the newest of the weeks starting Mondays 2026-03-02, 03-09 and 03-16 (the Sunday of each).
        '2026-03-08T03:30:00.000Z',
        '2026-03-15T03:30:00.000Z',
        '2026-03-22T03:30:00.000Z',
        // Daily: 03-23 .. 03-29, the last day's later backup rather than its nightly one (also this week's newest).
        '2026-03-23T03:30:00.000Z',
        '2026-03-24T03:30:00.000Z',
        '2026-03-25T03:30:00.000Z',
        '2026-03-26T03:30:00.000Z',
        '2026-03-27T03:30:00.000Z',
        '2026-03-28T03:30:00.000Z',
        '2026-03-29T18:00:00.000Z',
      ].sort(),
    );
  });

  it('counts only days and weeks that have a backup, so a month without any keeps older ones', () => {
    const times = [at('2026-01-05T03:00:00Z'), at('2026-01-12T03:00:00Z'), at('2026-03-01T03:00:00Z')];
    expect(backupsToKeep(times).size).toBe(3);
  });

  it('deletes only its own files past the rotation', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tf-backups-'));
    try {
      for (let day = 1; day <= 9; day++) fs.writeFileSync(path.join(dir, backupFileName(new Date(Date.UTC(2026, 0, day, 3)))), 'x');
      fs.writeFileSync(path.join(dir, 'keep-me.sql.gz'), 'x');
      const removed = pruneBackups(dir);
      // Days 3..9 are the daily ones; 01-01 and 01-02 share their week with Sunday 01-04, its newest, and go.
      expect(removed.sort()).toEqual([backupFileName(new Date(Date.UTC(2026, 0, 1, 3))), backupFileName(new Date(Date.UTC(2026, 0, 2, 3)))]);
      expect(fs.readdirSync(dir)).toContain('keep-me.sql.gz');
      expect(fs.readdirSync(dir)).toHaveLength(8);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
