import { z } from 'zod';

/** What the instance's admin sees of backups in Settings → Your data. */
export const backupStatusSchema = z.object({
  /** The nightly backup's cron expression (UTC), or null when scheduled backups are off. */
  schedule: z.string().nullable(),
  last: z
    .object({
      createdAt: z.string(),
      sizeBytes: z.number().int().nonnegative(),
      fileName: z.string(),
    })
    .nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
