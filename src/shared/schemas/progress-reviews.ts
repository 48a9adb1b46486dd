import { z } from 'zod';

export const progressReviewSchema = z.object({
  id: z.string(),
  weekNumber: z.number().int().min(1).max(12),
  startDate: z.string(),
  endDate: z.string(),
  aiReport: z.string(),
  achievements: z.array(z.string()),
  patterns: z.array(z.string()),
  recommendations: z.array(z.string()),
  createdAt: z.string(),
});
export type ProgressReview = z.infer<typeof progressReviewSchema>;
export const progressReviewListSchema = z.array(progressReviewSchema);

/** POST /api/progress-reviews/generate takes no fields; an empty JSON object or no body at all. */
export const generateProgressReviewSchema = z.strictObject({}).nullish();

/** The written part of a review; structured output from a model is validated against this. */
export const reviewContentSchema = z.object({
  aiReport: z.string().min(1).max(4000),
  achievements: z.array(z.string().min(1).max(400)).max(12),
  patterns: z.array(z.string().min(1).max(400)).max(12),
  recommendations: z.array(z.string().min(1).max(400)).max(12),
});
export type ReviewContent = z.infer<typeof reviewContentSchema>;
