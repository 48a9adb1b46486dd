import { createHash } from 'node:crypto';
import { shiftDate, todayIn } from '../../../shared/dates.js';
import { FEED_WEEKS_BACK, type CalendarFeed } from '../../../shared/schemas/calendar.js';
import { notFound } from '../../errors.js';
import type { CalendarRepo } from './calendar.repo.js';
import { syncWindow } from './caldav/sync-window.js';
import { buildFeedIcs } from './ics/ics-build.js';
import { hashFeedToken, newFeedToken, type SecretBox } from '../../secret-box.js';

export const feedPath = (token: string) => `/calendar/${token}.ics`;

export function createCalendarFeedService(deps: { repo: CalendarRepo; box: SecretBox; now?: () => Date }) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    async get(userId: string, baseUrl: string): Promise<CalendarFeed> {
      const feed = await repo.feedOf(userId);
      if (!feed) return { url: null, createdAt: null };
      return { url: `${baseUrl}${feedPath(box.open(feed.tokenEncrypted))}`, createdAt: feed.createdAt.toISOString() };
    },

    /** A new secret URL; the previous one stops working at once. */
    async rotate(userId: string, baseUrl: string): Promise<{ feed: CalendarFeed; created: boolean }> {
      const existed = Boolean(await repo.feedOf(userId));
      const token = newFeedToken();
      const row = await repo.replaceFeed(userId, hashFeedToken(token), box.seal(token));
      return { feed: { url: `${baseUrl}${feedPath(token)}`, createdAt: row.createdAt.toISOString() }, created: !existed };
    },

    /** The feed's body with validators for conditional requests; 404 for an unknown or rotated token. */
    async render(token: string) {
      const feed = await repo.feedByTokenHash(hashFeedToken(token));
      if (!feed) throw notFound('Calendar feed');
      const timezone = await repo.userTimezone(feed.userId);
      const window = syncWindow(timezone, now());
      const from = shiftDate(todayIn(timezone, now()), -7 * FEED_WEEKS_BACK);
      const [blocks, goals] = await Promise.all([repo.blocksBetween(feed.userId, from, window.to), repo.goalsEndingBetween(feed.userId, from, window.to)]);
      const lastModifiedMs = Math.max(
        feed.createdAt.getTime(),
        ...blocks.flatMap((b) => [b.updatedAt, ...b.exceptions.map((e) => e.updatedAt)].map((d) => d.getTime())),
        ...goals.map((g) => g.updatedAt.getTime()),
      );
      const lastModified = new Date(Math.floor(lastModifiedMs / 1000) * 1000);
      const ics = buildFeedIcs({ timezone, blocks, goals, from, to: window.to, stamp: lastModified });
      const etag = `"${createHash('sha256').update(ics).digest('base64url').slice(0, 32)}"`;
      return { ics, etag, lastModified };
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
