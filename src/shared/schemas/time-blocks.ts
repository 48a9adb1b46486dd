import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { RRULE_MAX_LENGTH } from '../recurrence-rule.js';
import { isoDateSchema, text } from './common.js';

import {
  DEFAULT_TIME_BLOCK_CATEGORY,
  DURATION_MINUTES_MAX,
  DURATION_MINUTES_MIN,
  HOUR_MAX,
  HOUR_MIN,
  MINUTE_MAX,
  MINUTE_STEP,
  TIME_BLOCK_CATEGORIES,
  TITLE_MAX_LENGTH,
  type TimeBlockCategory,
} from '../time-block-constants.js';

export {
  DEFAULT_TIME_BLOCK_CATEGORY,
  DURATION_MINUTES_MAX,
  DURATION_MINUTES_MIN,
  HOUR_MAX,
  HOUR_MIN,
  MINUTE_MAX,
  MINUTE_STEP,
  TIME_BLOCK_CATEGORIES,
  TITLE_MAX_LENGTH,
  type TimeBlockCategory,
};

export const hourSchema = z
  .number({ error: 'Start hour is required' })
  .int({ error: 'Start hour must be a whole hour' })
  .min(HOUR_MIN, { error: `Start hour must be between ${HOUR_MIN} and ${HOUR_MAX}` })
  .max(HOUR_MAX, { error: `Start hour must be between ${HOUR_MIN} and ${HOUR_MAX}` });

export const minuteSchema = z
  .number({ error: 'Start minute must be a number' })
  .int({ error: `Start minute must be a multiple of ${MINUTE_STEP}` })
  .min(0, { error: `Start minute must be between 0 and ${MINUTE_MAX}` })
  .max(MINUTE_MAX, { error: `Start minute must be between 0 and ${MINUTE_MAX}` })
  .multipleOf(MINUTE_STEP, { error: `Start minute must be a multiple of ${MINUTE_STEP}` });

const LENGTH_RANGE = `between ${DURATION_MINUTES_MIN} minutes and ${DURATION_MINUTES_MAX / 60} hours`;

export const durationMinutesSchema = z
  .number({ error: 'Duration in minutes must be a number' })
  .int({ error: `Duration in minutes must be a multiple of ${MINUTE_STEP}` })
  .min(DURATION_MINUTES_MIN, { error: `Duration must be ${LENGTH_RANGE}` })
  .max(DURATION_MINUTES_MAX, { error: `Duration must be ${LENGTH_RANGE}` })
  .multipleOf(MINUTE_STEP, { error: `Duration in minutes must be a multiple of ${MINUTE_STEP}` });

/** Hours as a number of minute steps: 1.5 and 0.25 are, 0.1 is not. */
const isWholeSteps = (hours: number) => {
  const steps = (hours * 60) / MINUTE_STEP;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** The length in hours, as the API's payloads have always sent it: any whole number of 5-minute steps. */
export const durationSchema = z
  .number({ error: 'Duration is required' })
  .min(DURATION_MINUTES_MIN / 60, { error: `Duration must be ${LENGTH_RANGE}` })
  .max(DURATION_MINUTES_MAX / 60, { error: `Duration must be ${LENGTH_RANGE}` })
  .refine(isWholeSteps, { error: `Duration must be a whole number of ${MINUTE_STEP}-minute steps, such as 1.5 or 0.25 hours` });

/** Hours as minutes (1.5 → 90); call only with a value durationSchema accepts. */
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);

