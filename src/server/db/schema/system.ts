import { bigint, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
