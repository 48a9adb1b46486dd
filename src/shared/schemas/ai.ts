import { z } from 'zod';
import { idSchema, text } from './common.js';

export const DAYS_SINCE_CONTACT_MAX = 36_500;
/** A person never contacted counts as 365 days (docs/product.md, Relationships). */
export const NEVER_CONTACTED_DAYS = 365;

/** Body of POST /api/ai/reconnection-prompt. */
export const reconnectionPromptRequestSchema = z.object({
  /** When given, the prompt draws on that person's notes and history and is stored as their aiPrompt. */
  relationshipId: idSchema.optional(),
  name: text({ error: 'Name is required' }).trim().min(1, { error: 'Name is required' }).max(100, { error: 'Name must be at most 100 characters' }),
  daysSinceContact: z
    .number({ error: 'Days since contact must be a number' })
    .int({ error: 'Days since contact must be a whole number' })
    .min(0, { error: `Days since contact must be between 0 and ${DAYS_SINCE_CONTACT_MAX}` })
    .max(DAYS_SINCE_CONTACT_MAX, { error: `Days since contact must be between 0 and ${DAYS_SINCE_CONTACT_MAX}` }),
});
export type ReconnectionPromptRequest = z.infer<typeof reconnectionPromptRequestSchema>;

export const reconnectionPromptResponseSchema = z.object({
  prompt: z.string(),
  /** Present when the built-in assistant wrote the prompt because the configured model failed. */
  notice: z.string().optional(),
});
export type ReconnectionPromptResponse = z.infer<typeof reconnectionPromptResponseSchema>;
