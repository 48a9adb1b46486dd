import { z } from 'zod';
import { MAX_RANGE_DAYS } from '../constants.js';
import { daysBetween } from '../dates.js';
import { isoDateSchema } from './common.js';

export const FEED_WEEKS_BACK = 12;
export const FEED_MONTHS_AHEAD = 12;
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const BUSY_MAX_DAYS = 42;

/**
 * Bounds on the work one iCalendar text may cause, whether imported or pulled from a CalDAV server: a few hundred
 * bytes of RRULE can otherwise ask for millions of occurrences. Occurrences are counted inside the chosen dates
 * (or the sync window); the time covers parsing and expanding the whole file.
 */
export const ICS_MAX_EVENTS = 5000;
export const ICS_MAX_OCCURRENCES_PER_EVENT = 500;
export const ICS_MAX_OCCURRENCES = 3000;
export const ICS_MAX_NESTING = 10;
export const ICS_MAX_SECONDS = 5;

/** GET /api/calendar/feed and POST /api/calendar/feed/rotate. */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The feed's own path: a 256-bit token, base64url, then .ics; anything else is simply not found. */
export const FEED_FILE_PATTERN = /^[A-Za-z0-9_-]{43}\.ics$/;
export const feedParamsSchema = z.object({ file: z.string() });

export const caldavConnectSchema = z.object({
  serverUrl: z
    .string({ error: 'Server URL is required' })
    .trim()
    .min(1, { error: 'Server URL is required' })
    .max(2000, { error: 'Server URL must be at most 2000 characters' })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      },
      { error: 'Server URL must be an http:// or https:// address' },
    ),
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(200, { error: 'Username must be at most 200 characters' }),
  password: z
    .string({ error: 'App password is required' })
    .min(1, { error: 'App password is required' })
    .max(500, { error: 'App password must be at most 500 characters' }),
});
export type CaldavConnectInput = z.infer<typeof caldavConnectSchema>;

export const caldavCalendarSchema = z.object({ url: z.string(), displayName: z.string() });
export type CaldavCalendar = z.infer<typeof caldavCalendarSchema>;
export const caldavCalendarListSchema = z.array(caldavCalendarSchema);

export const CALDAV_STATES = ['idle', 'ok', 'error'] as const;

/** The connected account as the API shows it: never the password. */
export const caldavAccountSchema = z.object({
  serverUrl: z.string(),
  username: z.string(),
  calendarUrl: z.string().nullable(),
  calendarName: z.string().nullable(),
  state: z.enum(CALDAV_STATES),
  lastError: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  pendingChanges: z.number().int(),
});
export type CaldavAccount = z.infer<typeof caldavAccountSchema>;

export const caldavStatusSchema = z.object({ account: caldavAccountSchema.nullable() });
export type CaldavStatus = z.infer<typeof caldavStatusSchema>;

export const caldavConnectResultSchema = z.object({
  account: caldavAccountSchema,
  calendars: caldavCalendarListSchema,
});
export type CaldavConnectResult = z.infer<typeof caldavConnectResultSchema>;

export const caldavChooseSchema = z.object({
  calendarUrl: z.string({ error: 'Choose a calendar' }).trim().min(1, { error: 'Choose a calendar' }).max(2000),
});
export type CaldavChooseInput = z.infer<typeof caldavChooseSchema>;

function dateRange(maxDays: number) {
  return z.object({ from: isoDateSchema, to: isoDateSchema }).superRefine((q, ctx) => {
    const span = daysBetween(q.from, q.to);
    if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    else if (span + 1 > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `The range must be at most ${maxDays} days` });
  });
}

export const busyQuerySchema = dateRange(BUSY_MAX_DAYS);
export type BusyQuery = z.infer<typeof busyQuerySchema>;

export const BUSY_SOURCES = ['caldav', 'import', 'subscription', 'google', 'microsoft'] as const;
export type BusySource = (typeof BUSY_SOURCES)[number];

/**
 * A read-only event from the connected CalDAV calendar, a connected Google or Microsoft calendar (`source` names
 * which), a subscribed calendar (`subscriptionId` names which) or an all-day event of an imported file, laid out like a
 * time block, its times kept to 5 minutes. An all-day event has one entry per day it covers, at 0:00 for 24 hours.
 * `free`: it shows as free in its calendar (TRANSP:TRANSPARENT, Outlook's FREE), so it is drawn but nothing plans
 * around it.
 */
export const busyBlockSchema = z.object({
  id: z.string(),
  title: z.string(),
  date: z.string(),
  hour: z.number().int(),
  minute: z.number().int(),
  /** Hours: durationMinutes / 60. */
  duration: z.number(),
  durationMinutes: z.number().int(),
  allDay: z.boolean(),
  free: z.boolean(),
  source: z.enum(BUSY_SOURCES),
  subscriptionId: z.string().nullable(),
});
export type BusyBlock = z.infer<typeof busyBlockSchema>;
export const busyBlockListSchema = z.array(busyBlockSchema);

/** Query of POST /api/calendar/import: the dates whose events become time blocks. */
export const importQuerySchema = dateRange(MAX_RANGE_DAYS);
export type ImportQuery = z.infer<typeof importQuerySchema>;

/** The form on the settings page: the range plus the chosen file, read as text in the browser. */
export const importFormSchema = z
  .object({ from: isoDateSchema, to: isoDateSchema })
  .refine((q) => daysBetween(q.from, q.to) >= 0, { path: ['to'], error: 'to must be on or after from' })
  .refine((q) => daysBetween(q.from, q.to) + 1 <= MAX_RANGE_DAYS, { path: ['to'], error: `The range must be at most ${MAX_RANGE_DAYS} days` });
export type ImportFormValues = z.infer<typeof importFormSchema>;

export const IMPORT_SKIP_REASONS = ['Already imported', 'Outside the chosen dates', 'All-day event'] as const;

export const importSummarySchema = z.object({
  /** `rrule` when the event came in as one repeating block (its first date is the first one in the chosen dates). */
  imported: z.array(
    z.object({
      title: z.string(),
      date: z.string(),
      hour: z.number().int(),
      minute: z.number().int(),
      /** Hours: durationMinutes / 60. */
      duration: z.number(),
      durationMinutes: z.number().int(),
      rrule: z.string().optional(),
    }),
  ),
  /** All-day events, kept as all-day busy time on each date they cover (in the chosen dates) rather than as blocks. */
  busy: z.array(z.object({ uid: z.string(), title: z.string(), dates: z.array(z.string()) })).optional(),
  skipped: z.array(z.object({ uid: z.string(), title: z.string(), reason: z.enum(IMPORT_SKIP_REASONS) })),
  /** Repeating events whose rule the product cannot repeat by: their occurrences were imported one by one. */
  expanded: z.array(z.object({ uid: z.string(), title: z.string(), reason: z.string() })).optional(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;
