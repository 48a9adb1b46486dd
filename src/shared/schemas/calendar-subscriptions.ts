import { z } from 'zod';
import { text } from './common.js';

/** How often every subscribed calendar is fetched again (each at its own moment, a little earlier or later). */
export const SUBSCRIPTION_REFRESH_MINUTES = 15;
/** Calendars one account may subscribe to. */
export const SUBSCRIPTIONS_MAX = 20;
/**
 * Bounds on one fetch of a subscribed calendar: its size as sent and as unpacked, the time to fetch it, and what
 * reading it may find. A feed holds a calendar's whole history (Google's secret address does), so these are above the
 * import's; occurrences are counted in the synced dates only.
 */
export const SUBSCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
export const SUBSCRIPTION_FETCH_SECONDS = 20;
export const SUBSCRIPTION_MAX_EVENTS = 20_000;
export const SUBSCRIPTION_MAX_OCCURRENCES = 5000;
export const SUBSCRIPTION_NAME_MAX = 100;
export const SUBSCRIPTION_URL_MAX = 2000;

const SCHEMES = ['https:', 'http:', 'webcal:'];

const nameSchema = text({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required' })
  .max(SUBSCRIPTION_NAME_MAX, { error: `Name must be at most ${SUBSCRIPTION_NAME_MAX} characters` });

/** POST /api/calendar/subscriptions: an ICS address as every calendar product offers it, and an optional name. */
export const subscriptionCreateSchema = z.object({
  url: text({ error: 'Calendar address is required' })
    .trim()
    .min(1, { error: 'Calendar address is required', abort: true })
    .max(SUBSCRIPTION_URL_MAX, { error: `Calendar address must be at most ${SUBSCRIPTION_URL_MAX} characters` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return SCHEMES.includes(url.protocol) && url.hostname !== '';
        } catch {
          return false;
        }
      },
      { error: 'Calendar address must be an https://, http:// or webcal:// address' },
    ),
  name: nameSchema.optional(),
});
export type SubscriptionCreateInput = z.infer<typeof subscriptionCreateSchema>;

/** PATCH /api/calendar/subscriptions/:id */
export const subscriptionUpdateSchema = z.object({ name: nameSchema });
export type SubscriptionUpdateInput = z.infer<typeof subscriptionUpdateSchema>;

/**
 * A subscribed calendar as the API shows it: its address with the secret part masked, when it was last fetched
 * (or found unchanged), why the last fetch failed (the events of the last good copy stay), and how many events of
 * the synced dates it holds.
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  lastFetchedAt: z.string().nullable(),
  lastError: z.string().nullable(),
  eventCount: z.number().int(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);
