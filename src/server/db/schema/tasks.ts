import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { LIFE_AREA_KEYS } from '../../../shared/life-areas.js';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../shared/schemas/tasks.js';
import { goals, relationships } from './planner.js';
import { users } from './users.js';

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('open'),
    dueDate: date('due_date', { mode: 'string' }),
    estimateMinutes: integer('estimate_minutes'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('normal'),
    lifeArea: text('life_area', { enum: LIFE_AREA_KEYS }),
    // A deleted goal or person leaves the task in place, no longer linked.
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    relationshipId: uuid('relationship_id').references(() => relationships.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_user_open_idx').on(t.userId, t.dueDate).where(sql`${t.status} = 'open'`),
    index('tasks_user_done_idx').on(t.userId, t.completedAt, t.id).where(sql`${t.status} = 'done'`),
    check('tasks_estimate_range', sql`${t.estimateMinutes} between 5 and 720 and ${t.estimateMinutes} % 5 = 0`),
    check('tasks_done_has_completion', sql`(${t.status} = 'done') = (${t.completedAt} is not null)`),
  ],
);
