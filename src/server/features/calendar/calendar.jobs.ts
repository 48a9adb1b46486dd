import type { JobQueue } from '../../jobs/job-queue.js';
import type { CalendarRepo } from './calendar.repo.js';
import type { CaldavSync } from './caldav/caldav-sync.js';
import type { SubscriptionsService } from './subscriptions/subscriptions.service.js';

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

export const SUBSCRIPTION_FETCH_JOB = 'calendar-subscription-fetch';
export const SUBSCRIPTIONS_DUE_JOB = 'calendar-subscriptions-due';
/** Subscriptions sent to be fetched by one look for those due (each minute). */
const DUE_BATCH = 200;

/**
 * Each minute, the subscriptions whose time has come are sent to be fetched, one job per subscription: the queue keeps
 * at most one waiting and one running per subscription (stately), and the row's lease keeps a refresh by hand apart.
 */
export function defineSubscriptionJobs(jobs: JobQueue, subscriptions: SubscriptionsService): void {
  jobs.define<{ subscriptionId: string }>({
    name: SUBSCRIPTION_FETCH_JOB,
    policy: 'stately',
    retryLimit: 1,
    handler: async ({ subscriptionId }) => {
      await subscriptions.fetchScheduled(subscriptionId);
    },
  });
  jobs.define({
    name: SUBSCRIPTIONS_DUE_JOB,
    cron: '* * * * *',
    retryLimit: 1,
    handler: async () => {
      for (const subscriptionId of await subscriptions.dueIds(DUE_BATCH)) {
        await jobs.send(SUBSCRIPTION_FETCH_JOB, { subscriptionId }, { singletonKey: subscriptionId });
      }
    },
  });
}
