import { and, asc, eq, gte, isNotNull, lte, min, sql } from 'drizzle-orm';
import { shiftDate } from '../../../shared/dates.js';
import type { NotificationSettings } from '../../../shared/schemas/push.js';
import type { Db } from '../../db/database.js';
import { notificationSettings, notificationsSent, progressReviews, pushSubscriptions, relationships, tasks, timeBlocks, users } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The user's devices: what a notification is sent to. */
function createSubscriptionQueries(db: Db) {
  return {
    /**
     * Adds (or refreshes the keys of) a subscription unless the user already has `max` others; false when full. A
     * subscription the signed-in user made stays theirs when a token subscribes the same endpoint again.
     */
    addSubscription(userId: string, values: { endpoint: string; p256dh: string; auth: string; apiTokenId: string | null }, max: number) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`push:${userId}`}, 0))`);
        const existing = await tx.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
        if (!existing.some((s) => s.endpoint === values.endpoint) && existing.length >= max) return undefined;
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ ...values, userId })
          .onConflictDoUpdate({
            target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
            set: {
              p256dh: values.p256dh,
              auth: values.auth,
              apiTokenId: sql`case when ${pushSubscriptions.apiTokenId} is null then null else excluded.api_token_id end`,
            },
          })
          .returning();
        return row;
      });
    },

    async removeSubscription(userId: string, endpoint: string) {
      const rows = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return rows.length > 0;
    },

    subscriptionsOf(userId: string) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt));
    },

    async subscription(id: string) {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
      return row;
    },

    async forgetSubscription(id: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

/** The notifications the user has chosen to receive. */
function createSettingsQueries(db: Db) {
  return {
    async settings(userId: string): Promise<Partial<NotificationSettings>> {
      const [row] = await db.select({ settings: notificationSettings.settings }).from(notificationSettings).where(eq(notificationSettings.userId, userId));
      return row?.settings ?? {};
    },

    async saveSettings(userId: string, settings: NotificationSettings) {
      await db
        .insert(notificationSettings)
        .values({ userId, settings })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { settings, updatedAt: new Date() } });
    },
  };
}

/** Who the schedule looks at, and the record that each notification goes out once only. */
function createScheduleQueries(db: Db) {
  return {
    /** Users with at least one subscription: who the schedule looks at. */
    subscribers() {
      return db
        .selectDistinct({ id: users.id, timezone: users.timezone, settings: notificationSettings.settings })
        .from(users)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id));
    },

    /** True the first time this notification is decided for the user, false every time after: the once-only gate. */
    async claim(userId: string, key: string) {
      const rows = await db.insert(notificationsSent).values({ userId, key }).onConflictDoNothing().returning({ key: notificationsSent.key });
      return rows.length > 0;
    },

    async purgeSentBefore(before: Date) {
      await db.delete(notificationsSent).where(lte(notificationsSent.sentAt, before));
    },
  };
}

/** What the notifications speak of: the day's blocks, tasks with no time yet, people, the review weeks. */
function createNotificationSubjectQueries(db: Db) {
  return {
    blocksOn(userId: string, date: string) {
      return db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), gte(timeBlocks.date, shiftDate(date, -1)), lte(timeBlocks.date, date)))
        .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.minute));
    },

    /** Titles of the open tasks due by `date` with no block on it: the ones with no time yet, earliest due first. */
    async tasksDueWithoutTime(userId: string, date: string): Promise<string[]> {
      const rows = await db
        .select({ title: tasks.title })
        .from(tasks)
        .where(
          and(
            eq(tasks.userId, userId),
            eq(tasks.status, 'open'),
            isNotNull(tasks.dueDate),
            lte(tasks.dueDate, date),
            sql`not exists (select 1 from ${timeBlocks} b where b.task_id = ${tasks.id} and b.user_id = ${userId} and b.date = ${date})`,
          ),
        )
        .orderBy(asc(tasks.dueDate), sql`case ${tasks.priority} when 'high' then 0 when 'normal' then 1 else 2 end`, asc(tasks.createdAt));
      return rows.map((r) => r.title);
    },

    people(userId: string) {
      return db
        .select({
          name: relationships.name,
          lastContact: relationships.lastContact,
          cadenceDays: relationships.cadenceDays,
          birthday: relationships.birthday,
          createdAt: relationships.createdAt,
        })
        .from(relationships)
        .where(eq(relationships.userId, userId));
    },

    /** The first reviewed week (where the numbering starts), as a list of none or one. */
    async reviewWeekStarts(userId: string): Promise<string[]> {
      const rows = await db
        .select({ first: min(progressReviews.startDate) })
        .from(progressReviews)
        .where(eq(progressReviews.userId, userId));
      return rows[0]?.first ? [rows[0].first] : [];
    },
  };
}

export function createPushRepo(db: Db) {
  return { ...createSubscriptionQueries(db), ...createSettingsQueries(db), ...createScheduleQueries(db), ...createNotificationSubjectQueries(db) };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
