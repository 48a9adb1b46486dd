import { and, asc, between, count, desc, eq, gte, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  calendarAccounts,
  calendarBusyEvents,
  calendarEventLinks,
  calendarFeeds,
  goals,
  timeBlockExceptions,
  timeBlocks,
  users,
} from '../../db/schema/index.js';

export type FeedRow = typeof calendarFeeds.$inferSelect;
export type AccountRow = typeof calendarAccounts.$inferSelect;
export type LinkRow = typeof calendarEventLinks.$inferSelect;
export type BlockRow = typeof timeBlocks.$inferSelect;
type BlockValues = Pick<typeof timeBlocks.$inferInsert, 'date' | 'hour' | 'minute' | 'durationMinutes' | 'title' | 'category' | 'sourceUid'>;
type ExceptionValues = Omit<typeof timeBlockExceptions.$inferInsert, 'blockId' | 'userId' | 'updatedAt'>;
/** A block to insert; a series brings its rule and its exceptions (removed or edited occurrences). */
type NewBlock = BlockValues & Pick<typeof timeBlocks.$inferInsert, 'rrule' | 'seriesEnd'> & { exceptions?: ExceptionValues[] };
type BusyValues = Omit<typeof calendarBusyEvents.$inferInsert, 'id' | 'userId' | 'createdAt'>;
type AccountValues = Omit<typeof calendarAccounts.$inferInsert, 'id' | 'userId' | 'createdAt'>;

export function createCalendarRepo(db: Db) {
  return {
    async userTimezone(userId: string): Promise<string> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return row?.timezone ?? 'UTC';
    },

    ...feedQueries(db),
    ...accountQueries(db),
    ...linkQueries(db),
    ...blockQueries(db),
    ...busyQueries(db),
  };
}

/** The feed's secret: its token hash and the blocks and goals it lists. */
function feedQueries(db: Db) {
  return {
    async feedOf(userId: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
      return row;
    },
    async feedByTokenHash(tokenHash: string) {
      const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row;
    },
    async replaceFeed(userId: string, tokenHash: string, tokenEncrypted: string) {
      const [row] = await db
        .insert(calendarFeeds)
        .values({ userId, tokenHash, tokenEncrypted })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, tokenEncrypted, createdAt: new Date() } })
        .returning();
      return row;
    },
    /** One-off blocks in the range, and the series that overlap it with their exceptions. */
    async blocksBetween(userId: string, from: string, to: string) {
      const rows = await db
        .select()
        .from(timeBlocks)
        .where(
          and(
            eq(timeBlocks.userId, userId),
            or(
              and(isNull(timeBlocks.rrule), between(timeBlocks.date, from, to)),
              and(isNotNull(timeBlocks.rrule), lte(timeBlocks.date, to), or(isNull(timeBlocks.seriesEnd), gte(timeBlocks.seriesEnd, from))),
            ),
          ),
        )
        .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.minute), asc(timeBlocks.id));
      const seriesIds = rows.filter((r) => r.rrule !== null).map((r) => r.id);
      const exceptions = seriesIds.length === 0 ? [] : await db.select().from(timeBlockExceptions).where(inArray(timeBlockExceptions.blockId, seriesIds));
      return rows.map((row) => ({ ...row, exceptions: exceptions.filter((e) => e.blockId === row.id) }));
    },
    goalsEndingBetween(userId: string, from: string, to: string) {
      return db
        .select()
        .from(goals)
        .where(and(eq(goals.userId, userId), gte(goals.endDate, from), lte(goals.endDate, to)))
        .orderBy(asc(goals.endDate), asc(goals.id));
    },
  };
}

