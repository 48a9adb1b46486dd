import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { CalendarRepo } from './calendar.repo.js';
import { createCalendarFeedService } from './calendar-feed.service.js';
import { createCalendarImportService } from './calendar-import.service.js';
import { createCaldavSync } from './caldav/caldav-sync.js';
import { createCaldavService } from './caldav/caldav.service.js';
import type { CaldavNetwork } from './caldav/caldav-fetch.js';
import { createIcsReader } from './ics/ics-reader.js';
import { createSecretBox } from '../../secret-box.js';
import type { TimeBlocksRepo } from '../time-blocks/index.js';

export const CALENDAR_SYNC_JOB = 'calendar-sync';
export const CALENDAR_SYNC_ALL_JOB = 'calendar-sync-all';
/** Every connected account syncs once per period, on whichever instance takes the job. */
export const CALENDAR_SYNC_PERIOD_SECONDS = 5 * 60;

/** One sync engine shared by the calendar routes and the time-block routes that feed its outbox. */
export function createCalendarServices(deps: {
  repo: CalendarRepo;
  /** Blocks a CalDAV server deleted are removed from the planner through the time-blocks repo. */
  blocks: TimeBlocksRepo;
  jobs: JobQueue;
  sessionSecret: string;
  /** Which CalDAV servers may be reached (CALDAV_ALLOW_PRIVATE). */
  network: CaldavNetwork;
  now?: () => Date;
  logger?: FastifyBaseLogger;
}) {
  const { repo, blocks, jobs, network } = deps;
  const reader = createIcsReader();
  const caldavBox = createSecretBox(deps.sessionSecret, 'caldav-password');
  const sync = createCaldavSync({
    repo,
    reader,
    network,
    removeBlock: (userId, blockId, at) => blocks.remove(userId, blockId, at),
    box: caldavBox,
    now: deps.now,
    logger: deps.logger,
    // At most one waiting sync per user (the queue is stately): a burst of edits becomes one push.
    scheduleSync: async (userId) => {
      await jobs.send(CALENDAR_SYNC_JOB, { userId }, { singletonKey: userId });
    },
  });

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

  return {
    sync,
    reader,
    feed: createCalendarFeedService({ repo, box: createSecretBox(deps.sessionSecret, 'feed-token'), now: deps.now }),
    caldav: createCaldavService({ repo, box: caldavBox, sync, network, now: deps.now }),
    importer: createCalendarImportService({
      repo,
      reader,
      onImported: (userId, ids) => sync.blocksAdded(userId, ids),
    }),
  };
}
