import { shiftDate, startOfDayIn } from '../../../../shared/dates.js';
import { ICS_MAX_OCCURRENCES } from '../../../../shared/schemas/calendar.js';
import type { AccountRow, LinkRow } from '../calendar.repo.js';
import type { ParsedOccurrence, ParsedSeries } from '../ics/ics-parse.js';
import { busyRowsOf, type BusyRow } from '../busy-rows.js';
import { CaldavError, objectPath, type CaldavClient } from './caldav-client.js';
import { applyServerEvent, type SyncContext } from './server-copy.js';
import { syncWindow } from './sync-window.js';

/**
 * Reads the calendar's events in the synced dates: an event of ours changed on the server updates its block, any
 * other event is busy time (replaced as a whole).
 */
export async function pullChanges(ctx: SyncContext, client: CaldavClient, account: AccountRow, timezone: string) {
  const userId = account.userId;
  const window = syncWindow(timezone, ctx.now());
  const start = startOfDayIn(window.from, timezone);
  const end = startOfDayIn(shiftDate(window.to, 1), timezone);
  const objects = await client.list(account.calendarUrl!, { start, end });
  const links = new Map((await ctx.repo.linksOf(userId)).map((l) => [l.uid, l]));
  const busy: BusyRow[] = [];

  const outcome = await ctx.reader.read({ texts: objects.map((o) => o.data), timezone, from: start, to: end, source: 'calendar', series: true });
  if ('issue' in outcome) throw new CaldavError('limit', outcome.issue.message);

  for (const [index, object] of objects.entries()) {
    const read = outcome.results[index];
    if ('issue' in read) {
      ctx.logger?.warn({ url: object.url, issue: read.issue }, 'skipping an unreadable calendar object');
      continue;
    }
    const first = read.occurrences[0];
    if (!first) continue;
    const link = links.get(first.uid);
    if (link) {
      await applyServerChange(ctx, { link, object, occurrences: read.occurrences, series: read.series?.find((s) => s.uid === first.uid) }, timezone);
      continue;
    }
    busy.push(...busyRowsOf(read.occurrences, window, timezone));
    if (busy.length > ICS_MAX_OCCURRENCES) throw new CaldavError('limit', `The calendar has more than ${ICS_MAX_OCCURRENCES} busy entries in the synced dates`);
  }
  await ctx.repo.replaceBusy(userId, busy);
}

interface ServerChange {
  link: LinkRow;
  object: { url: string; etag?: string };
  occurrences: ParsedOccurrence[];
  series: ParsedSeries | undefined;
}

/** Changed on the server while nothing is queued here: the server's copy is the newer change. */
async function applyServerChange(ctx: SyncContext, { link, object, occurrences, series }: ServerChange, timezone: string) {
  if (link.pending || !link.timeBlockId || object.etag === link.etag) return;
  const block = await ctx.repo.blockOf(link.userId, link.timeBlockId);
  if (!block || !(await applyServerEvent(ctx, block, { occurrences, series }, timezone))) return;
  await ctx.repo.updateLink(link.userId, link.id, { etag: object.etag ?? null, href: object.url });
}

/**
 * A block's event deleted on the server (by any client) while nothing is queued here goes too, with the usual
 * Undo; one changed here since the last sync was pushed again before this (its update found no event).
 */
export async function applyServerDeletions(ctx: SyncContext, client: CaldavClient, account: AccountRow) {
  const userId = account.userId;
  const present = await client.paths(account.calendarUrl!);
  for (const link of await ctx.repo.linksOf(userId)) {
    if (!link.href || link.pending || !link.timeBlockId || present.has(objectPath(link.href, account.calendarUrl!))) continue;
    await ctx.removeBlock(userId, link.timeBlockId, ctx.now());
    await ctx.repo.removeLink(userId, link.id);
  }
}
