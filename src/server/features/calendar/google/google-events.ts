import { z } from 'zod';
import { localDateTimeOf, offsetMinutesAt, isKnownTimezone, type LocalDateTime } from '../../../../shared/dates.js';
import type { RemoteCalendar, RemoteEvent, RemoteEventTime } from '../../../../shared/schemas/calendar-connections.js';
import type { OutgoingEvent, OutgoingException } from '../connections/provider.js';

/** The private extended properties Twelvefold writes on its events: which block, and its category. */
export const BLOCK_PROPERTY = 'twelvefoldBlock';
export const CATEGORY_PROPERTY = 'twelvefoldCategory';

const timeSchema = z.object({ date: z.string().optional(), dateTime: z.string().optional(), timeZone: z.string().optional() }).loose();

/** An Event resource of Calendar v3 (events.list, get, insert, patch), read leniently: only what the sync uses. */
export const googleEventSchema = z
  .object({
    id: z.string().min(1),
    etag: z.string().optional(),
    status: z.enum(['confirmed', 'tentative', 'cancelled']).catch('confirmed').optional(),
    summary: z.string().optional(),
    start: timeSchema.optional(),
    end: timeSchema.optional(),
    recurrence: z.array(z.string()).optional(),
    recurringEventId: z.string().optional(),
    originalStartTime: timeSchema.optional(),
    updated: z.string().optional(),
    transparency: z.string().optional(),
    eventType: z.string().optional(),
    attendees: z.array(z.object({ self: z.boolean().optional(), responseStatus: z.string().optional() }).loose()).optional(),
    extendedProperties: z
      .object({ private: z.record(z.string(), z.string()).optional() })
      .loose()
      .optional(),
  })
  .loose();
export type GoogleEvent = z.infer<typeof googleEventSchema>;

/** A page of events.list. */
export const googleEventsPageSchema = z
  .object({
    items: z.array(z.unknown()).optional(),
    nextPageToken: z.string().optional(),
    nextSyncToken: z.string().optional(),
  })
  .loose();

/** A page of calendarList.list. */
export const googleCalendarListSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            id: z.string(),
            summary: z.string().optional(),
            summaryOverride: z.string().optional(),
            primary: z.boolean().optional(),
            accessRole: z.string().optional(),
            deleted: z.boolean().optional(),
          })
          .loose(),
      )
      .optional(),
    nextPageToken: z.string().optional(),
  })
  .loose();

type GoogleCalendarEntry = NonNullable<z.infer<typeof googleCalendarListSchema>['items']>[number];

export const remoteCalendarOf = (entry: GoogleCalendarEntry): RemoteCalendar => ({
  id: entry.id,
  name: entry.summaryOverride ?? entry.summary ?? entry.id,
  primary: entry.primary ?? false,
  canWrite: entry.accessRole === 'owner' || entry.accessRole === 'writer',
});

function timeOf(time: z.infer<typeof timeSchema> | undefined): RemoteEventTime | null {
  if (time?.date) return { date: time.date };
  if (time?.dateTime) return time.timeZone ? { dateTime: time.dateTime, timeZone: time.timeZone } : { dateTime: time.dateTime };
  return null;
}

/** Not busy: shown as free ("transparent"), a working location, or an invitation the account declined. */
function isFree(event: GoogleEvent): boolean {
  if (event.transparency === 'transparent' || event.eventType === 'workingLocation') return true;
  return event.attendees?.some((a) => a.self && a.responseStatus === 'declined') ?? false;
}

export function remoteEventOf(event: GoogleEvent): RemoteEvent {
  const own = event.extendedProperties?.private ?? {};
  return {
    id: event.id,
    seriesId: event.recurringEventId ?? null,
    status: event.status ?? 'confirmed',
    title: event.summary ?? '',
    start: timeOf(event.start),
    end: timeOf(event.end),
    recurrence: event.recurrence ?? null,
    originalStart: timeOf(event.originalStartTime),
    updated: event.updated ?? null,
    etag: event.etag ?? null,
    free: isFree(event),
    blockId: own[BLOCK_PROPERTY] ?? null,
    category: own[CATEGORY_PROPERTY] ?? null,
  };
}

/**
 * The event id Twelvefold gives a block's event: Google lets a client choose it (base32hex, 5–1024 characters), so a
 * create whose answer was lost is found again by id (409) rather than made twice. A UUID's hex digits are base32hex.
 */
export const eventIdOf = (blockId: string) => `tf${blockId.replace(/-/g, '').toLowerCase()}`;

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** RFC 3339 with the zone's offset at that instant, as Google writes `dateTime`. */
export function rfc3339In(instant: Date, timeZone: string): string {
  const wall = localDateTimeOf(instant, timeZone);
  const offset = offsetMinutesAt(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}

const basic = (wall: LocalDateTime) => `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;

const zoned = (instant: Date, timeZone: string) => ({ dateTime: rfc3339In(instant, timeZone), timeZone });

/** The rule and the removed dates as Google's `recurrence` lines (RFC 5545), the removed ones as EXDATEs in the zone. */
function recurrenceOf(event: OutgoingEvent): string[] | null {
  if (!event.rrule) return null;
  const removed = event.exceptions.filter((e) => e.removed).map((e) => basic(localDateTimeOf(e.originalStart, event.timeZone)));
  return [`RRULE:${event.rrule}`, ...(removed.length > 0 ? [`EXDATE;TZID=${event.timeZone}:${removed.join(',')}`] : [])];
}

/** The block as an Event body for insert or patch; `recurrence: null` clears a rule a block no longer has. */
export function googleEventBody(event: OutgoingEvent) {
  const timeZone = isKnownTimezone(event.timeZone) ? event.timeZone : 'UTC';
  return {
    summary: event.title,
    start: zoned(event.start, timeZone),
    end: zoned(event.end, timeZone),
    recurrence: recurrenceOf({ ...event, timeZone }),
    status: 'confirmed',
    extendedProperties: { private: { [BLOCK_PROPERTY]: event.blockId, [CATEGORY_PROPERTY]: event.category } },
  };
}

/** One moved or renamed occurrence as the patch of Google's instance of it. */
export const instanceBody = (exception: OutgoingException, timeZone: string) => ({
  summary: exception.title,
  start: zoned(exception.start, timeZone),
  end: zoned(exception.end, timeZone),
  status: 'confirmed',
});
