import { bigint, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Rate-limit counters shared by every app instance (rate-limiter-flexible's Postgres layout). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/** Facts about the installation that every instance must agree on, written once. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a delete removed, kept briefly so Undo can put it back exactly (same ids, timestamps and history).
 * `payload` holds the rows as they were; the maintenance job drops entries past `expiresAt`.
 */
export const deletedItems = pgTable(
  'deleted_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    payload: jsonb('payload').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('deleted_items_user_item_unique').on(t.userId, t.kind, t.itemId)],
);

/** Every backup written (by the nightly job or `twelvefold backup`): what Settings and /metrics report. */
export const backups = pgTable('backups', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  trigger: text('trigger', { enum: ['schedule', 'command'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
