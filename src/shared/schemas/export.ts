import { z } from 'zod';
import { REVIEW_CYCLE_WEEKS } from '../constants.js';
import { parseRrule, RECURRENCE_COUNT_MAX, RRULE_MAX_LENGTH } from '../recurrence-rule.js';

function isRrule(value: string): boolean {
  try {
    parseRrule(value);
    return true;
  } catch {
    return false;
  }
}
import { TIMEFRAMES } from '../goals.js';
import { HEALTH_METRICS, type HealthMetricKey } from '../health-metrics.js';
import { timezoneSchema } from './auth.js';
import { WORKDAY_ORDER_MESSAGE, workdayTimeSchema } from './account.js';
import { minutesOfDay } from '../plan-day.js';
import { healthMetricValueSchemas, healthTargetsUpdateSchema, weightUnitSchema } from './health-metrics.js';
import { HEALTH_DAYS_MAX } from './health-import.js';
import { isoDateSchema, text as storableText } from './common.js';
import { birthdaySchema, cadenceDaysSchema, INTERACTION_TYPES } from './relationships.js';
import { HOUR_MAX, HOUR_MIN } from '../time-block-constants.js';
import { durationMinutesSchema, durationSchema, hoursToMinutes, minuteSchema, TIME_BLOCK_CATEGORIES } from './time-blocks.js';
import { DAILY_PLAN_TEXT_MAX, dayRecordSchema } from './daily-plans.js';
import { MILESTONE_TITLE_MAX } from './goals.js';
import {
  milestoneIndexSchema,
  TASK_NOTES_MAX,
  TASK_ORDER_MAX,
  TASK_TITLE_MAX,
  taskEstimateSchema,
  taskLabelsSchema,
  taskLifeAreaSchema,
  taskPrioritySchema,
  taskStatusSchema,
} from './tasks.js';

export const EXPORT_FORMAT = 'twelvefold-export';
export const EXPORT_VERSION = 1;
/** Import accepts files up to this size (the route's body limit). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

const TEXT_MAX = 20_000;
const id = z.uuid({ error: 'Must be a valid id' });
const text = (max = TEXT_MAX) => storableText({ error: 'Must be text' }).max(max, { error: `Must be at most ${max} characters` });
const timestamp = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 timestamp' });
const strings = z.array(text(4000)).max(100);

export const exportProfileSchema = z
  .object({
    email: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    timezone: timezoneSchema,
    numberBase: z.enum(['decimal', 'dozenal']),
    weightUnit: weightUnitSchema.optional(),
    healthTargets: healthTargetsUpdateSchema.optional(),
    // Files from before the workday was a setting have neither; a file has both or neither.
    workdayStart: workdayTimeSchema('Workday start').optional(),
    workdayEnd: workdayTimeSchema('Workday end').optional(),
    authProvider: z.enum(['local', 'oidc']),
    createdAt: timestamp,
  })
  .refine((p) => (p.workdayStart === undefined) === (p.workdayEnd === undefined), {
    path: ['workdayEnd'],
    error: 'Workday start and end come together',
  })
  .refine((p) => p.workdayStart === undefined || p.workdayEnd === undefined || minutesOfDay(p.workdayEnd) > minutesOfDay(p.workdayStart), {
    path: ['workdayEnd'],
    error: WORKDAY_ORDER_MESSAGE,
  });

const hourSchema = z.number().int().min(HOUR_MIN).max(HOUR_MAX);

type Length = { duration?: number | null | undefined; durationMinutes?: number | null | undefined };

/**
 * A block's length as the file gives it: `durationMinutes`, or `duration` in hours as files from before blocks kept
 * minutes have it (both agree when a file has both).
 */
function lengthIn(required: boolean) {
  return (value: Length, ctx: z.RefinementCtx) => {
    const { duration, durationMinutes } = value;
    if (duration != null && durationMinutes != null && hoursToMinutes(duration) !== durationMinutes) {
      ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'duration and durationMinutes disagree' });
    }
    if (required && duration == null && durationMinutes == null)
      ctx.addIssue({ code: 'custom', path: ['durationMinutes'], message: 'durationMinutes is required' });
  };
}
const minutesOf = ({ duration, durationMinutes }: Length) => durationMinutes ?? (duration == null ? null : hoursToMinutes(duration));

