import { z } from 'zod';
import { daysBetween } from '../dates.js';
import { RRULE_MAX_LENGTH } from '../recurrence-rule.js';
import { isoDateSchema, text } from './common.js';

import {
  DEFAULT_TIME_BLOCK_CATEGORY,
  DURATION_MAX,
  DURATION_MIN,
  HOUR_MAX,
  HOUR_MIN,
  TIME_BLOCK_CATEGORIES,
  TITLE_MAX_LENGTH,
  type TimeBlockCategory,
} from '../time-block-constants.js';

export { DEFAULT_TIME_BLOCK_CATEGORY, DURATION_MAX, DURATION_MIN, HOUR_MAX, HOUR_MIN, TIME_BLOCK_CATEGORIES, TITLE_MAX_LENGTH, type TimeBlockCategory };

export const hourSchema = z
  .number({ error: 'Start hour is required' })
  .int({ error: 'Start hour must be a whole hour' })
  .min(HOUR_MIN, { error: `Start hour must be between ${HOUR_MIN} and ${HOUR_MAX}` })
  .max(HOUR_MAX, { error: `Start hour must be between ${HOUR_MIN} and ${HOUR_MAX}` });

export const durationSchema = z
  .number({ error: 'Duration is required' })
  .int({ error: 'Duration must be a whole number of hours' })
  .min(DURATION_MIN, { error: `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} hours` })
  .max(DURATION_MAX, { error: `Duration must be between ${DURATION_MIN} and ${DURATION_MAX} hours` });

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

/** Body of POST /api/time-blocks; also the create/edit form's schema. `date` is the first occurrence of a series. */
export const timeBlockInputSchema = z.object({
  hour: hourSchema,
  title: titleSchema,
  category: categorySchema,
  duration: durationSchema,
  date: isoDateSchema,
  rrule: rruleSchema.optional(),
});
export type TimeBlockInput = z.infer<typeof timeBlockInputSchema>;
export type TimeBlockFormValues = z.input<typeof timeBlockInputSchema>;

/** Body of PATCH /api/time-blocks/:id: any subset of the fields, at least one; `rrule: null` stops a series repeating. */
export const timeBlockPatchSchema = timeBlockInputSchema
  .extend({ rrule: rruleSchema.nullable() })
  .partial()
  .refine((value) => Object.values(value).some((v) => v !== undefined), { error: 'Send at least one field to change' });
export type TimeBlockPatch = z.infer<typeof timeBlockPatchSchema>;

/** Where a block came from: made in the app, or imported from a calendar file. */
export const TIME_BLOCK_SOURCES = ['manual', 'calendar'] as const;
export type TimeBlockSource = (typeof TIME_BLOCK_SOURCES)[number];

/** The block as the API returns it. */
export const timeBlockSchema = z.object({
  id: z.string(),
  hour: z.number().int(),
  title: z.string(),
  category: z.enum(TIME_BLOCK_CATEGORIES),
  duration: z.number().int(),
  date: z.string(),
  source: z.enum(TIME_BLOCK_SOURCES),
  /** The series' RRULE; null for a block that does not repeat. */
  rrule: z.string().nullable(),
  /** The date the rule gives this occurrence (where PATCH/DELETE ?occurrence= find it); null for a one-off block. */
  occurrence: z.string().nullable(),
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

/** Query of POST /api/time-blocks/:id/restore: an occurrence puts back that one removed date. */
export const restoreQuerySchema = z.object({ occurrence: isoDateSchema.optional() });
export type RestoreQuery = z.infer<typeof restoreQuerySchema>;
