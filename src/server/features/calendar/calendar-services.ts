import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { createCalendarRepo } from './calendar.repo.js';
import { createCalendarFeedService } from './calendar-feed.service.js';
import { createCalendarImportService } from './calendar-import.service.js';
import { createCaldavSync } from './caldav-sync.js';
import { createCaldavService } from './caldav.service.js';
import { createSecretBox } from './secret-box.js';

/** One sync engine shared by the calendar routes and the time-block routes that feed its outbox. */
export function createCalendarServices(deps: { db: Db; sessionSecret: string; now?: () => Date; logger?: FastifyBaseLogger }) {
  const repo = createCalendarRepo(deps.db);
  const sync = createCaldavSync({ repo, box: createSecretBox(deps.sessionSecret, 'caldav-password'), now: deps.now, logger: deps.logger });
  return {
    sync,
    feed: createCalendarFeedService({ repo, box: createSecretBox(deps.sessionSecret, 'feed-token'), now: deps.now }),
    caldav: createCaldavService({ repo, box: createSecretBox(deps.sessionSecret, 'caldav-password'), sync, now: deps.now }),
    importer: createCalendarImportService({
      repo,
      onImported: async (userId, ids) => {
        for (const id of ids) await sync.blockChanged(userId, id);
      },
    }),
  };
}