/** The connected CalDAV account. */
function accountQueries(db: Db) {
  return {
    async accountOf(userId: string) {
      const [row] = await db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, userId));
      return row;
    },
    async saveAccount(userId: string, values: AccountValues) {
      const [row] = await db
        .insert(calendarAccounts)
        .values({ ...values, userId })
        .onConflictDoUpdate({ target: calendarAccounts.userId, set: { ...values, updatedAt: new Date() } })
        .returning();
      return row;
    },
    async updateAccount(userId: string, values: Partial<AccountValues>) {
      const [row] = await db
        .update(calendarAccounts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(calendarAccounts.userId, userId))
        .returning();
      return row;
    },
    /** Disconnecting forgets the account, its links and busy events; time blocks, imported and subscribed busy time stay. */
    async removeAccount(userId: string) {
      return db.transaction(async (tx) => {
        await tx.delete(calendarEventLinks).where(eq(calendarEventLinks.userId, userId));
        await tx.delete(calendarBusyEvents).where(and(eq(calendarBusyEvents.userId, userId), eq(calendarBusyEvents.source, 'caldav')));
        const rows = await tx.delete(calendarAccounts).where(eq(calendarAccounts.userId, userId)).returning({ id: calendarAccounts.id });
        return rows.length > 0;
      });
    },
    async connectedUserIds() {
      const rows = await db.select({ userId: calendarAccounts.userId }).from(calendarAccounts).where(isNotNull(calendarAccounts.calendarUrl));
      return rows.map((r) => r.userId);
    },
  };
}

/** Which block is which server event, and the outbox of changes to push. */
function linkQueries(db: Db) {
  return {
    async pendingCount(userId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(calendarEventLinks)
        .where(and(eq(calendarEventLinks.userId, userId), isNotNull(calendarEventLinks.pending)));
      return row?.n ?? 0;
    },
    linksOf(userId: string) {
      return db.select().from(calendarEventLinks).where(eq(calendarEventLinks.userId, userId));
    },
    pendingLinks(userId: string) {
      return db
        .select()
        .from(calendarEventLinks)
        .where(and(eq(calendarEventLinks.userId, userId), isNotNull(calendarEventLinks.pending)))
        .orderBy(asc(calendarEventLinks.updatedAt));
    },
    async markUpsert(userId: string, blockId: string, uid: string) {
      await db
        .insert(calendarEventLinks)
        .values({ userId, timeBlockId: blockId, uid, pending: 'upsert' })
        .onConflictDoUpdate({
          target: [calendarEventLinks.userId, calendarEventLinks.uid],
          set: { pending: 'upsert', timeBlockId: blockId, updatedAt: new Date() },
        });
    },
    async markDelete(userId: string, uid: string) {
      const [link] = await db
        .select()
        .from(calendarEventLinks)
        .where(and(eq(calendarEventLinks.userId, userId), eq(calendarEventLinks.uid, uid)));
      if (!link) return;
      if (!link.href) {
        await db.delete(calendarEventLinks).where(eq(calendarEventLinks.id, link.id));
        return;
      }
      await db.update(calendarEventLinks).set({ pending: 'delete', timeBlockId: null, updatedAt: new Date() }).where(eq(calendarEventLinks.id, link.id));
    },
    async updateLink(userId: string, id: string, values: Partial<Pick<LinkRow, 'href' | 'etag' | 'pending' | 'attempts' | 'lastError'>>) {
      await db
        .update(calendarEventLinks)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(calendarEventLinks.userId, userId), eq(calendarEventLinks.id, id)));
    },
    async removeLink(userId: string, id: string) {
      await db.delete(calendarEventLinks).where(and(eq(calendarEventLinks.userId, userId), eq(calendarEventLinks.id, id)));
    },
    /** Queues the blocks from `fromDate` on: one-off blocks on or after it, and every series with an occurrence then. */
    async queueBlocksFrom(userId: string, fromDate: string, uidOf: (id: string) => string) {
      const rows = await db
        .select({ id: timeBlocks.id })
        .from(timeBlocks)
        .where(
          and(
            eq(timeBlocks.userId, userId),
            or(gte(timeBlocks.date, fromDate), and(isNotNull(timeBlocks.rrule), or(isNull(timeBlocks.seriesEnd), gte(timeBlocks.seriesEnd, fromDate)))),
          ),
        );
      if (rows.length === 0) return;
      await db
        .insert(calendarEventLinks)
        .values(rows.map((r) => ({ userId, timeBlockId: r.id, uid: uidOf(r.id), pending: 'upsert' as const })))
        .onConflictDoNothing();
    },
  };
}

