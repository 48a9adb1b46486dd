import fs from 'node:fs';
import path from 'node:path';
import type { BackupStatus } from '../../../shared/schemas/admin.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { backupFileName, pruneBackups } from './backup-files.js';
import { backupSigningKey } from './backup-signature.js';
import type { BackupsRepo } from './backups.repo.js';
import { writeDump, type Dumper } from './dump.js';

export const BACKUP_JOB = 'backup';

export interface BackupSettings {
  /** Where backups are written (DATA_DIR/backups unless BACKUP_DIR says otherwise). */
  dir: string;
  /** Cron expression (UTC) of the nightly backup, or null when it is off. */
  schedule: string | null;
}

export interface BackupDeps {
  repo: BackupsRepo;
  /** The database to dump and whether it is the embedded one. */
  databaseUrl: string;
  embedded: boolean;
  settings: BackupSettings;
  /** Where the key that signs every backup is kept (DATA_DIR). */
  dataDir: string;
  now?: () => Date;
}

export interface BackupWritten {
  file: string;
  sizeBytes: number;
  dumper: Dumper;
  /** Older backups the rotation deleted. */
  removed: string[];
}

export function createBackupService(deps: BackupDeps) {
  const { repo, settings } = deps;
  return {
    settings,

    /** Writes a backup, records it, and rotates the directory to 7 daily and 4 weekly backups. */
    async backUp(trigger: 'schedule' | 'command'): Promise<BackupWritten> {
      const createdAt = deps.now?.() ?? new Date();
      fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
      const file = path.join(settings.dir, backupFileName(createdAt));
      const key = backupSigningKey(deps.dataDir)!;
      const { sizeBytes, dumper } = await writeDump(deps.databaseUrl, file, { embedded: deps.embedded, key });
      await repo.record({ fileName: path.basename(file), sizeBytes, trigger, createdAt });
      const removed = pruneBackups(settings.dir);
      await repo.forget(removed);
      return { file, sizeBytes, dumper, removed };
    },

    async status(): Promise<BackupStatus> {
      const last = await repo.latest();
      return {
        schedule: settings.schedule,
        last: last ? { createdAt: last.createdAt.toISOString(), sizeBytes: last.sizeBytes, fileName: last.fileName } : null,
      };
    },
  };
}

export type BackupService = ReturnType<typeof createBackupService>;

/** The nightly backup: once per tick across every instance (the queue's schedule), retried when it fails. */
export function defineBackupJob(jobs: JobQueue, service: BackupService): void {
  jobs.define({
    name: BACKUP_JOB,
    cron: service.settings.schedule ?? undefined,
    retryLimit: 2,
    retryDelay: 300,
    expireInSeconds: 60 * 60,
    policy: 'stately',
    handler: async () => {
      await service.backUp('schedule');
    },
  });
}
