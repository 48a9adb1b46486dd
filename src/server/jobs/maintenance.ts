import { lt } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema/index.js';
import type { SessionStore } from '../plugins/session.js';
import type { JobQueue } from './job-queue.js';

export const MAINTENANCE_JOB = 'maintenance';

/** Hourly, on one instance: expired sessions and spent rate-limit windows are deleted. */
export function defineMaintenanceJob(jobs: JobQueue, deps: { db: Db; sessions: SessionStore; now?: () => Date }): void {
  jobs.define({
    name: MAINTENANCE_JOB,
    cron: '17 * * * *',
    retryLimit: 2,
    handler: async () => {
      await deps.sessions.purgeExpired();
      const now = (deps.now?.() ?? new Date()).getTime();
      await deps.db.delete(rateLimits).where(lt(rateLimits.expire, now));
    },
  });
}
