import { date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The shutdown's record of a day as kept. */
export interface DayRecordRow {
  done: string[];
  moved: string[];
  plannedMinutes: number;
  blockedMinutes: number;
  closedAt: string;
}

/** A day's intention (the morning ritual) and reflection (the evening shutdown), one row per user and date. */
export const dailyPlans = pgTable(
  'daily_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    intention: text('intention').notNull().default(''),
    reflection: text('reflection').notNull().default(''),
    /** What the shutdown wrote about the day: what was done and moved, and the hours planned and blocked. */
    record: jsonb('record').$type<DayRecordRow>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('daily_plans_user_date_unique').on(t.userId, t.date)],
);

/**
 * A day's plan as plan my day applied it, kept for its Undo until `expires_at`: the blocks it made, as made, so the
 * Undo removes exactly those the user has not changed since.
 */
export const appliedPlans = pgTable(
  'applied_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    blocks: jsonb('blocks').notNull(),
    /** The blocks a re-plan of the rest of the day took away (rows as to_jsonb wrote them), put back by its Undo. */
    removed: jsonb('removed').$type<Record<string, unknown>[]>().notNull().default([]),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('applied_plans_user_expires').on(t.userId, t.expiresAt)],
);
