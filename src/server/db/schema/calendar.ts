import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timeBlocks } from './planner.js';
import { users } from './users.js';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One secret ICS feed per user: looked up by the token's SHA-256, shown again from its AES-GCM copy. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    tokenHash: text('token_hash').notNull(),
    tokenEncrypted: text('token_encrypted').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_user_unique').on(t.userId), uniqueIndex('calendar_feeds_token_unique').on(t.tokenHash)],
);

/** The user's CalDAV account; the password is AES-256-GCM encrypted and never leaves the server. */
export const calendarAccounts = pgTable(
  'calendar_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    serverUrl: text('server_url').notNull(),
    username: text('username').notNull(),
    passwordEncrypted: text('password_encrypted').notNull(),
    calendarUrl: text('calendar_url'),
    calendarName: text('calendar_name'),
    state: text('state', { enum: ['idle', 'ok', 'error'] })
      .notNull()
      .default('idle'),
    lastError: text('last_error'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_accounts_user_unique').on(t.userId)],
);

/**
 * A time block's event on the CalDAV server, and the outbox of changes still to push: `pending` is
 * 'upsert' or 'delete' until the server accepted it.
 */
export const calendarEventLinks = pgTable(
  'calendar_event_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    timeBlockId: uuid('time_block_id').references(() => timeBlocks.id, { onDelete: 'set null' }),
    uid: text('uid').notNull(),
    href: text('href'),
    etag: text('etag'),
    pending: text('pending', { enum: ['upsert', 'delete'] }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_event_links_user_uid_unique').on(t.userId, t.uid), uniqueIndex('calendar_event_links_block_unique').on(t.timeBlockId)],
);

/**
 * A calendar the user subscribes to by its ICS address: read-only busy time, fetched every 15 minutes. The address
 * often is a secret (Google's "secret address in iCal format"), so it is kept AES-256-GCM encrypted, found again by
 * its SHA-256 and shown masked. `fetchingUntil` is the lease of the fetch under way: one at a time per calendar.
 */
export const calendarSubscriptions = pgTable(
  'calendar_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    urlEncrypted: text('url_encrypted').notNull(),
    urlHash: text('url_hash').notNull(),
    urlMasked: text('url_masked').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    /** The user's day when the events were last read from a whole copy: a 304 on a later day still reads the feed again, as the synced dates have moved. */
    copyReadOn: date('copy_read_on', { mode: 'string' }),
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    nextFetchAt: timestamp('next_fetch_at', { withTimezone: true }).notNull().defaultNow(),
    fetchingUntil: timestamp('fetching_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_subscriptions_user_url_unique').on(t.userId, t.urlHash), index('calendar_subscriptions_next_fetch_idx').on(t.nextFetchAt)],
);

/** Events pulled from the chosen calendar that are not Twelvefold's own, or from a subscribed calendar: shown read-only as "busy". */
export const calendarBusyEvents = pgTable(
  'calendar_busy_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: integer('hour').notNull(),
    minute: integer('minute').notNull().default(0),
    durationMinutes: integer('duration_minutes').notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /**
     * Pulled from the connected calendar (replaced on every sync), an all-day event of an imported .ics file, or an
     * event of a subscribed calendar (replaced on each of its fetches).
     */
    source: text('source', { enum: ['caldav', 'import', 'subscription'] })
      .notNull()
      .default('caldav'),
    subscriptionId: uuid('subscription_id').references(() => calendarSubscriptions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_busy_events_user_date_idx').on(t.userId, t.date), index('calendar_busy_events_subscription_idx').on(t.subscriptionId)],
);