export const titleSchema = text({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(TITLE_MAX_LENGTH, { error: `Title must be at most ${TITLE_MAX_LENGTH} characters` });

export const categorySchema = z.enum(TIME_BLOCK_CATEGORIES, {
  error: 'Category is required: focus, meeting, break or completed',
});

/** An RFC 5545 RRULE value; whether it parses and yields an occurrence is checked against the block's date. */
export const rruleSchema = text({ error: 'Repeat rule must be an RRULE value such as FREQ=WEEKLY;BYDAY=MO' })
  .trim()
  .min(1, { error: 'Repeat rule is empty' })
  .max(RRULE_MAX_LENGTH, { error: `Repeat rule must be at most ${RRULE_MAX_LENGTH} characters` });

/** GET /api/time-blocks?from=&to= covers at most this many days. */
export const TIME_BLOCK_RANGE_MAX_DAYS = 42;

/** The fields of a block a request may send; `duration` (hours) and `durationMinutes` are two ways to give its length. */
export const timeBlockFieldsSchema = z.object({
  hour: hourSchema,
  minute: minuteSchema.optional(),
  title: titleSchema,
  category: categorySchema,
  duration: durationSchema.optional(),
  durationMinutes: durationMinutesSchema.optional(),
  date: isoDateSchema,
  rrule: rruleSchema.optional(),
});

type LengthFields = { duration?: number | undefined; durationMinutes?: number | undefined };

/** Refuses a request that gives `duration` and `durationMinutes` that disagree (or, when `required`, neither). */
function checkLength(required: boolean) {
  return (value: LengthFields, ctx: z.RefinementCtx) => {
    const { duration, durationMinutes } = value;
    if (duration === undefined && durationMinutes === undefined) {
      if (required) ctx.addIssue({ code: 'custom', path: ['duration'], message: 'Duration is required: send duration (hours) or durationMinutes' });
      return;
    }
    if (duration !== undefined && durationMinutes !== undefined && hoursToMinutes(duration) !== durationMinutes) {
      const message = `duration (${duration} hours) and durationMinutes (${durationMinutes}) disagree: send one of them`;
      for (const field of ['duration', 'durationMinutes']) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  };
}

/** The length of a checked request in minutes, whichever field gave it. */
const lengthOf = ({ duration, durationMinutes }: LengthFields) => durationMinutes ?? (duration === undefined ? undefined : hoursToMinutes(duration));

/**
 * Body of POST /api/time-blocks: the block with its start minute (0 when left out) and length in minutes. `date` is
 * the first occurrence of a series.
 */
export const timeBlockInputSchema = timeBlockFieldsSchema.superRefine(checkLength(true)).transform(({ duration, durationMinutes, minute, ...rest }) => ({
  ...rest,
  minute: minute ?? 0,
  durationMinutes: lengthOf({ duration, durationMinutes })!,
}));
export type TimeBlockInput = z.output<typeof timeBlockInputSchema>;
export type TimeBlockRequest = z.input<typeof timeBlockInputSchema>;

/** Body of PATCH /api/time-blocks/:id: any subset of the fields, at least one; `rrule: null` stops a series repeating. */
export const timeBlockPatchSchema = timeBlockFieldsSchema
  .extend({ rrule: rruleSchema.nullable() })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'Send at least one field to change' })
  .superRefine(checkLength(false))
  .transform(({ duration, durationMinutes, ...rest }) => {
    const patch: typeof rest & { durationMinutes?: number } = rest;
    const length = lengthOf({ duration, durationMinutes });
    if (length !== undefined) patch.durationMinutes = length;
    return patch;
  });
export type TimeBlockPatch = z.output<typeof timeBlockPatchSchema>;

/** "09:30": a start time on the 24-hour clock, as a time input gives it, on a 5-minute step. */
export const startTimeSchema = z
  .string({ error: 'Start time is required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Start time is required' })
  .refine((value) => Number(value.slice(3)) % MINUTE_STEP === 0, { error: `Start time must be on a ${MINUTE_STEP}-minute step, such as 09:30 or 09:35` });

/** The create/edit form: a start time and a length in hours and minutes, read as the API's block fields. */
export const timeBlockFormSchema = z
  .object({
    title: titleSchema,
    category: categorySchema,
    date: isoDateSchema,
    start: startTimeSchema,
    lengthHours: z
      .number({ error: 'Hours must be a number' })
      .int({ error: 'Hours must be a whole number' })
      .min(0, { error: 'Hours must be between 0 and 12' })
      .max(DURATION_MINUTES_MAX / 60, { error: 'Hours must be between 0 and 12' }),
    lengthMinutes: z
      .number({ error: 'Minutes must be a number' })
      .int({ error: `Minutes must be a multiple of ${MINUTE_STEP}` })
      .min(0, { error: `Minutes must be between 0 and ${MINUTE_MAX}` })
      .max(MINUTE_MAX, { error: `Minutes must be between 0 and ${MINUTE_MAX}` })
      .multipleOf(MINUTE_STEP, { error: `Minutes must be a multiple of ${MINUTE_STEP}` }),
  })
  .superRefine((v, ctx) => {
    const total = v.lengthHours * 60 + v.lengthMinutes;
    if (Number.isFinite(total) && (total < DURATION_MINUTES_MIN || total > DURATION_MINUTES_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['lengthMinutes'], message: `A block lasts ${LENGTH_RANGE}` });
    }
  })
  .transform(({ start, lengthHours, lengthMinutes, ...rest }) => ({
    ...rest,
    hour: Number(start.slice(0, 2)),
    minute: Number(start.slice(3)),
    durationMinutes: lengthHours * 60 + lengthMinutes,
  }));
