import type { JobQueue } from '../../jobs/job-queue.js';
import type { CalendarRepo } from './calendar.repo.js';
import type { CaldavSync } from './caldav/caldav-sync.js';

export const CALENDAR_SYNC_JOB = 'calendar-sync';
export const CALENDAR_SYNC_ALL_JOB = 'calendar-sync-all';
/** Every connected account syncs once per period, on whichever instance takes the job. */
export const CALENDAR_SYNC_PERIOD_SECONDS = 5 * 60;

/** Asks for a sync of the user's calendar: at most one waits per user (the queue is stately), so a burst of edits becomes one push. */
export function scheduleCalendarSync(jobs: JobQueue) {
  return async (userId: string): Promise<void> => {
    await jobs.send(CALENDAR_SYNC_JOB, { userId }, { singletonKey: userId });
  };
}

/** The sync of one user's calendar, and every connected account's once per period, on whichever instance takes it. */
export function defineCalendarJobs(jobs: JobQueue, { repo, sync }: { repo: CalendarRepo; sync: CaldavSync }): void {
  jobs.define<{ userId: string }>({
    name: CALENDAR_SYNC_JOB,
    policy: 'stately',
    handler: async ({ userId }) => {
      await sync.syncUser(userId);
    },
  });
  jobs.define({
    name: CALENDAR_SYNC_ALL_JOB,
    cron: `*/${CALENDAR_SYNC_PERIOD_SECONDS / 60} * * * *`,
    retryLimit: 1,
    handler: async () => {
      for (const userId of await repo.connectedUserIds()) {
        await jobs.send(CALENDAR_SYNC_JOB, { userId }, { singletonKey: userId, singletonSeconds: CALENDAR_SYNC_PERIOD_SECONDS });
      }
    },
  });
}
