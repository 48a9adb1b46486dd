import type { FastifyBaseLogger } from 'fastify';
import { shiftDate, startOfDayIn, todayIn } from '../../../../shared/dates.js';
import {
  SUBSCRIPTION_FETCH_SECONDS,
  SUBSCRIPTION_MAX_EVENTS,
  SUBSCRIPTION_MAX_OCCURRENCES,
  SUBSCRIPTION_NAME_MAX,
  SUBSCRIPTION_REFRESH_MINUTES,
  SUBSCRIPTIONS_MAX,
  type Subscription,
  type SubscriptionCreateInput,
} from '../../../../shared/schemas/calendar-subscriptions.js';
import { ICS_MAX_SECONDS } from '../../../../shared/schemas/calendar.js';
import { AppError, badRequest, notFound } from '../../../errors.js';
import type { SecretBox } from '../../../secret-box.js';
import { busyRowsOf } from '../busy-rows.js';
import type { CaldavNetwork } from '../caldav/caldav-fetch.js';
import { syncWindow } from '../caldav/sync-window.js';
import type { IcsReader } from '../ics/ics-reader.js';
import { FeedError, fetchFeed } from './subscription-fetch.js';
import { fetchableUrl, maskUrl, urlHash } from './subscription-url.js';
import type { FetchedCopy, SubscriptionRow, SubscriptionsRepo } from './subscriptions.repo.js';

const NOT_FOUND = 'Calendar subscription';
const PERIOD_MS = SUBSCRIPTION_REFRESH_MINUTES * 60_000;
/** Each fetch is set a little earlier or later than the period, so calendars added together drift apart. */
const JITTER_MS = 90_000;
/** How long a fetch may hold its subscription: the fetch, the reading, and room to store. */
const LEASE_MS = (SUBSCRIPTION_FETCH_SECONDS + ICS_MAX_SECONDS + 30) * 1000;

export const toSubscriptionDto = (row: SubscriptionRow): Subscription => ({
  id: row.id,
  name: row.name,
  url: row.urlMasked,
  lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  lastError: row.lastError,
  eventCount: row.eventCount,
});

interface Deps {
  repo: SubscriptionsRepo;
  reader: IcsReader;
  /** Seals the addresses: they are often the secret that grants access to the calendar. */
  box: SecretBox;
  network: CaldavNetwork;
  now?: () => Date;
  random?: () => number;
  logger?: FastifyBaseLogger;
}

/**
 * Calendars subscribed to by their ICS address: read-only busy time, fetched at once, then every 15 minutes by a job
 * (one fetch at a time per subscription, held by a lease in its row). A failed fetch keeps the last good copy and
 * says why.
 */
