import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LIFE_AREA_KEYS } from '../../../shared/life-areas.js';
import { TASK_PRIORITIES, TASK_STATUSES } from '../../../shared/schemas/tasks.js';
import { users } from './users.js';

/** What checking a task off set going, as kept on the task until it is reopened. */
export interface StoredDoneEffects {
  nextTaskId?: string;
  interaction?: { id: string; relationshipId: string; lastContactBefore: string | null; type: 'call' | 'message' | 'meeting'; date: string };
  goal?: { id: string; progressBefore: number; completedMilestones: number; milestoneIndex?: number };
}

/** One milestone of a goal as kept: only those named, dated or ticked. */
export interface StoredMilestone {
  index: number;
  title: string | null;
  dueDate: string | null;
  doneAt: string | null;
}

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const timeBlocks = pgTable(
  'time_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    hour: integer('hour').notNull(),
    /** Minutes past the hour the block starts at: 0–55 in 5-minute steps. */
    minute: integer('minute').notNull().default(0),
    title: text('title').notNull(),
    category: text('category', { enum: ['focus', 'meeting', 'break', 'completed'] }).notNull(),
    /** The block's length in minutes: 5–720 in 5-minute steps. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** The UID of the calendar event an imported block came from; imports skip UIDs already here. */
    sourceUid: text('source_uid'),
    /** RFC 5545 RRULE of a repeating block, whose `date` is the first occurrence; null for a one-off block. */
    rrule: text('rrule'),
    /** The last occurrence of a series that ends (COUNT or UNTIL); null when it never ends or does not repeat. */
    seriesEnd: date('series_end', { mode: 'string' }),
    /** The task the block was planned for; a deleted task leaves its blocks in place, no longer linked. */
    taskId: uuid('task_id').references((): AnyPgColumn => tasks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('time_blocks_user_date_idx').on(t.userId, t.date, t.hour),
    index('time_blocks_user_series_idx')
      .on(t.userId, t.date)
      .where(sql`${t.rrule} is not null`),
    index('time_blocks_task_idx')
      .on(t.taskId)
      .where(sql`${t.taskId} is not null`),
    uniqueIndex('time_blocks_user_source_uid_unique').on(t.userId, t.sourceUid),
    check('time_blocks_hour_range', sql`${t.hour} between 0 and 23`),
    check('time_blocks_minute_range', sql`${t.minute} between 0 and 55 and ${t.minute} % 5 = 0`),
    check('time_blocks_duration_minutes_range', sql`${t.durationMinutes} between 5 and 720 and ${t.durationMinutes} % 5 = 0`),
  ],
);

/**
 * One occurrence of a repeating block that differs from its series: removed, or edited (a null field follows the
 * series). `occurrenceDate` is the date the rule gives it; `date` where it has been moved to, if anywhere.
 */
export const timeBlockExceptions = pgTable(
  'time_block_exceptions',
  {
    blockId: uuid('block_id')
      .notNull()
      .references(() => timeBlocks.id, { onDelete: 'cascade' }),
    userId: owner(),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    removed: boolean('removed').notNull().default(false),
    date: date('date', { mode: 'string' }),
    hour: integer('hour'),
    minute: integer('minute'),
    title: text('title'),
    category: text('category', { enum: ['focus', 'meeting', 'break', 'completed'] }),
    durationMinutes: integer('duration_minutes'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockId, t.occurrenceDate] }),
    index('time_block_exceptions_user_idx').on(t.userId),
    check('time_block_exceptions_hour_range', sql`${t.hour} between 0 and 23`),
    check('time_block_exceptions_minute_range', sql`${t.minute} between 0 and 55 and ${t.minute} % 5 = 0`),
    check('time_block_exceptions_duration_minutes_range', sql`${t.durationMinutes} between 5 and 720 and ${t.durationMinutes} % 5 = 0`),
  ],
);

