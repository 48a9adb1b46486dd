import type { FastifyBaseLogger } from 'fastify';
import { shiftDate, todayIn } from '../../../../shared/dates.js';
import { FEED_MONTHS_AHEAD, FEED_WEEKS_BACK, ICS_MAX_OCCURRENCES, type CaldavAccount } from '../../../../shared/schemas/calendar.js';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../../../../shared/schemas/common.js';
import { TIME_BLOCK_CATEGORIES, TITLE_MAX_LENGTH, type TimeBlockCategory } from '../../../../shared/schemas/time-blocks.js';
import type { AccountRow, BlockRow, CalendarRepo, LinkRow } from '../calendar.repo.js';
import { CaldavError, createCaldavClient, objectPath, type CaldavClient, type CaldavCredentials } from './caldav-client.js';
import type { CaldavNetwork } from './caldav-fetch.js';
import { blockUid, buildBlockIcs } from '../ics/ics-build.js';
import type { ParsedOccurrence, ParsedSeries } from '../ics/ics-parse.js';
import { seriesBlockOf } from '../ics/ics-series.js';
import type { IcsReader } from '../ics/ics-reader.js';
import { placeOnMinutes } from '../place-on-minutes.js';
import type { SecretBox } from '../../../secret-box.js';
import { wallTimeOf, wallTimeToUtc } from '../zoned-time.js';

export function toAccountDto(row: AccountRow, pendingChanges: number): CaldavAccount {
  return {
    serverUrl: row.serverUrl,
    username: row.username,
    calendarUrl: row.calendarUrl,
    calendarName: row.calendarName,
    state: row.state,
    lastError: row.lastError,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    pendingChanges,
  };
}

