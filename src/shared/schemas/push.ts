import { z } from 'zod';

/** A user may have this many browsers and devices subscribed at once. */
export const PUSH_SUBSCRIPTIONS_MAX = 12;
export const PUSH_ENDPOINT_MAX = 2048;
export const BLOCK_REMINDER_MINUTES_MAX = 120;

const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be base64url text` })
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} is too long` })
    .regex(/^[A-Za-z0-9_-]+=*$/, { error: `${field} must be base64url text` });

const endpointSchema = z
  .string({ error: 'Endpoint must be a URL' })
  .max(PUSH_ENDPOINT_MAX, { error: `Endpoint must be at most ${PUSH_ENDPOINT_MAX} characters` })
  .refine((value) => URL.canParse(value), { error: 'Endpoint must be a URL' });

export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object(
    {
      p256dh: base64url('p256dh', 200),
      auth: base64url('auth', 100),
    },
    { error: 'Keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

export const pushSubscriptionSchema = z.object({ id: z.string(), endpoint: z.string(), createdAt: z.string() });

const timeOfDaySchema = z.string({ error: 'Time must be HH:mm' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Time must be HH:mm' });

export const notificationSettingsSchema = z.object({
  blockReminders: z.boolean({ error: 'Must be true or false' }),
  /** Minutes before a time block starts. */
  blockReminderMinutes: z
    .number({ error: 'Minutes must be a whole number' })
    .int({ error: 'Minutes must be a whole number' })
    .min(1, { error: 'Minutes must be at least 1' })
    .max(BLOCK_REMINDER_MINUTES_MAX, { error: `Minutes must be at most ${BLOCK_REMINDER_MINUTES_MAX}` }),
  peopleDue: z.boolean({ error: 'Must be true or false' }),
  peopleDueTime: timeOfDaySchema,
  morningPlan: z.boolean({ error: 'Must be true or false' }),
  morningPlanTime: timeOfDaySchema,
  /** Open tasks due today (or overdue) with no block today, at `morningPlanTime`; inside the day's plan when that is on. */
  dueTasks: z.boolean({ error: 'Must be true or false' }),
  weeklyReview: z.boolean({ error: 'Must be true or false' }),
  /** On Mondays, in the user's zone. */
  weeklyReviewTime: timeOfDaySchema,
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;
export const updateNotificationSettingsSchema = notificationSettingsSchema.partial();

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  blockReminders: true,
  blockReminderMinutes: 10,
  peopleDue: true,
  peopleDueTime: '09:00',
  morningPlan: false,
  morningPlanTime: '07:30',
  dueTasks: true,
  weeklyReview: true,
  weeklyReviewTime: '09:00',
};

/** What a push carries: a title, one line, and the page a click opens. */
export const pushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof pushPayloadSchema>;