export const healthMetrics = pgTable(
  'health_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    date: date('date', { mode: 'string' }).notNull(),
    // Null is a metric the user did not record that day; 0 is a recorded zero.
    sleep: doublePrecision('sleep'),
    water: doublePrecision('water'),
    exercise: doublePrecision('exercise'),
    nutrition: doublePrecision('nutrition'),
    stress: doublePrecision('stress'),
    energy: doublePrecision('energy'),
    mood: doublePrecision('mood'),
    weight: doublePrecision('weight'),
    steps: doublePrecision('steps'),
    heartRate: doublePrecision('heart_rate'),
    meditation: doublePrecision('meditation'),
    screenTime: doublePrecision('screen_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('health_metrics_user_date_unique').on(t.userId, t.date)],
);

export const relationships = pgTable(
  'relationships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    name: text('name').notNull(),
    initials: text('initials').notNull(),
    notes: text('notes').notNull().default(''),
    lastContact: date('last_contact', { mode: 'string' }),
    aiPrompt: text('ai_prompt'),
    /** How often the user wants to be in touch, in days; null for no rhythm. */
    cadenceDays: integer('cadence_days'),
    /** yyyy-MM-dd, or --MM-dd when the year is not known (vCard's form): kept as given. */
    birthday: text('birthday'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('relationships_user_idx').on(t.userId, t.lastContact),
    check('relationships_cadence_days_range', sql`${t.cadenceDays} between 1 and 365`),
    check('relationships_birthday_form', sql`${t.birthday} ~ '^([0-9]{4}|-)-[0-9]{2}-[0-9]{2}$'`),
  ],
);

export const interactions = pgTable(
  'interactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    relationshipId: uuid('relationship_id')
      .notNull()
      .references(() => relationships.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    type: text('type', { enum: ['call', 'message', 'meeting'] }).notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('interactions_relationship_idx').on(t.relationshipId, t.date, t.createdAt, t.id), index('interactions_user_date_idx').on(t.userId, t.date)],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    timeframe: text('timeframe', { enum: ['12 days', '12 weeks', '12 months'] }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    totalMilestones: integer('total_milestones').notNull().default(12),
    completedMilestones: integer('completed_milestones').notNull().default(0),
    progress: integer('progress').notNull().default(0),
    description: text('description').notNull().default(''),
    /** The milestones the user named, dated or ticked, by index (1–12); the others are not kept. */
    milestones: jsonb('milestones').$type<StoredMilestone[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('goals_user_idx').on(t.userId, t.endDate), check('goals_progress_range', sql`${t.progress} between 0 and 100`)],
);

/**
 * Each health sample a phone app pushed (Health Auto Export, Health Connect Webhook), by the pushing app and the
 * sample's own id, so a repeated push is recognised; the day's values are computed again from them.
 */
export const healthSamples = pgTable(
  'health_samples',
  {
    userId: owner(),
    /** The pushing app, e.g. "health-auto-export" or "health-connect". */
    source: text('source').notNull(),
    sampleId: text('sample_id').notNull(),
    kind: text('kind', { enum: ['steps', 'exercise', 'restingHeartRate', 'heartRate', 'weight', 'water', 'meditation', 'sleep'] }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** In the stored unit of the sample's metric: lbs, cups, minutes, hours. */
    value: doublePrecision('value').notNull(),
    /** The device or app that recorded the sample. */
    origin: text('origin').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source, t.sampleId] }), index('health_samples_user_start_idx').on(t.userId, t.startAt)],
);

export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    // An RFC 5545 RRULE anchored on the due date: checking the task off adds the next one.
    rrule: text('rrule'),
    /** Its place in its list, set when the user reorders the list (0 first); null keeps plan order. */
    position: integer('position'),
    /** Words the user files it under ("@home" in the one-line add), as they wrote them. */
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The task it is a step of (one level: a subtask has none of its own); deleting the task deletes its steps. */
    parentId: uuid('parent_id').references((): AnyPgColumn => tasks.id, { onDelete: 'cascade' }),
    /** The milestone of its goal (1–12) that checking it off ticks. */
    milestoneIndex: integer('milestone_index'),
    /** The day whose plan the user picked it for (the morning ritual, or moved there at the shutdown). */
    pickedFor: date('picked_for', { mode: 'string' }),
    /** What checking it off set going (the next repeat, a contact logged, a milestone), so its Undo can take it back. */
    doneEffects: jsonb('done_effects').$type<StoredDoneEffects>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tasks_user_open_idx')
      .on(t.userId, t.dueDate)
      .where(sql`${t.status} = 'open'`),
    index('tasks_user_done_idx')
      .on(t.userId, t.completedAt, t.id)
      .where(sql`${t.status} = 'done'`),
    index('tasks_parent_idx').on(t.parentId),
    check('tasks_milestone_range', sql`${t.milestoneIndex} between 1 and 12`),
    check('tasks_estimate_range', sql`${t.estimateMinutes} between 5 and 720 and ${t.estimateMinutes} % 5 = 0`),
    check('tasks_done_has_completion', sql`(${t.status} = 'done') = (${t.completedAt} is not null)`),
  ],
);
