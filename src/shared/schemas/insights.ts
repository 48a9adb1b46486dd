import { z } from 'zod';
import { INSIGHTS_DEFAULT_LIMIT } from '../constants.js';
import { idSchema } from './common.js';

export const INSIGHTS_MAX_LIMIT = 50;

export const INSIGHT_KINDS = ['sleep-energy', 'sleep', 'neglected-people', 'neglected-area', 'goal-pace', 'correlation', 'not-enough-data'] as const;
export const insightKindSchema = z.enum(INSIGHT_KINDS);
export type InsightKind = z.infer<typeof insightKindSchema>;

export const insightSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;
export const insightListSchema = z.array(insightSchema);

export const insightsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: `Limit must be between 1 and ${INSIGHTS_MAX_LIMIT}` })
    .max(INSIGHTS_MAX_LIMIT, { error: `Limit must be between 1 and ${INSIGHTS_MAX_LIMIT}` })
    .default(INSIGHTS_DEFAULT_LIMIT),
  before: idSchema.optional(),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

export const generateInsightsSchema = z.strictObject({}).nullish();

/** One card as the engine (or a model's structured output) writes it. */
export const insightDraftSchema = z.object({
  kind: insightKindSchema,
  title: z.string().min(1).max(120),
  body: z.string().min(1).max(600),
});
export type InsightDraft = z.infer<typeof insightDraftSchema>;
export const insightDraftListSchema = z.object({ insights: z.array(insightDraftSchema).max(12) });
