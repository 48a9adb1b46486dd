import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CALENDAR_PROVIDERS, CONNECTION_STATES, type RemoteEvent } from '../../../shared/schemas/calendar-connections.js';
import { sql } from 'drizzle-orm';
import { BUSY_SOURCES } from '../../../shared/schemas/calendar.js';
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

/**
 * A two-way connection to a calendar account over OAuth (Google, Microsoft): the refresh token and the cached access
 * token are AES-256-GCM sealed and never leave the server. `state` says whether it syncs, waits for the user to sign in
 * again (`needs_reconnect`: the grant was revoked or expired, so nothing is tried until then) or failed (`stateReason`
 * says why). `syncingUntil` is the lease of the sync under way (one at a time per connection); `retryAt` is when a
 * provider that asked to slow down is tried again.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    provider: text('provider', { enum: CALENDAR_PROVIDERS }).notNull(),
    /** The provider's stable id of the account (OpenID `sub`): signing in again to the same account updates this row. */
    accountId: text('account_id').notNull(),
    accountEmail: text('account_email').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted').notNull(),
    accessTokenEncrypted: text('access_token_encrypted'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    scopes: text('scopes').notNull().default(''),
    state: text('state', { enum: CONNECTION_STATES }).notNull().default('connected'),
    stateReason: text('state_reason'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    syncingUntil: timestamp('syncing_until', { withTimezone: true }),
    retryAt: timestamp('retry_at', { withTimezone: true }),
    /** Failed tries in a row (rate limits, unreachable provider): how long the next wait is. */
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('calendar_connections_account_unique').on(t.userId, t.provider, t.accountId)],
);

/**
 * A calendar of a connection that Twelvefold reads: the one blocks are written to (`role = 'write'`, at most one per
 * connection; its other events are busy time) or one read as busy. Each keeps its own incremental sync token.
 */
export const calendarConnectionCalendars = pgTable(
  'calendar_connection_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    userId: owner(),
    remoteId: text('remote_id').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['write', 'busy'] }).notNull(),
    syncToken: text('sync_token'),
    /** The user's day the busy rows were last worked out on: they are worked out again when it changes or events do. */
    busyReadOn: date('busy_read_on', { mode: 'string' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_connection_calendars_remote_unique').on(t.connectionId, t.remoteId),
    uniqueIndex('calendar_connection_calendars_write_unique')
      .on(t.connectionId)
      .where(sql`${t.role} = 'write'`),
    index('calendar_connection_calendars_user_idx').on(t.userId, t.role),
  ],
);

/**
 * The events of a connected calendar as the provider last sent them (a series' master and its changed or cancelled
 * instances each a row), kept so that an increment can be applied and repeating events expanded into busy time.
 * `endsAt` is null for a master that repeats; one-off events that ended before the synced dates are dropped.
 */
export const calendarRemoteEvents = pgTable(
  'calendar_remote_events',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => calendarConnectionCalendars.id, { onDelete: 'cascade' }),
    userId: owner(),
    remoteId: text('remote_id').notNull(),
    seriesId: text('series_id'),
    event: jsonb('event').$type<RemoteEvent>().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.remoteId] }), index('calendar_remote_events_user_idx').on(t.userId)],
);

/** A time block's event in a connection's write calendar, and the outbox of changes to push (as `calendarEventLinks`). */
export const calendarConnectionLinks = pgTable(
  'calendar_connection_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => calendarConnections.id, { onDelete: 'cascade' }),
    userId: owner(),
    /**
     * No foreign key: the block's delete must still find its link to queue the event's delete (the listener hears of it
     * after the row is gone); a link whose block is gone pushes a delete.
     */
    timeBlockId: uuid('time_block_id'),
    remoteId: text('remote_id'),
    etag: text('etag'),
    pending: text('pending', { enum: ['upsert', 'delete'] }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_connection_links_block_unique').on(t.connectionId, t.timeBlockId),
    uniqueIndex('calendar_connection_links_remote_unique').on(t.connectionId, t.remoteId),
    index('calendar_connection_links_user_idx').on(t.userId),
  ],
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
    /** Shows as free in its calendar (TRANSP:TRANSPARENT, Outlook's FREE): drawn, but nothing plans around it. */
    free: boolean('free').notNull().default(false),
    /**
     * Pulled from the connected calendar (replaced on every sync), an all-day event of an imported .ics file, an
     * event of a subscribed calendar (replaced on each of its fetches), or of a connected Google or Microsoft calendar.
     */
    source: text('source', { enum: BUSY_SOURCES }).notNull().default('caldav'),
    subscriptionId: uuid('subscription_id').references(() => calendarSubscriptions.id, { onDelete: 'cascade' }),
    /** The connected calendar (Google, Microsoft) the event was read from; its rows are worked out again as a whole. */
    connectionCalendarId: uuid('connection_calendar_id').references(() => calendarConnectionCalendars.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_busy_events_user_date_idx').on(t.userId, t.date),
    index('calendar_busy_events_subscription_idx').on(t.subscriptionId),
    index('calendar_busy_events_connection_calendar_idx').on(t.connectionCalendarId),
  ],
);
