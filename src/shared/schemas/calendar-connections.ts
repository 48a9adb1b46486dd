import { z } from 'zod';
import { text } from './common.js';

/** The calendar accounts Twelvefold syncs two ways over OAuth, when the administrator set up the provider's client. */
export const CALENDAR_PROVIDERS = ['google', 'microsoft'] as const;
export type CalendarProviderId = (typeof CALENDAR_PROVIDERS)[number];
export const CALENDAR_PROVIDER_NAMES: Record<CalendarProviderId, string> = { google: 'Google Calendar', microsoft: 'Outlook' };

/**
 * `connected`: it syncs; `needs_reconnect`: the provider refused the grant (revoked, expired, password changed), so
 * nothing is tried until the user signs in again; `error`: the last sync failed for another reason, said in
 * `stateReason`, and is tried again.
 */
export const CONNECTION_STATES = ['connected', 'needs_reconnect', 'error'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** Calendars one connection may read as busy time, besides the one blocks are written to. */
export const CONNECTION_BUSY_CALENDARS_MAX = 20;

export const providerParamsSchema = z.object({ provider: z.enum(CALENDAR_PROVIDERS, { error: 'Unknown calendar provider' }) });

const calendarRefSchema = z.object({ id: z.string(), name: z.string() });

/** A connection as the API shows it: never a token. */
export const connectionSchema = z.object({
  id: z.string(),
  provider: z.enum(CALENDAR_PROVIDERS),
  accountEmail: z.string(),
  state: z.enum(CONNECTION_STATES),
  stateReason: z.string().nullable(),
  lastSyncAt: z.string().nullable(),
  /** When a provider that asked to slow down (or could not be reached) is tried again. */
  retryAt: z.string().nullable(),
  syncing: z.boolean(),
  writeCalendar: calendarRefSchema.nullable(),
  busyCalendars: z.array(calendarRefSchema),
  /** Block changes not yet on the provider's calendar. */
  pendingChanges: z.number().int(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/calendar/connections: the providers this instance offers, and the user's connections. */
export const connectionListSchema = z.object({
  providers: z.array(z.object({ id: z.enum(CALENDAR_PROVIDERS), name: z.string() })),
  connections: z.array(connectionSchema),
});
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** POST /api/calendar/connections/:provider/authorize: where to send the browser to sign in and consent. */
export const authorizeResultSchema = z.object({ url: z.string() });

/** A calendar of the connected account, as the chooser lists it. */
export const remoteCalendarSchema = z.object({
  id: z.string(),
  name: z.string(),
  primary: z.boolean(),
  /** Whether the account may add events to it (a calendar shared read-only can only be read as busy). */
  canWrite: z.boolean(),
});
export type RemoteCalendar = z.infer<typeof remoteCalendarSchema>;
export const remoteCalendarListSchema = z.array(remoteCalendarSchema);

const calendarIdSchema = text({ error: 'Choose a calendar' }).min(1, { error: 'Choose a calendar' }).max(1024);

/** PATCH /api/calendar/connections/:id: the calendar blocks are written to (or none) and those read as busy. */
export const connectionChooseSchema = z.object({
  writeCalendarId: calendarIdSchema.nullable(),
  busyCalendarIds: z
    .array(calendarIdSchema)
    .max(CONNECTION_BUSY_CALENDARS_MAX, { error: `Choose at most ${CONNECTION_BUSY_CALENDARS_MAX} calendars to read as busy` }),
});
export type ConnectionChooseInput = z.infer<typeof connectionChooseSchema>;

/** The query the provider sends the browser back with; anything else in it is ignored. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().optional(),
  state: z.string().optional(),
  error: z.string().optional(),
});

/** Where the callback sends the browser: the settings' calendar section, saying how the connection went. */
export const CONNECTION_RESULT_PARAM = 'calendarConnection';
export const CONNECTION_ERROR_PARAM = 'calendarError';

/**
 * A time of a provider's event, as Google writes it (Microsoft's are mapped to it): an all-day date, or an instant
 * (RFC 3339 with its offset) and the IANA zone it was set in.
 */
export type RemoteEventTime = { date: string } | { dateTime: string; timeZone?: string };

/**
 * One event of a connected calendar as stored between syncs, whatever the provider: a one-off event, a repeating
 * series' master (`recurrence`: its RFC 5545 RRULE, EXDATE and RDATE lines) or one changed or cancelled instance of a
 * series (`seriesId`, `originalStart`).
 */
export interface RemoteEvent {
  id: string;
  seriesId: string | null;
  status: 'confirmed' | 'tentative' | 'cancelled';
  title: string;
  start: RemoteEventTime | null;
  end: RemoteEventTime | null;
  recurrence: string[] | null;
  originalStart: RemoteEventTime | null;
  /** When the provider last changed it (RFC 3339). */
  updated: string | null;
  etag: string | null;
  /** Free time on the calendar (Google's transparency "transparent", Graph's showAs "free"): not busy. */
  free: boolean;
  /** The time block the event was written for, when Twelvefold wrote it. */
  blockId: string | null;
  /** The block's category as Twelvefold wrote it. */
  category: string | null;
}
