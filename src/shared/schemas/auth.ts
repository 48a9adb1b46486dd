import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { isKnownTimezone } from '../dates.js';
import { text } from './common.js';
import { healthTargetsSchema, weightUnitSchema } from './health-metrics.js';

export const emailSchema = text({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Email is required' })
  .max(254, { error: 'Email is too long' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const passwordSchema = text({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, { error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const timezoneSchema = z.string().max(64).refine(isKnownTimezone, { error: 'Unknown timezone' });

const nameSchema = z.string().trim().max(100, { error: 'Name is too long' });

export const signUpSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  timezone: timezoneSchema.optional(),
  /** The unit weight is shown and entered in (the web sends the one its language uses); without it, pounds. */
  weightUnit: weightUnitSchema.optional(),
  /** The token of an admin's invitation link (`/signup?invitation=…`): opens sign-up while ALLOW_SIGNUP is false. */
  invitation: z.string({ error: 'Invitation must be text' }).max(200, { error: 'Invitation must be at most 200 characters' }).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.object({
  email: emailSchema,
  password: text({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH * 4),
  timezone: timezoneSchema.optional(),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  timezone: z.string(),
  numberBase: z.enum(['decimal', 'dozenal']),
  /** A 12- or 24-hour clock; null follows the browser's locale. */
  timeFormat: z.enum(['12h', '24h']).nullable(),
  /** How weight is shown and entered; the API always speaks pounds. */
  weightUnit: weightUnitSchema,
  /** The health targets the user set (weight in pounds); a metric not named keeps its default target (docs/product.md, Health metrics). */
  healthTargets: healthTargetsSchema,
  /** The hours "Plan my day" fills and the week view opens at ("HH:MM"). */
  workdayStart: z.string(),
  workdayEnd: z.string(),
  authProvider: z.enum(['local', 'oidc']),
  /** The instance's admin, who sees its backups in Settings (the first account, or those ADMIN_EMAILS names). */
  admin: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const authConfigSchema = z.object({
  oidc: z.boolean(),
  providerName: z.string().nullable(),
  allowSignup: z.boolean(),
  /** Whether this instance sends email (SMTP is set): a forgotten password is then reset by a link, else by its admin. */
  email: z.boolean(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
