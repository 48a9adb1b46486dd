import type { Db } from '../db/database.js';
import { purgeExpiredDeletedItems } from '../db/deleted-items.js';
import { purgeSpentRateLimits } from '../plugins/rate-limit.repo.js';
import type { SessionStore } from '../plugins/session.js';
import type { JobQueue } from './job-queue.js';

export const MAINTENANCE_JOB = 'maintenance';

/** Hourly, on one instance: expired sessions, spent rate-limit windows and copies kept for Undo past their window are deleted. */
export function defineMaintenanceJob(jobs: JobQueue, deps: { db: Db; sessions: SessionStore; now?: () => Date }): void {
  jobs.define({
    name: MAINTENANCE_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    handler: async () => {
      await deps.sessions.purgeExpired();
      const now = deps.now?.() ?? new Date();
      await purgeSpentRateLimits(deps.db, now);
      await purgeExpiredDeletedItems(deps.db, now);
    },
  });
}
