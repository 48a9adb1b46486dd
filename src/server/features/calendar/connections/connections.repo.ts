import { and, asc, count, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { CalendarProviderId, RemoteEvent } from '../../../../shared/schemas/calendar-connections.js';
import type { Db } from '../../../db/database.js';
import {
  calendarBusyEvents,
  calendarConnectionCalendars,
  calendarConnectionLinks,
  calendarConnections,
  calendarRemoteEvents,
  timeBlocks,
} from '../../../db/schema/index.js';
import type { BusyRow } from '../busy-rows.js';

export type ConnectionRow = typeof calendarConnections.$inferSelect;
export type ConnectionCalendarRow = typeof calendarConnectionCalendars.$inferSelect;
export type ConnectionLinkRow = typeof calendarConnectionLinks.$inferSelect;
type ConnectionValues = Partial<Omit<typeof calendarConnections.$inferInsert, 'id' | 'userId' | 'provider' | 'createdAt'>>;
type TokenValues = Pick<
  typeof calendarConnections.$inferInsert,
  'accountEmail' | 'refreshTokenEncrypted' | 'accessTokenEncrypted' | 'accessTokenExpiresAt' | 'scopes'
>;
type LinkValues = Partial<Pick<ConnectionLinkRow, 'remoteId' | 'etag' | 'pending' | 'attempts' | 'lastError'>>;
/** A calendar as chosen: its provider id and name. */
export interface ChosenCalendar {
  remoteId: string;
  name: string;
}

/** A stored event of a calendar and when it ends (null: a master that repeats, kept whatever the date). */
export interface StoredEvent {
  event: RemoteEvent;
  endsAt: Date | null;
}

export function createConnectionsRepo(db: Db) {
  return {
    ...connectionQueries(db),
    ...calendarQueries(db),
    ...storeQueries(db),
    ...linkQueries(db),
  };
}

/** The connections: tokens, state and the lease that keeps one sync at a time. */
function connectionQueries(db: Db) {
  return {
    listOf(userId: string) {
      return db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId)).orderBy(asc(calendarConnections.createdAt));
    },
    async find(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(calendarConnections)
        .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.id, id)));
      return row;
    },
    async byId(id: string) {
      const [row] = await db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
      return row;
    },
    /** Signing in to an account: a new connection, or the same account's row with fresh tokens and its state cleared. */
    async saveSignIn(userId: string, provider: CalendarProviderId, accountId: string, values: TokenValues) {
      const fresh = { ...values, state: 'connected' as const, stateReason: null, retryAt: null, failures: 0, updatedAt: new Date() };
      const [row] = await db
        .insert(calendarConnections)
        .values({ userId, provider, accountId, ...fresh })
        .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider, calendarConnections.accountId], set: fresh })
        .returning();
      return row;
    },
    async update(id: string, values: ConnectionValues) {
      const [row] = await db
        .update(calendarConnections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(calendarConnections.id, id))
        .returning();
      return row;
    },
    /** Forgets the connection with its calendars, stored events, links and busy time; time blocks stay. */
    async remove(userId: string, id: string) {
      const [row] = await db
        .delete(calendarConnections)
        .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.id, id)))
        .returning();
      return row;
    },
    /** Takes the connection's lease unless another sync holds it. */
    async lease(id: string, now: Date, until: Date) {
      const [row] = await db
        .update(calendarConnections)
        .set({ syncingUntil: until })
        .where(and(eq(calendarConnections.id, id), or(isNull(calendarConnections.syncingUntil), lt(calendarConnections.syncingUntil, now))))
        .returning();
      return row;
    },
    /** Connections that sync (not waiting for the user to sign in again), whose wait if any is over. */
    async dueIds(now: Date, limit: number) {
      const rows = await db
        .select({ id: calendarConnections.id })
        .from(calendarConnections)
        .where(
          and(
            ne(calendarConnections.state, 'needs_reconnect'),
            or(isNull(calendarConnections.retryAt), lte(calendarConnections.retryAt, now)),
            sql`exists (select 1 from ${calendarConnectionCalendars} c where c.connection_id = ${calendarConnections.id})`,
          ),
        )
        .orderBy(asc(calendarConnections.lastSyncAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

/** The calendars each connection reads, their sync tokens, and the busy time worked out from them. */
function calendarQueries(db: Db) {
  return {
    calendarsOf(connectionIds: string[]) {
      if (connectionIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(calendarConnectionCalendars)
        .where(inArray(calendarConnectionCalendars.connectionId, connectionIds))
        .orderBy(asc(calendarConnectionCalendars.role), asc(calendarConnectionCalendars.name));
    },
    /**
     * The chosen calendars replace the connection's: one kept in the same role keeps its sync token and events, the
     * rest start afresh; a new write calendar drops the links to the old one's events. True when the write calendar changed.
     */
    async chooseCalendars(connection: ConnectionRow, write: ChosenCalendar | null, busy: ChosenCalendar[]) {
      return db.transaction(async (tx) => {
        const existing = await tx.select().from(calendarConnectionCalendars).where(eq(calendarConnectionCalendars.connectionId, connection.id));
        const wanted = new Map<string, { name: string; role: 'write' | 'busy' }>(busy.map((c) => [c.remoteId, { name: c.name, role: 'busy' }]));
        if (write) wanted.set(write.remoteId, { name: write.name, role: 'write' });
        const stale = existing.filter((row) => wanted.get(row.remoteId)?.role !== row.role).map((row) => row.id);
        if (stale.length > 0) await tx.delete(calendarConnectionCalendars).where(inArray(calendarConnectionCalendars.id, stale));
        const kept = new Set(existing.filter((row) => !stale.includes(row.id)).map((row) => row.remoteId));
        const added = [...wanted].filter(([remoteId]) => !kept.has(remoteId));
        if (added.length > 0) {
          await tx
            .insert(calendarConnectionCalendars)
            .values(added.map(([remoteId, c]) => ({ connectionId: connection.id, userId: connection.userId, remoteId, name: c.name, role: c.role })));
        }
        for (const row of existing.filter((r) => kept.has(r.remoteId))) {
          const name = wanted.get(row.remoteId)!.name;
          if (name !== row.name) await tx.update(calendarConnectionCalendars).set({ name }).where(eq(calendarConnectionCalendars.id, row.id));
        }
        const writeChanged = existing.find((r) => r.role === 'write')?.remoteId !== write?.remoteId;
        if (writeChanged) await tx.delete(calendarConnectionLinks).where(eq(calendarConnectionLinks.connectionId, connection.id));
        return writeChanged;
      });
    },
    async updateCalendar(id: string, values: Partial<Pick<ConnectionCalendarRow, 'syncToken' | 'busyReadOn' | 'lastSyncAt'>>) {
      await db.update(calendarConnectionCalendars).set(values).where(eq(calendarConnectionCalendars.id, id));
    },
    /** The calendar's busy time, replaced as a whole. */
    async replaceBusy(calendar: ConnectionCalendarRow, source: CalendarProviderId, rows: BusyRow[]) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarBusyEvents).where(eq(calendarBusyEvents.connectionCalendarId, calendar.id));
        if (rows.length > 0) {
          await tx.insert(calendarBusyEvents).values(rows.map((r) => ({ ...r, userId: calendar.userId, source, connectionCalendarId: calendar.id })));
        }
      });
    },
    /** Which of these block ids are the user's own blocks (an event Twelvefold wrote is never their busy time). */
    async ownBlockIds(userId: string, ids: string[]) {
      const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (valid.length === 0) return new Set<string>();
      const rows = await db
        .select({ id: timeBlocks.id })
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, valid)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** The events of each calendar as last sent, so that increments apply and series expand. */
function storeQueries(db: Db) {
  const toRow = (calendar: ConnectionCalendarRow, stored: StoredEvent) => ({
    calendarId: calendar.id,
    userId: calendar.userId,
    remoteId: stored.event.id,
    seriesId: stored.event.seriesId,
    event: stored.event,
    endsAt: stored.endsAt,
  });
  return {
    async storedEvents(calendarId: string): Promise<RemoteEvent[]> {
      const rows = await db.select({ event: calendarRemoteEvents.event }).from(calendarRemoteEvents).where(eq(calendarRemoteEvents.calendarId, calendarId));
      return rows.map((r) => r.event);
    },
    /**
     * A pass's events into the store: a full pass replaces it; an increment upserts, and `removed` ids go with the
     * instances of their series. Events that ended before `keepFrom` are dropped.
     */
    async storeEvents(calendar: ConnectionCalendarRow, pass: { full: boolean; upserts: StoredEvent[]; removed: string[]; keepFrom: Date }) {
      await db.transaction(async (tx) => {
        const ofCalendar = eq(calendarRemoteEvents.calendarId, calendar.id);
        if (pass.full) await tx.delete(calendarRemoteEvents).where(ofCalendar);
        if (pass.removed.length > 0) {
          await tx
            .delete(calendarRemoteEvents)
            .where(and(ofCalendar, or(inArray(calendarRemoteEvents.remoteId, pass.removed), inArray(calendarRemoteEvents.seriesId, pass.removed))));
        }
        for (let i = 0; i < pass.upserts.length; i += 500) {
          await tx
            .insert(calendarRemoteEvents)
            .values(pass.upserts.slice(i, i + 500).map((stored) => toRow(calendar, stored)))
            .onConflictDoUpdate({
              target: [calendarRemoteEvents.calendarId, calendarRemoteEvents.remoteId],
              set: { event: sql`excluded.event`, seriesId: sql`excluded.series_id`, endsAt: sql`excluded.ends_at` },
            });
        }
        await tx.delete(calendarRemoteEvents).where(and(ofCalendar, isNotNull(calendarRemoteEvents.endsAt), lt(calendarRemoteEvents.endsAt, pass.keepFrom)));
      });
    },
  };
}

/** Which block is which event of the write calendar, and the outbox of block changes to push. */
function linkQueries(db: Db) {
  const ofConnection = (connectionId: string) => eq(calendarConnectionLinks.connectionId, connectionId);
  return {
    linksOf(connectionId: string) {
      return db.select().from(calendarConnectionLinks).where(ofConnection(connectionId));
    },
    pendingLinks(connectionId: string) {
      return db
        .select()
        .from(calendarConnectionLinks)
        .where(and(ofConnection(connectionId), isNotNull(calendarConnectionLinks.pending)))
        .orderBy(asc(calendarConnectionLinks.updatedAt));
    },
    async pendingCounts(connectionIds: string[]) {
      if (connectionIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ connectionId: calendarConnectionLinks.connectionId, n: count() })
        .from(calendarConnectionLinks)
        .where(and(inArray(calendarConnectionLinks.connectionId, connectionIds), isNotNull(calendarConnectionLinks.pending)))
        .groupBy(calendarConnectionLinks.connectionId);
      return new Map(rows.map((r) => [r.connectionId, r.n]));
    },
    /** The user's connections that write blocks to a calendar. */
    async writingConnectionIds(userId: string) {
      const rows = await db
        .select({ id: calendarConnectionCalendars.connectionId })
        .from(calendarConnectionCalendars)
        .where(and(eq(calendarConnectionCalendars.userId, userId), eq(calendarConnectionCalendars.role, 'write')));
      return rows.map((r) => r.id);
    },
    async markUpsert(connectionId: string, userId: string, blockIds: string[]) {
      if (blockIds.length === 0) return;
      await db
        .insert(calendarConnectionLinks)
        .values(blockIds.map((timeBlockId) => ({ connectionId, userId, timeBlockId, pending: 'upsert' as const })))
        .onConflictDoUpdate({
          target: [calendarConnectionLinks.connectionId, calendarConnectionLinks.timeBlockId],
          set: { pending: 'upsert', updatedAt: new Date() },
        });
    },
    /** A deleted block's event goes; one never written is simply forgotten. */
    async markDelete(connectionId: string, blockId: string) {
      const where = and(ofConnection(connectionId), eq(calendarConnectionLinks.timeBlockId, blockId));
      await db.delete(calendarConnectionLinks).where(and(where, isNull(calendarConnectionLinks.remoteId)));
      await db.update(calendarConnectionLinks).set({ pending: 'delete', timeBlockId: null, updatedAt: new Date() }).where(where);
    },
    async updateLink(id: string, values: LinkValues) {
      await db
        .update(calendarConnectionLinks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(calendarConnectionLinks.id, id));
    },
    async removeLink(id: string) {
      await db.delete(calendarConnectionLinks).where(eq(calendarConnectionLinks.id, id));
    },
    /** Queues the blocks from `fromDate` on for a new write calendar: one-off blocks then or later, and series still running. */
    async queueBlocksFrom(connectionId: string, userId: string, fromDate: string) {
      const rows = await db
        .select({ id: timeBlocks.id })
        .from(timeBlocks)
        .where(
          and(
            eq(timeBlocks.userId, userId),
            or(
              sql`${timeBlocks.date} >= ${fromDate}`,
              and(isNotNull(timeBlocks.rrule), or(isNull(timeBlocks.seriesEnd), sql`${timeBlocks.seriesEnd} >= ${fromDate}`)),
            ),
          ),
        );
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(calendarConnectionLinks)
          .values(rows.slice(i, i + 500).map((r) => ({ connectionId, userId, timeBlockId: r.id, pending: 'upsert' as const })))
          .onConflictDoNothing();
      }
    },
  };
}

export type ConnectionsRepo = ReturnType<typeof createConnectionsRepo>;