export function createSubscriptionsService(deps: Deps) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const nextFetch = (from: Date) => new Date(from.getTime() + PERIOD_MS + Math.round((random() * 2 - 1) * JITTER_MS));

  /** The feed's events in the synced dates as busy rows, or 'unchanged'; a FeedError says why there is no copy. */
  async function readCopy(url: URL, previous: { etag: string | null; lastModified: string | null }, timezone: string) {
    const answer = await fetchFeed(url, previous, deps.network);
    if (answer.unchanged) return 'unchanged' as const;
    const window = syncWindow(timezone, now());
    const outcome = await deps.reader.read({
      texts: [answer.text],
      timezone,
      from: startOfDayIn(window.from, timezone),
      to: startOfDayIn(shiftDate(window.to, 1), timezone),
      source: 'calendar',
      limits: { maxEvents: SUBSCRIPTION_MAX_EVENTS, maxOccurrences: SUBSCRIPTION_MAX_OCCURRENCES },
      skipUnreadable: true,
    });
    const read = 'issue' in outcome ? outcome : outcome.results[0];
    if ('issue' in read) throw new FeedError(`The calendar cannot be read: ${read.issue.message}.`);
    const copy: FetchedCopy = {
      etag: answer.etag,
      lastModified: answer.lastModified,
      eventCount: read.occurrences.length,
      busy: busyRowsOf(read.occurrences, window, timezone),
    };
    return { copy, name: read.name };
  }

  /** One fetch of a subscription whose lease this holds: a new copy, "unchanged", or the reason it failed. */
  async function runFetch(row: SubscriptionRow): Promise<SubscriptionRow> {
    const started = now();
    const timezone = await repo.userTimezone(row.userId);
    const today = todayIn(timezone, started);
    // Validators only for a copy read today: on a later day the synced dates have moved, so the feed is read whole.
    const previous = row.copyReadOn === today ? { etag: row.etag, lastModified: row.lastModified } : { etag: null, lastModified: null };
    try {
      const read = await readCopy(fetchableUrl(box.open(row.urlEncrypted)), previous, timezone);
      if (read === 'unchanged') return (await repo.endFetch(row, { lastFetchedAt: now(), lastError: null }, nextFetch(started))) ?? row;
      return (await repo.storeCopy(row, read.copy, now(), today, nextFetch(started))) ?? row;
    } catch (error) {
      if (!(error instanceof FeedError)) deps.logger?.error({ err: error, subscriptionId: row.id }, 'calendar subscription fetch failed');
      const message = error instanceof FeedError ? error.message : 'Fetching the calendar failed; its events from the last fetch are kept.';
      return (await repo.endFetch(row, { lastError: message }, nextFetch(started))) ?? row;
    }
  }

  const owned = async (userId: string, id: string) => {
    const row = await repo.find(userId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  return {
    async list(userId: string): Promise<Subscription[]> {
      return (await repo.listOf(userId)).map(toSubscriptionDto);
    },

    /** Fetches and reads the calendar before anything is stored: an address that gives no calendar stores nothing. */
    async create(userId: string, input: SubscriptionCreateInput): Promise<Subscription> {
      const url = fetchableUrl(input.url);
      const hash = urlHash(url);
      if (await repo.byUrlHash(userId, hash)) throw new AppError(409, 'You already subscribe to this calendar');
      if ((await repo.countOf(userId)) >= SUBSCRIPTIONS_MAX) {
        throw badRequest('url', `You can subscribe to at most ${SUBSCRIPTIONS_MAX} calendars; remove one first`);
      }
      const timezone = await repo.userTimezone(userId);
      const read = await readCopy(url, { etag: null, lastModified: null }, timezone).catch((error: unknown) => {
        if (error instanceof FeedError) throw badRequest('url', `${error.message} Nothing was saved.`);
        throw error;
      });
      if (read === 'unchanged') throw badRequest('url', 'The calendar’s server answered “not modified” to a first fetch. Nothing was saved.');
      const name = (input.name ?? read.name ?? url.hostname).slice(0, SUBSCRIPTION_NAME_MAX);
      const fetchedAt = now();
      const values = { name, urlEncrypted: box.seal(url.href), urlHash: hash, urlMasked: maskUrl(url) };
      const row = await repo.create(userId, values, read.copy, fetchedAt, todayIn(timezone, fetchedAt), nextFetch(fetchedAt));
      if (!row) throw new AppError(409, 'You already subscribe to this calendar');
      return toSubscriptionDto(row);
    },

    async rename(userId: string, id: string, name: string): Promise<Subscription> {
      const row = await repo.rename(userId, id, name);
      if (!row) throw notFound(NOT_FOUND);
      return toSubscriptionDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound(NOT_FOUND);
    },

    /** Fetches now; `fetched: false` when a fetch is under way already (its result lands shortly). */
    async refresh(userId: string, id: string): Promise<{ subscription: Subscription; fetched: boolean }> {
      const row = await owned(userId, id);
      const started = now();
      const leased = await repo.lease(row.id, started, new Date(started.getTime() + LEASE_MS));
      if (!leased) return { subscription: toSubscriptionDto(row), fetched: false };
      return { subscription: toSubscriptionDto(await runFetch(leased)), fetched: true };
    },

    /** The job's fetch of one subscription, unless another fetch holds it or it is gone. */
    async fetchScheduled(id: string): Promise<void> {
      const started = now();
      const leased = await repo.lease(id, started, new Date(started.getTime() + LEASE_MS));
      if (leased) await runFetch(leased);
    },

    /** Subscriptions whose time has come. */
    dueIds(limit: number): Promise<string[]> {
      return repo.due(now(), limit);
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
