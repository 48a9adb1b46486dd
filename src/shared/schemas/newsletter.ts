import { z } from 'zod';
import { text } from './common.js';

export const NEWSLETTER_EMPTY = { title: 'Email required', description: 'Please enter your email address.' } as const;
export const NEWSLETTER_INVALID = { title: 'Invalid email', description: 'Please enter a valid email address.' } as const;

export const newsletterSubscribeSchema = z.object({
  email: text({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, { error: NEWSLETTER_EMPTY.description })
    .max(254, { error: NEWSLETTER_INVALID.description })
    .pipe(z.email({ error: NEWSLETTER_INVALID.description })),
});
export type NewsletterSubscribeInput = z.infer<typeof newsletterSubscribeSchema>;

export const newsletterResultSchema = z.object({
  subscribed: z.literal(true),
  /** Whether this instance sends email: the address then gets a confirmation, else it is only kept for the admin. */
  confirmationEmail: z.boolean(),
});
export type NewsletterResult = z.infer<typeof newsletterResultSchema>;