export function syncWindow(timezone: string, now: Date) {
  const today = todayIn(timezone, now);
  const from = shiftDate(today, -7 * FEED_WEEKS_BACK);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const ahead = new Date(Date.UTC(y, m - 1 + FEED_MONTHS_AHEAD, d));
  const to = ahead.toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The dates an all-day event covers inside the window, one busy row each. All-day dates are floating
 * (RFC 5545 §3.3.4): they name the same calendar days in every zone, and DTEND is exclusive.
 */
export function allDayDates(occurrence: Pick<ParsedOccurrence, 'start' | 'end'>, window: { from: string; to: string }): string[] {
  const first = occurrence.start.toISOString().slice(0, 10);
  const last = shiftDate(occurrence.end.toISOString().slice(0, 10), -1);
  const from = first > window.from ? first : window.from;
  const to = last < window.to ? last : window.to;
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}

interface SyncDeps {
  repo: CalendarRepo;
  /** Arranges a sync for the user soon, off the request (a job on the queue). */
  scheduleSync: (userId: string) => Promise<void>;
  box: SecretBox;
  /** Parses what the server sends, off the event loop and within the iCalendar bounds. */
  reader: IcsReader;
  /** Which servers may be reached. */
  network: CaldavNetwork;
  /** Deletes a block as the user's delete does, kept 10 minutes for Undo; false when it is gone already. */
  removeBlock: (userId: string, blockId: string, now: Date) => Promise<boolean>;
  now?: () => Date;
  logger?: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * Two-way sync with one CalDAV calendar per user. Changes to time blocks go to an outbox (the link rows'
 * `pending`), pushed with If-None-Match / If-Match; a failed push stays queued until the next sync. Runs for
 * one user never overlap.
 */
export function createCaldavSync(deps: SyncDeps) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());
  const running = new Map<string, Promise<unknown>>();

  const clientFor = (account: AccountRow): CaldavClient => {
    const credentials: CaldavCredentials = {
      serverUrl: account.serverUrl,
      username: account.username,
      password: box.open(account.passwordEncrypted),
    };
    return createCaldavClient(credentials, { network: deps.network, timeoutMs: deps.timeoutMs });
  };

  function serialize<T>(userId: string, run: () => Promise<T>): Promise<T> {
    const previous = running.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    const settled = next.catch(() => undefined);
    running.set(userId, settled);
    void settled.then(() => {
      if (running.get(userId) === settled) running.delete(userId);
    });
    return next;
  }

  /** The block's fields from a server event, when the event is a plain timed one. */
  function blockFieldsFrom(occurrence: ParsedOccurrence, timezone: string) {
    const placed = placeOnMinutes(occurrence.start, occurrence.end, timezone);
    const category = TIME_BLOCK_CATEGORIES.includes(occurrence.category as TimeBlockCategory) ? (occurrence.category as TimeBlockCategory) : undefined;
    return {
      ...placed,
      title: (occurrence.title || 'Untitled event').slice(0, TITLE_MAX_LENGTH),
      ...(category ? { category } : {}),
    };
  }

  /** The event's first timed occurrence, and the event as a series when it repeats. */
  async function firstOccurrence(data: string, timezone: string): Promise<{ occurrence?: ParsedOccurrence; series?: ParsedSeries }> {
    const outcome = await deps.reader.read({
      texts: [data],
      timezone,
      from: new Date(Date.UTC(DATE_MIN_YEAR, 0, 1)),
      to: new Date(Date.UTC(DATE_MAX_YEAR + 1, 0, 1)),
      firstOnly: true,
      source: 'calendar',
      series: true,
    });
    const read = 'results' in outcome ? outcome.results[0] : undefined;
    if (!read || !('occurrences' in read)) return {};
    const occurrence = read.occurrences.find((o) => !o.allDay);
    return { occurrence, series: read.series?.find((s) => s.uid === occurrence?.uid) };
  }

  async function applyServerCopy(userId: string, block: BlockRow, occurrence: ParsedOccurrence, timezone: string) {
    const fields = blockFieldsFrom(occurrence, timezone);
    await repo.updateBlock(userId, block.id, fields, now());
  }

  /**
   * A repeating event of ours changed on the server: the block keeps repeating by the server's rule, removed dates
   * and edited occurrences. False when the rule is not one the product repeats by (the first occurrence is applied).
   */
  async function applyServerSeries(userId: string, block: BlockRow, series: ParsedSeries, timezone: string): Promise<boolean> {
    const read = seriesBlockOf(series, timezone, 'Untitled event');
    if (!read.ok) return false;
    const category = TIME_BLOCK_CATEGORIES.includes(series.category as TimeBlockCategory) ? (series.category as TimeBlockCategory) : undefined;
    await repo.replaceSeries(userId, block.id, { ...read.values, ...(category ? { category } : {}) }, read.exceptions, now());
    return true;
  }

  const serverIsNewer = (occurrence: ParsedOccurrence | undefined, block: BlockRow) =>
    occurrence !== undefined && (occurrence.lastModified === undefined || occurrence.lastModified.getTime() > block.updatedAt.getTime());

  async function pushUpsert(client: CaldavClient, account: AccountRow, link: LinkRow, timezone: string) {
    const userId = account.userId;
    const block = link.timeBlockId ? await repo.blockOf(userId, link.timeBlockId) : undefined;
    if (!block) {
      if (link.href) await repo.updateLink(userId, link.id, { pending: 'delete' });
      else await repo.removeLink(userId, link.id);
      return;
    }
    const exceptions = block.rrule ? await repo.exceptionsOf(userId, block.id) : [];
    const ics = buildBlockIcs({ ...block, exceptions }, timezone, now());
    const calendarUrl = account.calendarUrl!;

    if (!link.href) {
      const created = await client.create(calendarUrl, `${encodeURIComponent(link.uid)}.ics`, ics);
      if (created.status === 412) {
        // Created by an earlier attempt whose answer was lost: continue as an update of that object.
        const existing = await client.get(calendarUrl, created.url);
        await repo.updateLink(userId, link.id, { href: created.url, etag: existing?.etag ?? null });
        return pushUpsert(client, account, { ...link, href: created.url, etag: existing?.etag ?? null }, timezone);
      }
      if (created.status >= 300) throw new CaldavError('protocol', `HTTP ${created.status}`);
      const etag = created.etag ?? (await client.get(calendarUrl, created.url))?.etag ?? null;
      await repo.updateLink(userId, link.id, { href: created.url, etag, pending: null, attempts: 0, lastError: null });
      return;
    }

    const updated = await client.update(link.href, link.etag ?? undefined, ics);
    if (updated.status === 404) {
      await repo.updateLink(userId, link.id, { href: null, etag: null });
      return pushUpsert(client, account, { ...link, href: null, etag: null }, timezone);
    }
    if (updated.status === 412) {
      // Someone changed the event on the server since our last push: the newer change wins.
      const remote = await client.get(calendarUrl, link.href);
      if (!remote) {
        await repo.updateLink(userId, link.id, { href: null, etag: null });
        return pushUpsert(client, account, { ...link, href: null, etag: null }, timezone);
      }
      const { occurrence, series } = await firstOccurrence(remote.data, timezone);
      if (occurrence && serverIsNewer(occurrence, block)) {
        if (!series || !(await applyServerSeries(userId, block, series, timezone))) await applyServerCopy(userId, block, occurrence, timezone);
        await repo.updateLink(userId, link.id, { etag: remote.etag ?? null, pending: null, attempts: 0, lastError: null });
        return;
      }
      const retried = await client.update(link.href, remote.etag, ics);
      if (retried.status >= 300) throw new CaldavError('protocol', `HTTP ${retried.status}`);
      await repo.updateLink(userId, link.id, { etag: retried.etag ?? (await client.get(calendarUrl, link.href))?.etag ?? null, pending: null, attempts: 0, lastError: null });
      return;
    }
    if (updated.status >= 300) throw new CaldavError('protocol', `HTTP ${updated.status}`);
    const etag = updated.etag ?? (await client.get(calendarUrl, link.href))?.etag ?? null;
    await repo.updateLink(userId, link.id, { etag, pending: null, attempts: 0, lastError: null });
  }

  async function pushDelete(client: CaldavClient, account: AccountRow, link: LinkRow) {
    const userId = account.userId;
    if (!link.href) {
      await repo.removeLink(userId, link.id);
      return;
    }
    let result = await client.remove(link.href, link.etag ?? undefined);
    if (result.status === 412) {
      // Deleting is the user's latest intent for this block: delete whatever the server holds now.
      const remote = await client.get(account.calendarUrl!, link.href);
      result = remote ? await client.remove(link.href, remote.etag) : { status: 404 };
    }
    if (result.status >= 300 && result.status !== 404) throw new CaldavError('protocol', `HTTP ${result.status}`);
    await repo.removeLink(userId, link.id);
  }

  async function push(client: CaldavClient, account: AccountRow, timezone: string) {
    for (const link of await repo.pendingLinks(account.userId)) {
      try {
        if (link.pending === 'delete') await pushDelete(client, account, link);
        else await pushUpsert(client, account, link, timezone);
      } catch (error) {
        await repo.updateLink(account.userId, link.id, { attempts: link.attempts + 1, lastError: (error as Error).message });
        if (error instanceof CaldavError && error.kind !== 'protocol') throw error;
        deps.logger?.warn({ err: error, userId: account.userId }, 'calendar push failed; will retry');
      }
    }
  }

  async function pull(client: CaldavClient, account: AccountRow, timezone: string) {
    const userId = account.userId;
    const window = syncWindow(timezone, now());
    const start = wallTimeToUtc(wallTimeOf(window.from), timezone);
    const end = wallTimeToUtc(wallTimeOf(shiftDate(window.to, 1)), timezone);
    const objects = await client.list(account.calendarUrl!, { start, end });
    const links = new Map((await repo.linksOf(userId)).map((l) => [l.uid, l]));
    const busy: Parameters<CalendarRepo['replaceBusy']>[1] = [];

    const outcome = await deps.reader.read({ texts: objects.map((o) => o.data), timezone, from: start, to: end, source: 'calendar', series: true });
    if ('issue' in outcome) throw new CaldavError('limit', outcome.issue.message);

    for (const [index, object] of objects.entries()) {
      const read = outcome.results[index]!;
      if ('issue' in read) {
        deps.logger?.warn({ url: object.url, issue: read.issue }, 'skipping an unreadable calendar object');
        continue;
      }
      const { occurrences } = read;
      const first = occurrences[0];
      if (!first) continue;
      const link = links.get(first.uid);
      if (link) {
        if (link.pending || !link.timeBlockId || object.etag === link.etag) continue;
        const block = await repo.blockOf(userId, link.timeBlockId);
        const series = read.series?.find((s) => s.uid === first.uid);
        if (block && series && (await applyServerSeries(userId, block, series, timezone))) {
          await repo.updateLink(userId, link.id, { etag: object.etag ?? null, href: object.url });
          continue;
        }
        const occurrence = occurrences.find((o) => !o.allDay);
        if (!block || !occurrence) continue;
        // Changed on the server while nothing is queued here: the server's copy is the newer change.
        if (block.rrule !== null && !series) await repo.replaceSeries(userId, block.id, { ...blockFieldsFrom(occurrence, timezone), rrule: null, seriesEnd: null }, [], now());
        else await applyServerCopy(userId, block, occurrence, timezone);
        await repo.updateLink(userId, link.id, { etag: object.etag ?? null, href: object.url });
        continue;
      }
      const add = (row: (typeof busy)[number]) => {
        if (busy.length >= ICS_MAX_OCCURRENCES) {
          throw new CaldavError('limit', `The calendar has more than ${ICS_MAX_OCCURRENCES} busy entries in the synced dates`);
        }
        busy.push(row);
      };
      for (const occurrence of occurrences) {
        const title = (occurrence.title || 'Busy').slice(0, TITLE_MAX_LENGTH);
        if (occurrence.allDay) {
          for (const date of allDayDates(occurrence, window)) add({ uid: occurrence.key, title, date, hour: 0, minute: 0, durationMinutes: 24 * 60, allDay: true });
          continue;
        }
        add({ uid: occurrence.key, title, ...placeOnMinutes(occurrence.start, occurrence.end, timezone), allDay: false });
      }
    }
    await repo.replaceBusy(userId, busy);
  }

  /**
   * A block's event deleted on the server (by any client) while nothing is queued here goes too, with the usual
   * Undo; one changed here since the last sync was pushed again before this (its update found no event).
   */
  async function applyServerDeletions(client: CaldavClient, account: AccountRow) {
    const userId = account.userId;
    const present = await client.paths(account.calendarUrl!);
    for (const link of await repo.linksOf(userId)) {
      if (!link.href || link.pending || !link.timeBlockId || present.has(objectPath(link.href, account.calendarUrl!))) continue;
      await deps.removeBlock(userId, link.timeBlockId, now());
      await repo.removeLink(userId, link.id);
    }
  }

  async function runSync(userId: string): Promise<AccountRow | undefined> {
    const account = await repo.accountOf(userId);
    if (!account?.calendarUrl) return account;
    const timezone = await repo.userTimezone(userId);
    try {
      const client = clientFor(account);
      await push(client, account, timezone);
      await pull(client, account, timezone);
      await applyServerDeletions(client, account);
      if (await repo.pendingCount(userId)) await push(client, account, timezone);
      return await repo.updateAccount(userId, { state: 'ok', lastError: null, lastSyncAt: now() });
    } catch (error) {
      const message = error instanceof CaldavError ? error.message : 'Calendar sync failed. Your time blocks are kept and will sync on the next try.';
      if (!(error instanceof CaldavError)) deps.logger?.error({ err: error, userId }, 'calendar sync failed');
      return repo.updateAccount(userId, { state: 'error', lastError: message });
    }
  }

  return {
    clientFor,

    /** Runs one sync for the user now (after any sync already running for them). */
    syncUser(userId: string) {
      return serialize(userId, () => runSync(userId));
    },

    /** Queues the block's event for creation or update in the outbox; a job pushes it. */
    async blockChanged(userId: string, blockId: string) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl) return;
      await repo.markUpsert(userId, blockId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    /** Queues many new blocks (an import) with one look at the account and one sync. */
    async blocksAdded(userId: string, blockIds: string[]) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl || blockIds.length === 0) return;
      for (const blockId of blockIds) await repo.markUpsert(userId, blockId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    async blockDeleted(userId: string, blockId: string) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl) return;
      await repo.markDelete(userId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    /** Resolves when no sync is running; the app awaits it on close. */
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}

export type CaldavSync = ReturnType<typeof createCaldavSync>;
