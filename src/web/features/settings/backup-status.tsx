import type { BackupStatus } from '../../../shared/schemas/admin';
import type { Formatter } from '../../../shared/format';
import { useFormat } from '@/lib/use-format';
import { useBackupStatus } from './api/get-backup-status';

const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** 1 KB = 1024 bytes, as file managers and `ls -h` count. */
export function backupSize(bytes: number, fmt: Pick<Formatter, 'figure' | 'count'>): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${fmt.count(value)} bytes` : `${fmt.figure(value)} ${UNITS[unit]}`;
}

function Last({ last }: { last: NonNullable<BackupStatus['last']> }) {
  const fmt = useFormat();
  return (
    <p className="text-sm">
      Last backup: <time dateTime={last.createdAt}>{fmt.dateTime(last.createdAt)}</time>, {backupSize(last.sizeBytes, fmt)}{' '}
      <span className="break-all text-muted-foreground">({last.fileName})</span>
    </p>
  );
}

/** The instance's backups, for its admin only: nothing at all for other accounts. */
export function BackupStatusPanel() {
  const { data, isPending } = useBackupStatus();
  if (isPending || !data) return null;
  return (
    <div className="space-y-2" data-testid="backup-status">
      <h3 className="font-medium">Backups of this instance</h3>
      <p className="text-sm text-muted-foreground">
        {data.schedule
          ? `A backup of every account is written nightly (schedule ${data.schedule}, UTC); the last 7 days and 4 weeks are kept.`
          : 'Nightly backups are off on this instance (BACKUP_SCHEDULE=off).'}{' '}
        Only you, as the admin, see this. <code>twelvefold backup</code> writes one now; <code>twelvefold restore</code> brings one back.
      </p>
      {data.last ? <Last last={data.last} /> : <p className="text-sm">No backup has been written yet.</p>}
    </div>
  );
}
