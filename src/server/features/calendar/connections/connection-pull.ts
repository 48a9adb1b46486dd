import { shiftDate, startOfDayIn, todayIn } from '../../../../shared/dates.js';
import type { RemoteEvent, RemoteEventTime } from '../../../../shared/schemas/calendar-connections.js';
import { SUBSCRIPTION_MAX_EVENTS, SUBSCRIPTION_MAX_OCCURRENCES } from '../../../../shared/schemas/calendar-subscriptions.js';
import { busyRowsOf } from '../busy-rows.js';
import { applyServerEvent, firstOccurrence } from '../caldav/server-copy.js';
import { syncWindow } from '../caldav/sync-window.js';
import type { ConnectionCalendarRow, ConnectionLinkRow, StoredEvent } from './connections.repo.js';
import { serverCopyContext, type ConnectionContext } from './connection-context.js';
import type { ProviderSession } from './connection-session.js';
import { ProviderError, type EventChanges } from './provider.js';
import { remoteEventsIcs } from './remote-ics.js';

const DAY_MS = 86_400_000;

/** One calendar's pull: the session, the calendar, the user's zone and the synced dates as instants. */
interface Pull {
  ctx: ConnectionContext;
  session: ProviderSession;
  calendar: ConnectionCalendarRow;
  timezone: string;
  window: { from: string; to: string };
  from: Date;
  to: Date;
}

const instantOf = (time: RemoteEventTime | null): number | undefined => {
  if (!time) return undefined;
  const ms = 'date' in time ? Date.parse(`${time.date}T00:00:00Z`) + DAY_MS : Date.parse(time.dateTime);
  return Number.isNaN(ms) ? undefined : ms;
};

/** When a stored event stops mattering: a repeating master never (null); an instance once both its times are past. */
function endsAtOf(event: RemoteEvent): Date | null {
  if (!event.seriesId && event.recurrence?.some((line) => /^(RRULE|RDATE)/i.test(line))) return null;
  const ends = [instantOf(event.end), instantOf(event.originalStart), instantOf(event.start)].filter((ms) => ms !== undefined);
  return ends.length > 0 ? new Date(Math.max(...ends)) : null;
}

/** A pass as store changes: a cancelled event or series goes (with its instances), a cancelled instance is kept as one. */
function storeChanges(events: RemoteEvent[]) {
  const upserts: StoredEvent[] = [];
  const removed: string[] = [];
  for (const event of events) {
    if (event.status === 'cancelled' && !event.seriesId) removed.push(event.id);
    else upserts.push({ event, endsAt: endsAtOf(event) });
  }
  return { upserts, removed };
}

/** The calendar's changes since its sync token; a token the provider no longer accepts (410) means a full pass at once. */
async function listChanges({ session, calendar, from, to }: Pull): Promise<EventChanges> {
  const list = (syncToken: string | null) => session.call((token) => session.provider.changes(token, calendar.remoteId, { syncToken, from, to }));
  try {
    return await list(calendar.syncToken);
  } catch (error) {
    if (calendar.syncToken && error instanceof ProviderError && error.kind === 'sync-token') return list(null);
    throw error;
  }
}

const rootOf = (event: RemoteEvent) => event.seriesId ?? event.id;

function groupsOf(events: RemoteEvent[]) {
  const groups = new Map<string, RemoteEvent[]>();
  for (const event of events) groups.set(rootOf(event), [...(groups.get(rootOf(event)) ?? []), event]);
  return groups;
}

/** Whether a block still has dates in the synced range (a full pass lists only events that end after its start). */
const reachesWindow = (block: { date: string; rrule: string | null; seriesEnd: string | null }, from: string) =>
  block.rrule ? block.seriesEnd === null || block.seriesEnd >= from : block.date >= from;

/**
 * The block's event as the calendar holds it now, applied to the block; an event that is gone deletes the block (with
 * the usual Undo). Its master comes from the store, or from the provider when the store never held it.
 */
async function applyOwnGroup(pull: Pull, link: ConnectionLinkRow & { remoteId: string; timeBlockId: string }, group: RemoteEvent[]) {
  const { ctx, session, calendar, timezone } = pull;
  const userId = session.connection.userId;
  let master = group.find((e) => !e.seriesId);
  master ??= (await session.call((token) => session.provider.event(token, calendar.remoteId, link.remoteId))) ?? undefined;
  if (!master) {
    await ctx.removeBlock(userId, link.timeBlockId, ctx.now());
    await ctx.repo.removeLink(link.id);
    return;
  }
  const block = await ctx.blocks.blockOf(userId, link.timeBlockId);
  if (!block) return;
  const copy = serverCopyContext(ctx);
  const { occurrence, series } = await firstOccurrence(copy, remoteEventsIcs([master, ...group.filter((e) => e.seriesId)]), timezone);
  await applyServerEvent(copy, block, { occurrences: occurrence ? [occurrence] : [], series }, timezone);
  await ctx.repo.updateLink(link.id, { etag: master.etag });
}

