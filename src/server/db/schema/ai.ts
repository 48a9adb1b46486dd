import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const progressReviews = pgTable(
  'progress_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    weekNumber: integer('week_number').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    aiReport: text('ai_report').notNull(),
    achievements: jsonb('achievements').$type<string[]>().notNull().default([]),
    patterns: jsonb('patterns').$type<string[]>().notNull().default([]),
    recommendations: jsonb('recommendations').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('progress_reviews_user_week_unique').on(t.userId, t.startDate)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** What the assistant did and can undo, what it waits to be confirmed, and what the reply was about (its ChatMeta). */
    meta: jsonb('meta').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

export const insights = pgTable(
  'insights',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insights_user_created_idx').on(t.userId, t.createdAt, t.id)],
);

/**
 * An Undo handle given to an MCP client with a change's result: the steps that reverse it stay here, so a client can
 * only hand back the id, for its own user, once, until it expires.
 */
export const undoHandles = pgTable(
  'undo_handles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    steps: jsonb('steps').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('undo_handles_user_expires').on(t.userId, t.expiresAt)],
);