/** Blocks as sync and import change them. */
function blockQueries(db: Db) {
  return {
    async blockOf(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)));
      return row;
    },
    exceptionsOf(userId: string, blockId: string) {
      return db
        .select()
        .from(timeBlockExceptions)
        .where(and(eq(timeBlockExceptions.userId, userId), eq(timeBlockExceptions.blockId, blockId)));
    },
    async updateBlock(userId: string, id: string, values: Partial<BlockValues>, updatedAt: Date) {
      await db
        .update(timeBlocks)
        .set({ ...values, updatedAt })
        .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)));
    },
    /** A block's fields, rule and exceptions as a calendar holds them now, in one transaction. */
    async replaceSeries(
      userId: string,
      id: string,
      values: Partial<BlockValues> & Pick<typeof timeBlocks.$inferInsert, 'rrule' | 'seriesEnd'>,
      exceptions: ExceptionValues[],
      updatedAt: Date,
    ) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(timeBlocks)
          .set({ ...values, updatedAt })
          .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id)))
          .returning({ id: timeBlocks.id });
        if (rows.length === 0) return;
        await tx.delete(timeBlockExceptions).where(and(eq(timeBlockExceptions.userId, userId), eq(timeBlockExceptions.blockId, id)));
        if (exceptions.length > 0) await tx.insert(timeBlockExceptions).values(exceptions.map((e) => ({ ...e, blockId: id, userId })));
      });
    },
    async existingSourceUids(userId: string, uids: string[]) {
      if (uids.length === 0) return new Set<string>();
      const rows = await db
        .select({ uid: timeBlocks.sourceUid })
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.sourceUid, uids)));
      return new Set(rows.map((r) => r.uid!));
    },
    /** All or nothing: one transaction. `busy` are an import's all-day events, kept as busy time. */
    async insertBlocks(userId: string, values: NewBlock[], busy: Omit<BusyValues, 'source'>[] = []) {
      if (values.length === 0 && busy.length === 0) return [];
      return db.transaction(async (tx) => {
        if (busy.length > 0) await tx.insert(calendarBusyEvents).values(busy.map((v) => ({ ...v, userId, source: 'import' as const })));
        if (values.length === 0) return [];
        const rows = await tx
          .insert(timeBlocks)
          .values(values.map(({ exceptions: _exceptions, ...v }) => ({ ...v, userId })))
          .returning();
        // Matched by source, not by position: RETURNING does not promise the order of VALUES.
        const bySource = new Map(rows.map((row) => [row.sourceUid, row.id]));
        const exceptions = values.flatMap((v) => (v.exceptions ?? []).map((e) => ({ ...e, blockId: bySource.get(v.sourceUid ?? null)!, userId })));
        if (exceptions.length > 0) await tx.insert(timeBlockExceptions).values(exceptions);
        return rows;
      });
    },
  };
}

/** Busy time from a connected calendar or an import. */
function busyQueries(db: Db) {
  return {
    busyBetween(userId: string, from: string, to: string) {
      return db
        .select()
        .from(calendarBusyEvents)
        .where(and(eq(calendarBusyEvents.userId, userId), between(calendarBusyEvents.date, from, to)))
        .orderBy(
          asc(calendarBusyEvents.date),
          desc(calendarBusyEvents.allDay),
          asc(calendarBusyEvents.hour),
          asc(calendarBusyEvents.minute),
          asc(calendarBusyEvents.title),
        );
    },
    /** The busy time pulled from the connected calendar, replaced as a whole; what an import kept stays. */
    async replaceBusy(userId: string, values: BusyValues[]) {
      await db.transaction(async (tx) => {
        await tx.delete(calendarBusyEvents).where(and(eq(calendarBusyEvents.userId, userId), eq(calendarBusyEvents.source, 'caldav')));
        if (values.length > 0) await tx.insert(calendarBusyEvents).values(values.map((v) => ({ ...v, userId, source: 'caldav' as const })));
      });
    },
    /** The UIDs of imported all-day events already kept as busy time. */
    async importedBusyUids(userId: string, uids: string[]) {
      if (uids.length === 0) return new Set<string>();
      const rows = await db
        .select({ uid: calendarBusyEvents.uid })
        .from(calendarBusyEvents)
        .where(and(eq(calendarBusyEvents.userId, userId), eq(calendarBusyEvents.source, 'import'), inArray(calendarBusyEvents.uid, uids)));
      return new Set(rows.map((r) => r.uid));
    },
  };
}

export type CalendarRepo = ReturnType<typeof createCalendarRepo>;