/**
 * Changes to the blocks' own events on the write calendar, made elsewhere while nothing is queued here: an edit
 * updates its block, a deletion deletes it. Echoes of this app's own pushes (same etag, no instance changed) are left.
 * A full pass also looks for events that vanished without a trace, asking the provider before deleting anything.
 */
async function applyOwnChanges(pull: Pull, changes: EventChanges, links: ConnectionLinkRow[]) {
  const { ctx, session } = pull;
  const groups = groupsOf(await ctx.repo.storedEvents(pull.calendar.id));
  const changedIds = new Set(changes.events.map((e) => e.id));
  const touched = new Set(changes.events.map(rootOf));
  for (const link of links) {
    if (!link.remoteId || !link.timeBlockId || link.pending) continue;
    const group = groups.get(link.remoteId) ?? [];
    const master = group.find((e) => !e.seriesId);
    const echo = master && master.etag === link.etag && !group.some((e) => e.seriesId && changedIds.has(e.id));
    if (touched.has(link.remoteId) || link.etag === null) {
      if (!echo) await applyOwnGroup(pull, { ...link, remoteId: link.remoteId, timeBlockId: link.timeBlockId }, group);
      continue;
    }
    if (!changes.full || master) continue;
    const block = await ctx.blocks.blockOf(session.connection.userId, link.timeBlockId);
    if (block && reachesWindow(block, pull.window.from)) await applyOwnGroup(pull, { ...link, remoteId: link.remoteId, timeBlockId: link.timeBlockId }, []);
  }
}

/**
 * The calendar's events in the synced dates as busy time, series expanded: all of them but the blocks' own events
 * (this connection's, or any event Twelvefold wrote for one of the user's blocks) and free time.
 */
async function readBusy(pull: Pull, ownRoots: Set<string>) {
  const { ctx, session, calendar, timezone, window } = pull;
  const events = await ctx.repo.storedEvents(calendar.id);
  const blockOfRoot = new Map(events.filter((e) => !e.seriesId && e.blockId).map((e) => [e.id, e.blockId!]));
  const ownBlocks = await ctx.repo.ownBlockIds(calendar.userId, [...blockOfRoot.values()]);
  const foreign = events.filter((e) => {
    const blockId = e.blockId ?? blockOfRoot.get(rootOf(e));
    return !ownRoots.has(rootOf(e)) && !(blockId && ownBlocks.has(blockId));
  });
  const outcome = await ctx.reader.read({
    texts: [remoteEventsIcs(foreign, (e) => e.free)],
    timezone,
    from: pull.from,
    to: pull.to,
    source: 'calendar',
    limits: { maxEvents: SUBSCRIPTION_MAX_EVENTS, maxOccurrences: SUBSCRIPTION_MAX_OCCURRENCES },
    skipUnreadable: true,
  });
  const read = 'issue' in outcome ? outcome : outcome.results[0];
  if ('issue' in read) throw new ProviderError('refused', `“${calendar.name}” cannot be read: ${read.issue.message}`);
  await ctx.repo.replaceBusy(calendar, session.provider.id, busyRowsOf(read.occurrences, window, timezone));
}

/**
 * One calendar's pull: its changes (or all of it) into the store, the blocks' own events applied back (the write
 * calendar), and its busy time worked out again when anything changed or the day did. The sync token is kept last, so
 * a pass that fails is simply asked for again.
 */
export async function pullCalendar(ctx: ConnectionContext, session: ProviderSession, calendar: ConnectionCalendarRow, timezone: string) {
  const window = syncWindow(timezone, ctx.now());
  const pull: Pull = {
    ctx,
    session,
    calendar,
    timezone,
    window,
    from: startOfDayIn(window.from, timezone),
    to: startOfDayIn(shiftDate(window.to, 1), timezone),
  };
  const changes = await listChanges(pull);
  await ctx.repo.storeEvents(calendar, { full: changes.full, ...storeChanges(changes.events), keepFrom: pull.from });
  const links = calendar.role === 'write' ? await ctx.repo.linksOf(session.connection.id) : [];
  if (calendar.role === 'write') await applyOwnChanges(pull, changes, links);
  const today = todayIn(timezone, ctx.now());
  if (changes.full || changes.events.length > 0 || calendar.busyReadOn !== today) {
    await readBusy(pull, new Set(links.flatMap((l) => (l.remoteId ? [l.remoteId] : []))));
  }
  await ctx.repo.updateCalendar(calendar.id, { syncToken: changes.syncToken, busyReadOn: today, lastSyncAt: ctx.now() });
}
