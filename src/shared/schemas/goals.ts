import { z } from 'zod';
import { PROGRESS_MAX, PROGRESS_MIN, TIMEFRAMES } from '../goals.js';
import { idSchema, isoDateSchema, text } from './common.js';

export const GOAL_TITLE_MAX = 200;
export const GOAL_CATEGORY_MAX = 100;
export const GOAL_DESCRIPTION_MAX = 2000;

export const goalTitleSchema = text({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(GOAL_TITLE_MAX, { error: `Title must be at most ${GOAL_TITLE_MAX} characters` });

export const goalCategorySchema = text({ error: 'Category is required' })
  .trim()
  .min(1, { error: 'Category is required' })
  .max(GOAL_CATEGORY_MAX, { error: `Category must be at most ${GOAL_CATEGORY_MAX} characters` });

export const timeframeSchema = z.enum(TIMEFRAMES, { error: 'Timeframe must be 12 days, 12 weeks or 12 months' });

export const goalDescriptionSchema = text({ error: 'Description must be text' })
  .trim()
  .max(GOAL_DESCRIPTION_MAX, { error: `Description must be at most ${GOAL_DESCRIPTION_MAX} characters` });

export const progressSchema = z
  .number({ error: 'Progress must be a number' })
  .int({ error: 'Progress must be a whole number' })
  .min(PROGRESS_MIN, { error: 'Progress must be between 0 and 100' })
  .max(PROGRESS_MAX, { error: 'Progress must be between 0 and 100' });

/** The create/edit dialog's fields; the web form validates with this schema too. */
export const goalFormSchema = z.object({
  title: goalTitleSchema,
  category: goalCategorySchema,
  timeframe: timeframeSchema,
  description: goalDescriptionSchema,
});
export type GoalFormInput = z.input<typeof goalFormSchema>;
export type GoalFormValues = z.output<typeof goalFormSchema>;

// endDate, totalMilestones and completedMilestones are accepted as older clients send them (docs/product.md, Goals),
// but the server always computes them (the server is the authority on them).
const serverComputed = {
  endDate: isoDateSchema.optional(),
  totalMilestones: z.number({ error: 'totalMilestones must be a number' }).int().optional(),
  completedMilestones: z.number({ error: 'completedMilestones must be a number' }).int().optional(),
};

export const createGoalSchema = z.object({
  title: goalTitleSchema,
  category: goalCategorySchema,
  timeframe: timeframeSchema,
  description: goalDescriptionSchema.nullish(),
  startDate: isoDateSchema.optional(),
  progress: progressSchema.optional(),
  ...serverComputed,
});
export type CreateGoalInput = z.infer<typeof createGoalSchema>;

export const updateGoalSchema = z.object({
  title: goalTitleSchema.optional(),
  category: goalCategorySchema.optional(),
  timeframe: timeframeSchema.optional(),
  description: goalDescriptionSchema.nullish(),
  startDate: isoDateSchema.optional(),
  progress: progressSchema.optional(),
  ...serverComputed,
});
export type UpdateGoalInput = z.infer<typeof updateGoalSchema>;

export const MILESTONE_TITLE_MAX = 200;

/** One of a goal's 12 milestones: named, dated and ticked, or none of these yet (all null). */
export const milestoneSchema = z.object({
  index: z.number().int(),
  title: z.string().nullable(),
  dueDate: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type Milestone = z.infer<typeof milestoneSchema>;
export const milestoneListSchema = z.array(milestoneSchema);

export const milestoneParamsSchema = z.object({
  id: idSchema,
  index: z.coerce
    .number({ error: 'Milestone must be a number from 1 to 12' })
    .int({ error: 'Milestone must be a number from 1 to 12' })
    .min(1, { error: 'Milestone must be a number from 1 to 12' })
    .max(12, { error: 'Milestone must be a number from 1 to 12' }),
});

/** PATCH /api/goals/:id/milestones/:index: a title (empty or null clears it), a due date (null clears it), ticked or not. */
export const updateMilestoneSchema = z
  .object({
    title: text({ error: 'Title must be text' })
      .trim()
      .max(MILESTONE_TITLE_MAX, { error: `Title must be at most ${MILESTONE_TITLE_MAX} characters` })
      .nullable()
      .optional(),
    dueDate: isoDateSchema.nullable().optional(),
    done: z.boolean({ error: 'Done must be true or false' }).optional(),
  })
  .refine((m) => m.title !== undefined || m.dueDate !== undefined || m.done !== undefined, { error: 'Send a title, a due date or done' });
export type UpdateMilestoneInput = z.infer<typeof updateMilestoneSchema>;

/** Where a goal's progress comes from: its ticked milestones once any is named or ticked, else the percentage set. */
export const PROGRESS_SOURCES = ['milestones', 'percentage'] as const;
export type ProgressSource = (typeof PROGRESS_SOURCES)[number];

export const goalStatusSchema = z.enum(['active', 'completed']);
export type GoalStatus = z.infer<typeof goalStatusSchema>;

export const goalSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  timeframe: timeframeSchema,
  startDate: z.string(),
  endDate: z.string(),
  totalMilestones: z.number().int(),
  completedMilestones: z.number().int(),
  progress: z.number().int(),
  description: z.string(),
  daysLeft: z.number().int(),
  status: goalStatusSchema,
  progressSource: z.enum(PROGRESS_SOURCES),
  milestones: milestoneListSchema,
});
export type Goal = z.infer<typeof goalSchema>;

export const goalListSchema = z.array(goalSchema);
