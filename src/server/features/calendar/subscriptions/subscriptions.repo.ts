import { and, asc, count, eq, isNull, lt, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { calendarBusyEvents, calendarSubscriptions, users } from '../../../db/schema/index.js';

export type SubscriptionRow = typeof calendarSubscriptions.$inferSelect;
type NewSubscription = Pick<typeof calendarSubscriptions.$inferInsert, 'name' | 'urlEncrypted' | 'urlHash' | 'urlMasked'>;
/** What one good fetch stores: the copy's validators and counts, and its events as busy time. */
export interface FetchedCopy {
  etag: string | null;
  lastModified: string | null;
  eventCount: number;
  busy: Omit<typeof calendarBusyEvents.$inferInsert, 'id' | 'userId' | 'source' | 'subscriptionId' | 'createdAt'>[];
}

/** PostgreSQL takes at most 65,535 parameters a statement: busy rows go in slices well under that. */
const INSERT_SLICE = 1000;

/** Subscribed calendars and the busy time each holds; every query names the user, except the job's own by id. */
export function createSubscriptionsRepo(db: Db) {
  const replaceBusy = async (tx: Parameters<Parameters<Db['transaction']>[0]>[0], row: SubscriptionRow, copy: FetchedCopy) => {
    await tx.delete(calendarBusyEvents).where(and(eq(calendarBusyEvents.userId, row.userId), eq(calendarBusyEvents.subscriptionId, row.id)));
    for (let at = 0; at < copy.busy.length; at += INSERT_SLICE) {
      const slice = copy.busy.slice(at, at + INSERT_SLICE).map((b) => ({ ...b, userId: row.userId, source: 'subscription' as const, subscriptionId: row.id }));
      await tx.insert(calendarBusyEvents).values(slice);
    }
  };

  return {
    async userTimezone(userId: string): Promise<string> {
      const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
      return row?.timezone ?? 'UTC';
    },

    listOf(userId: string) {
      return db
        .select()
        .from(calendarSubscriptions)
        .where(eq(calendarSubscriptions.userId, userId))
        .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
    },

    async countOf(userId: string) {
      const [row] = await db.select({ n: count() }).from(calendarSubscriptions).where(eq(calendarSubscriptions.userId, userId));
      return row?.n ?? 0;
    },

    async find(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)));
      return row;
    },

    async byUrlHash(userId: string, hash: string) {
      const [row] = await db
        .select({ id: calendarSubscriptions.id })
        .from(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.urlHash, hash)));
      return row;
    },

    /** The new subscription with its first copy, in one transaction; undefined when the address is there already. */
    async create(userId: string, values: NewSubscription, copy: FetchedCopy, fetchedAt: Date, copyReadOn: string, nextFetchAt: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(calendarSubscriptions)
          .values({
            ...values,
            userId,
            etag: copy.etag,
            lastModified: copy.lastModified,
            eventCount: copy.eventCount,
            lastFetchedAt: fetchedAt,
            copyReadOn,
            nextFetchAt,
          })
          .onConflictDoNothing()
          .returning();
        if (row) await replaceBusy(tx, row, copy);
        return row;
      });
    },

    async rename(userId: string, id: string, name: string) {
      const [row] = await db
        .update(calendarSubscriptions)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
        .returning();
      return row;
    },

    /** The subscription and its busy time (the foreign key takes the events with it). */
    async remove(userId: string, id: string) {
      const rows = await db
        .delete(calendarSubscriptions)
        .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
        .returning({ id: calendarSubscriptions.id });
      return rows.length > 0;
    },

    /** Takes the fetch of one subscription until `until`, unless another fetch holds it; undefined then, or when it is gone. */
    async lease(id: string, now: Date, until: Date) {
      const [row] = await db
        .update(calendarSubscriptions)
        .set({ fetchingUntil: until })
        .where(and(eq(calendarSubscriptions.id, id), or(isNull(calendarSubscriptions.fetchingUntil), lt(calendarSubscriptions.fetchingUntil, now))))
        .returning();
      return row;
    },

    /** A good fetch: the new copy replaces the old one, all at once. */
    async storeCopy(row: SubscriptionRow, copy: FetchedCopy, fetchedAt: Date, copyReadOn: string, nextFetchAt: Date) {
      return db.transaction(async (tx) => {
        await replaceBusy(tx, row, copy);
        const [updated] = await tx
          .update(calendarSubscriptions)
          .set({
            etag: copy.etag,
            lastModified: copy.lastModified,
            eventCount: copy.eventCount,
            lastFetchedAt: fetchedAt,
            copyReadOn,
            lastError: null,
            nextFetchAt,
            fetchingUntil: null,
            updatedAt: fetchedAt,
          })
          .where(eq(calendarSubscriptions.id, row.id))
          .returning();
        return updated;
      });
    },

    /** The fetch ended without a new copy: unchanged (lastError null), or failed with its reason; the events stay. */
    async endFetch(row: SubscriptionRow, values: { lastFetchedAt?: Date; lastError: string | null }, nextFetchAt: Date) {
      const [updated] = await db
        .update(calendarSubscriptions)
        .set({ ...values, nextFetchAt, fetchingUntil: null, updatedAt: new Date() })
        .where(eq(calendarSubscriptions.id, row.id))
        .returning();
      return updated;
    },

    /** Subscriptions due for a fetch and not being fetched, soonest first. */
    async due(now: Date, limit: number) {
      const rows = await db
        .select({ id: calendarSubscriptions.id })
        .from(calendarSubscriptions)
        .where(and(lte(calendarSubscriptions.nextFetchAt, now), or(isNull(calendarSubscriptions.fetchingUntil), lt(calendarSubscriptions.fetchingUntil, now))))
        .orderBy(asc(calendarSubscriptions.nextFetchAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type SubscriptionsRepo = ReturnType<typeof createSubscriptionsRepo>;
