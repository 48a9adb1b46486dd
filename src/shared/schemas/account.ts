import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.js';
import { emailSchema, passwordSchema, timezoneSchema } from './auth.js';
import { text } from './common.js';
import { SIGN_IN_METHODS } from './sign-in.js';
import { healthTargetsUpdateSchema, weightUnitSchema } from './health-metrics.js';
import { minutesOfDay, PLAN_STEP_MINUTES } from '../plan-day.js';

export const NUMBER_BASES = ['decimal', 'dozenal'] as const;
export const numberBaseSchema = z.enum(NUMBER_BASES, { error: 'Number display must be decimal or dozenal' });
/** The clock times are shown on; null follows the browser's locale. */
export const timeFormatSchema = z.enum(['12h', '24h'], { error: 'Clock must be 12h, 24h or null (follow the browser)' }).nullable();

const profileNameSchema = (label: string) =>
  text({ error: `${label} must be text` })
    .trim()
    .max(100, { error: `${label} must be at most 100 characters` });

const WORKDAY_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** A workday bound, "HH:MM" (00:00–23:55) on a 5-minute step. */
export const workdayTimeSchema = (label: string) =>
  text({ error: `${label} must be a time like 09:00` })
    .regex(WORKDAY_TIME, { error: `${label} must be a time like 09:00` })
    .refine((time) => !WORKDAY_TIME.test(time) || minutesOfDay(time) % PLAN_STEP_MINUTES === 0, {
      error: `${label} must be on a ${PLAN_STEP_MINUTES}-minute step`,
    });
export const WORKDAY_ORDER_MESSAGE = 'Workday end must be after its start';
const workdayInOrder = (value: { workdayStart?: string; workdayEnd?: string }) =>
  value.workdayStart === undefined || value.workdayEnd === undefined || minutesOfDay(value.workdayEnd) > minutesOfDay(value.workdayStart);
const workdayOrder = { path: ['workdayEnd'], error: WORKDAY_ORDER_MESSAGE };

/** PATCH /api/account/profile; every field is optional, an empty name clears it. */
export const updateProfileSchema = z
  .object({
    firstName: profileNameSchema('First name').optional(),
    lastName: profileNameSchema('Last name').optional(),
    email: emailSchema.optional(),
    timezone: timezoneSchema.optional(),
    numberBase: numberBaseSchema.optional(),
    timeFormat: timeFormatSchema.optional(),
    weightUnit: weightUnitSchema.optional(),
    healthTargets: healthTargetsUpdateSchema.optional(),
    /** The hours a plan of the day fills; one alone is checked against the other one already set. */
    workdayStart: workdayTimeSchema('Workday start').optional(),
    workdayEnd: workdayTimeSchema('Workday end').optional(),
  })
  .refine(workdayInOrder, workdayOrder);
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The settings form: the same rules, with every field present. */
export const profileFormSchema = z
  .object({
    firstName: profileNameSchema('First name'),
    lastName: profileNameSchema('Last name'),
    email: emailSchema.optional(),
    timezone: z.string().min(1, { error: 'Time zone is required' }).pipe(timezoneSchema),
    numberBase: numberBaseSchema,
    timeFormat: timeFormatSchema,
    workdayStart: workdayTimeSchema('Workday start'),
    workdayEnd: workdayTimeSchema('Workday end'),
  })
  .refine(workdayInOrder, workdayOrder);
export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export const changePasswordSchema = z.object({
  currentPassword: text({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(PASSWORD_MAX_LENGTH * 4),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  browser: z.string(),
  os: z.string(),
  /** How the session was signed in; null for sessions from before this was kept. */
  signInMethod: z.enum(SIGN_IN_METHODS).nullable(),
  current: z.boolean(),
});
export type SessionDto = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

export const deleteAccountSchema = z.object({
  confirm: text({ error: 'Type the confirmation text' }).trim().min(1, { error: 'Type the confirmation text' }).max(320),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** What the danger zone asks the user to type: the email for built-in accounts, DELETE otherwise. */
export function deletionPhrase(user: { authProvider: 'local' | 'oidc'; email: string | null }): string {
  return user.authProvider === 'local' && user.email ? user.email : 'DELETE';
}