export type TimeBlockFormInput = z.input<typeof timeBlockFormSchema>;
export type TimeBlockFormOutput = z.output<typeof timeBlockFormSchema>;

/** A block's time as the form shows it: "09:30". */
export const startTimeOf = (b: { hour: number; minute: number }) => `${String(b.hour).padStart(2, '0')}:${String(b.minute).padStart(2, '0')}`;

/** Where a block came from: made in the app, or imported from a calendar file. */
export const TIME_BLOCK_SOURCES = ['manual', 'calendar'] as const;
export type TimeBlockSource = (typeof TIME_BLOCK_SOURCES)[number];

/** The block as the API returns it. */
export const timeBlockSchema = z.object({
  id: z.string(),
  hour: z.number().int(),
  /** Minutes past the hour: 0–55 in 5-minute steps. */
  minute: z.number().int(),
  title: z.string(),
  category: z.enum(TIME_BLOCK_CATEGORIES),
  /** The length in hours: durationMinutes / 60 (1.5, 0.25). */
  duration: z.number(),
  /** The length in minutes: 5–720 in 5-minute steps. */
  durationMinutes: z.number().int(),
  date: z.string(),
  source: z.enum(TIME_BLOCK_SOURCES),
  /** The series' RRULE; null for a block that does not repeat. */
  rrule: z.string().nullable(),
  /** The date the rule gives this occurrence (where PATCH/DELETE ?occurrence= find it); null for a one-off block. */
  occurrence: z.string().nullable(),
  /** The task the block was planned for; null when it stands alone. */
  taskId: z.string().nullable(),
});
export type TimeBlock = z.infer<typeof timeBlockSchema>;
export const timeBlockListSchema = z.array(timeBlockSchema);

/** Query of GET /api/time-blocks: either `date`, or `from` and `to` (inclusive, at most TIME_BLOCK_RANGE_MAX_DAYS days). */
export const timeBlockQuerySchema = z
  .object({
    date: isoDateSchema.optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
  })
  .superRefine((q, ctx) => {
    const hasRange = q.from !== undefined || q.to !== undefined;
    if (q.date !== undefined && hasRange) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'Give either date or from and to, not both' });
      return;
    }
    if (q.date === undefined && !hasRange) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'date (or from and to) is required' });
      return;
    }
    if (!hasRange) return;
    if (q.from === undefined) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is required with to' });
      return;
    }
    if (q.to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to is required with from' });
      return;
    }
    const span = daysBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span + 1 > TIME_BLOCK_RANGE_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${TIME_BLOCK_RANGE_MAX_DAYS} days` });
    }
  });
export type TimeBlockQuery = z.infer<typeof timeBlockQuerySchema>;

export const OCCURRENCE_SCOPES = ['following'] as const;

/** Query of PATCH and DELETE /api/time-blocks/:id: one occurrence of a series, or it and the ones after it. */
export const occurrenceQuerySchema = z
  .object({
    occurrence: isoDateSchema.optional(),
    scope: z.enum(OCCURRENCE_SCOPES, { error: 'scope must be following' }).optional(),
  })
  .refine((q) => q.scope === undefined || q.occurrence !== undefined, { path: ['scope'], error: 'scope needs an occurrence' });
export type OccurrenceQuery = z.infer<typeof occurrenceQuerySchema>;

/**
 * Query of POST /api/time-blocks/:id/restore: an occurrence puts back that one removed date, and with
 * `scope=following` the dates a "this and following" delete cut off the series.
 */
export const restoreQuerySchema = occurrenceQuerySchema;
export type RestoreQuery = z.infer<typeof restoreQuerySchema>;