/** One occurrence of a series as it differs from the rule: removed, or with its own date, time, title, category or length. */
export const exportTimeBlockExceptionSchema = z
  .object({
    occurrenceDate: isoDateSchema,
    removed: z.boolean(),
    date: isoDateSchema.nullable(),
    hour: hourSchema.nullable(),
    minute: minuteSchema.nullable().optional(),
    title: text().nullable(),
    category: z.enum(TIME_BLOCK_CATEGORIES).nullable(),
    duration: durationSchema.nullable().optional(),
    durationMinutes: durationMinutesSchema.nullable().optional(),
    updatedAt: timestamp.optional(),
  })
  .superRefine(lengthIn(false))
  .transform(({ duration, durationMinutes, minute, ...rest }) => ({
    ...rest,
    minute: minute ?? null,
    durationMinutes: minutesOf({ duration, durationMinutes }),
  }));

export const exportTimeBlockSchema = z
  .object({
    id,
    date: isoDateSchema,
    hour: hourSchema,
    // Files from before blocks kept minutes have only `duration` (whole hours) and no minute.
    minute: minuteSchema.optional(),
    title: text(),
    category: z.enum(TIME_BLOCK_CATEGORIES),
    duration: durationSchema.optional(),
    durationMinutes: durationMinutesSchema.optional(),
    // Files from before blocks could repeat have neither.
    rrule: z
      .string()
      .nullable()
      .optional()
      .refine((value) => value == null || isRrule(value), { error: 'Not a repeat rule this app can read' }),
    seriesEnd: isoDateSchema.nullable().optional(),
    // A series' edited and removed occurrences; files from before they travelled have none.
    exceptions: z.array(exportTimeBlockExceptionSchema).max(RECURRENCE_COUNT_MAX).optional(),
    // The task the block was planned for; files from before tasks had blocks have none.
    taskId: id.nullable().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .superRefine(lengthIn(true))
  .transform(({ duration, durationMinutes, minute, ...rest }) => ({
    ...rest,
    minute: minute ?? 0,
    durationMinutes: minutesOf({ duration, durationMinutes })!,
  }));

// Null is a metric not recorded that day; files from before a metric could be unrecorded hold numbers throughout.
// A value a day cannot physically hold is refused, naming the field: a restore never clamps.
const metricValues = Object.fromEntries(HEALTH_METRICS.map((m) => [m.key, healthMetricValueSchemas[m.key].nullable()])) as {
  [K in HealthMetricKey]: z.ZodNullable<(typeof healthMetricValueSchemas)[K]>;
};
export const exportHealthMetricsSchema = z.object({ id, date: isoDateSchema, ...metricValues, createdAt: timestamp, updatedAt: timestamp });

export const exportInteractionSchema = z.object({
  id,
  date: isoDateSchema,
  type: z.enum(INTERACTION_TYPES),
  notes: text(),
  createdAt: timestamp,
});

export const exportRelationshipSchema = z.object({
  id,
  name: text(),
  initials: text(16),
  notes: text(),
  lastContact: isoDateSchema.nullable(),
  aiPrompt: text().nullable(),
  cadenceDays: cadenceDaysSchema.nullable().default(null),
  // Files from before birthdays were kept have none.
  birthday: birthdaySchema.nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
  interactions: z.array(exportInteractionSchema),
});

export const exportGoalSchema = z.object({
  id,
  title: text(),
  category: text(),
  timeframe: z.enum(TIMEFRAMES),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  totalMilestones: z.number().int().min(0).max(1000),
  completedMilestones: z.number().int().min(0).max(1000),
  progress: z.number().int().min(0).max(100),
  description: text(),
  // Files from before milestones could be named have none.
  milestones: z
    .array(
      z.object({
        index: milestoneIndexSchema,
        title: text(MILESTONE_TITLE_MAX).nullable(),
        dueDate: isoDateSchema.nullable(),
        doneAt: timestamp.nullable(),
      }),
    )
    .max(12)
    .refine((list) => new Set(list.map((m) => m.index)).size === list.length, { error: 'A milestone is named once' })
    .default([]),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportTaskSchema = z
  .object({
    id,
    title: text(TASK_TITLE_MAX),
    notes: text(TASK_NOTES_MAX),
    status: taskStatusSchema,
    dueDate: isoDateSchema.nullable(),
    estimateMinutes: taskEstimateSchema.nullable(),
    priority: taskPrioritySchema,
    lifeArea: taskLifeAreaSchema.nullable(),
    goalId: id.nullable(),
    relationshipId: id.nullable(),
    // Files from before repeating tasks have none.
    rrule: text(RRULE_MAX_LENGTH).refine(isRrule, { error: 'Must be an RRULE value' }).nullable().default(null),
    // Files from before lists could be reordered have none: the task follows plan order.
    position: z.number().int().min(0).max(TASK_ORDER_MAX).nullable().default(null),
    // Files from before labels, steps, milestones and picks have none.
    labels: taskLabelsSchema.default([]),
    parentId: id.nullable().default(null),
    milestoneIndex: milestoneIndexSchema.nullable().default(null),
    pickedFor: isoDateSchema.nullable().default(null),
    completedAt: timestamp.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .refine((t) => (t.status === 'done') === (t.completedAt !== null), { error: 'A done task has completedAt and an open one has none', path: ['completedAt'] });

export const exportDailyPlanSchema = z.object({
  id,
  date: isoDateSchema,
  intention: text(DAILY_PLAN_TEXT_MAX),
  reflection: text(DAILY_PLAN_TEXT_MAX),
  // Files from before the shutdown kept a record have none.
  record: dayRecordSchema.nullable().default(null),
  createdAt: timestamp,
  updatedAt: timestamp,
});

export const exportProgressReviewSchema = z.object({
  id,
  weekNumber: z.number().int().min(1).max(REVIEW_CYCLE_WEEKS),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  aiReport: text(100_000),
  achievements: strings,
  patterns: strings,
  recommendations: strings,
  createdAt: timestamp,
});

export const exportChatMessageSchema = z.object({
  id,
  role: z.enum(['user', 'assistant']),
  content: text(100_000),
  createdAt: timestamp,
});

export const exportInsightSchema = z.object({
  id,
  kind: text(100),
  title: text(),
  body: text(100_000),
  createdAt: timestamp,
});

/** Version 1 of the export document; the README's "Your data" section describes it. */
export const exportDocumentSchema = z.object({
  format: z.literal(EXPORT_FORMAT, { error: `Not a Twelvefold export: format must be "${EXPORT_FORMAT}"` }),
  version: z.literal(EXPORT_VERSION, { error: `Unsupported export version: this server reads version ${EXPORT_VERSION}` }),
  exportedAt: timestamp,
  profile: exportProfileSchema,
  timeBlocks: z.array(exportTimeBlockSchema),
  healthMetrics: z
    .array(exportHealthMetricsSchema)
    .max(HEALTH_DAYS_MAX, { error: `At most ${HEALTH_DAYS_MAX.toLocaleString('en-US')} days of health values can be imported at once` }),
  relationships: z.array(exportRelationshipSchema),
  goals: z.array(exportGoalSchema),
  // Files from before tasks have none.
  tasks: z.array(exportTaskSchema).default([]),
  // Files from before daily plans have none.
  dailyPlans: z.array(exportDailyPlanSchema).default([]),
  progressReviews: z.array(exportProgressReviewSchema),
  chatMessages: z.array(exportChatMessageSchema),
  insights: z.array(exportInsightSchema),
});
export type ExportDocument = z.infer<typeof exportDocumentSchema>;

/** The document's lists, in the order they are written and imported. */
export const EXPORT_TABLES = [
  'timeBlocks',
  'healthMetrics',
  'relationships',
  'interactions',
  'goals',
  'tasks',
  'dailyPlans',
  'progressReviews',
  'chatMessages',
  'insights',
] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];

const counts = z.object(Object.fromEntries(EXPORT_TABLES.map((t) => [t, z.number().int()])) as Record<ExportTable, z.ZodNumber>);
export const importSummarySchema = z.object({ imported: counts, skipped: counts });
export type ImportSummary = z.infer<typeof importSummarySchema>;
