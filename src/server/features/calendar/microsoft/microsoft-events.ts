import { z } from 'zod';
import { dateOf, dayOfWeek, instantOf, isKnownTimezone, localDateTime, localDateTimeOf } from '../../../../shared/dates.js';
import { formatRrule, parseRrule, WEEKDAY_CODES, type RecurrenceRule, type WeekdayCode } from '../../../../shared/recurrence-rule.js';
import type { RemoteCalendar, RemoteEvent, RemoteEventTime } from '../../../../shared/schemas/calendar-connections.js';
import { ProviderError, type OutgoingEvent, type OutgoingException } from '../connections/provider.js';

/**
 * The transaction id Twelvefold gives a block's event: Graph keeps it on the event and answers a repeated create with
 * the same id by the event already made, so a create whose answer was lost is not made twice.
 */
const TRANSACTION_PREFIX = 'twelvefold-';
export const transactionIdOf = (blockId: string) => `${TRANSACTION_PREFIX}${blockId}`;

const timeSchema = z.object({ dateTime: z.string(), timeZone: z.string().optional() }).loose();
const recurrenceSchema = z
  .object({
    pattern: z
      .object({
        type: z.string(),
        interval: z.number().int().optional(),
        daysOfWeek: z.array(z.string()).optional(),
        dayOfMonth: z.number().int().optional(),
        index: z.string().optional(),
      })
      .loose(),
    range: z
      .object({
        type: z.string(),
        startDate: z.string().optional(),
        endDate: z.string().optional(),
        numberOfOccurrences: z.number().int().optional(),
        recurrenceTimeZone: z.string().optional(),
      })
      .loose(),
  })
  .loose();

/** An event resource of Graph (calendarView delta, get, create, update), read leniently: only what the sync uses. */
export const graphEventSchema = z
  .object({
    id: z.string().min(1),
    '@odata.etag': z.string().optional(),
    '@removed': z.object({ reason: z.string().optional() }).loose().optional(),
    changeKey: z.string().optional(),
    subject: z.string().nullish(),
    start: timeSchema.nullish(),
    end: timeSchema.nullish(),
    isAllDay: z.boolean().optional(),
    isCancelled: z.boolean().optional(),
    showAs: z.string().optional(),
    type: z.string().optional(),
    seriesMasterId: z.string().nullish(),
    originalStart: z.string().nullish(),
    lastModifiedDateTime: z.string().optional(),
    transactionId: z.string().nullish(),
    responseStatus: z.object({ response: z.string().optional() }).loose().nullish(),
    recurrence: recurrenceSchema.nullish(),
    cancelledOccurrences: z.array(z.string()).optional(),
  })
  .loose();
export type GraphEvent = z.infer<typeof graphEventSchema>;

/** A page of a list or of a delta round: more follows at `@odata.nextLink`; a round ends with `@odata.deltaLink`. */
export const graphPageSchema = z
  .object({ value: z.array(z.unknown()).optional(), '@odata.nextLink': z.string().optional(), '@odata.deltaLink': z.string().optional() })
  .loose();

export const graphCalendarSchema = z
  .object({ id: z.string(), name: z.string().optional(), canEdit: z.boolean().optional(), isDefaultCalendar: z.boolean().optional() })
  .loose();

export const remoteCalendarOf = (calendar: z.infer<typeof graphCalendarSchema>): RemoteCalendar => ({
  id: calendar.id,
  name: calendar.name ?? calendar.id,
  primary: calendar.isDefaultCalendar ?? false,
  canWrite: calendar.canEdit ?? false,
});

/** Graph writes `2026-12-08T09:00:00.0000000` beside its zone; asked for UTC, that is the instant in UTC. */
function instantText(time: z.infer<typeof timeSchema>): string | null {
  const ms = Date.parse(`${time.dateTime.replace(/(\.\d{3})\d*$/, '$1')}Z`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function timeOf(time: z.infer<typeof timeSchema> | null | undefined, allDay: boolean): RemoteEventTime | null {
  if (!time) return null;
  if (allDay) return { date: time.dateTime.slice(0, 10) };
  const instant = instantText(time);
  return instant ? { dateTime: instant } : null;
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const codeOfName = (name: string): WeekdayCode | undefined => {
  const index = WEEKDAY_NAMES.indexOf(name.toLowerCase() as (typeof WEEKDAY_NAMES)[number]);
  return index < 0 ? undefined : WEEKDAY_CODES[(index + 6) % 7];
};
const nameOfCode = (code: WeekdayCode) => WEEKDAY_NAMES[(WEEKDAY_CODES.indexOf(code) + 1) % 7];
const WEEK_INDEX = ['first', 'second', 'third', 'fourth'] as const;

/** A series master's pattern as RFC 5545 lines (the subset blocks use); null when Graph's pattern is beyond it. */
function recurrenceLines(recurrence: z.infer<typeof recurrenceSchema>, start: RemoteEventTime | null): string[] | null {
  const { pattern, range } = recurrence;
  const days = (pattern.daysOfWeek ?? []).map(codeOfName).filter((d) => d !== undefined);
  let rule: RecurrenceRule;
  if (pattern.type === 'daily') rule = { freq: 'DAILY' };
  else if (pattern.type === 'weekly') rule = { freq: 'WEEKLY', byDay: days.map((day) => ({ day })) };
  else if (pattern.type === 'absoluteMonthly' && pattern.dayOfMonth) rule = { freq: 'MONTHLY', byMonthDay: [pattern.dayOfMonth] };
  else if (pattern.type === 'relativeMonthly' && days[0]) {
    const index = pattern.index === 'last' ? -1 : WEEK_INDEX.indexOf(pattern.index as (typeof WEEK_INDEX)[number]) + 1;
    if (index === 0) return null;
    rule = { freq: 'MONTHLY', byDay: [{ day: days[0], nth: index }] };
  } else return null;
  if (pattern.interval && pattern.interval > 1) rule.interval = pattern.interval;
  if (range.type === 'numbered' && range.numberOfOccurrences) rule.count = range.numberOfOccurrences;
  if (range.type === 'endDate' && range.endDate) {
    // The last date, at the series' time of day: an instant, as Twelvefold writes a block's UNTIL.
    const time = start && 'dateTime' in start ? start.dateTime.slice(10) : 'T23:59:59.000Z';
    rule.until = { instant: new Date(Date.parse(`${range.endDate}${time}`)).toISOString().replace(/\.\d{3}Z$/, 'Z') };
  }
  return [`RRULE:${formatRrule(rule)}`];
}

/**
 * The occurrences deleted from a series as an EXDATE line: Graph names each `OID.<series id>.<yyyy-MM-dd>`, the date on
 * the series' clock, at the series' time of day.
 */
function exdateLine(event: GraphEvent, start: RemoteEventTime | null): string[] {
  const zone = event.recurrence?.range.recurrenceTimeZone;
  if (!start || !('dateTime' in start) || !event.cancelledOccurrences?.length) return [];
  const timeZone = zone && isKnownTimezone(zone) ? zone : 'UTC';
  const wall = localDateTimeOf(new Date(start.dateTime), timeZone);
  const dates = event.cancelledOccurrences.map((id) => /\.(\d{4}-\d{2}-\d{2})$/.exec(id)?.[1]).filter((d) => d !== undefined);
  const instants = dates.map((date) =>
    instantOf(localDateTime(date, wall.hour, wall.minute, wall.second), timeZone)
      .toISOString()
      .replace(/[-:]|\.\d{3}/g, ''),
  );
  return instants.length > 0 ? [`EXDATE:${instants.join(',')}`] : [];
}

function seriesLines(event: GraphEvent, start: RemoteEventTime | null): string[] | null {
  const lines = recurrenceLines(event.recurrence!, start);
  return lines ? [...lines, ...exdateLine(event, start)] : null;
}

/** Not busy: shown as free, or an invitation the account declined. */
const isFree = (event: GraphEvent) => event.showAs === 'free' || event.responseStatus?.response === 'declined';

/**
 * A Graph event as the store keeps events: a delta round lists single events, and a series as its occurrences and
 * exceptions (each under the series master's id, with its original start); a removal comes as its id alone.
 */
export function remoteEventOf(event: GraphEvent): RemoteEvent {
  const allDay = event.isAllDay ?? false;
  const start = timeOf(event.start, allDay);
  const instance = event.type === 'occurrence' || event.type === 'exception';
  const originalStart = instance && event.originalStart && !Number.isNaN(Date.parse(event.originalStart)) ? new Date(event.originalStart).toISOString() : null;
  const transaction = event.transactionId ?? '';
  return {
    id: event.id,
    seriesId: instance ? (event.seriesMasterId ?? null) : null,
    status: event['@removed'] || event.isCancelled ? 'cancelled' : 'confirmed',
    title: event.subject ?? '',
    start,
    end: timeOf(event.end, allDay),
    recurrence: event.type === 'seriesMaster' && event.recurrence ? seriesLines(event, start) : null,
    originalStart: originalStart ? (allDay ? { date: originalStart.slice(0, 10) } : { dateTime: originalStart }) : null,
    updated: event.lastModifiedDateTime ?? null,
    etag: event['@odata.etag'] ?? event.changeKey ?? null,
    free: isFree(event),
    blockId: transaction.startsWith(TRANSACTION_PREFIX) ? transaction.slice(TRANSACTION_PREFIX.length) : null,
    category: null,
  };
}

/** An instant as Graph's dateTimeTimeZone: the wall-clock time in `timeZone`. */
function zoned(instant: Date, timeZone: string) {
  const wall = localDateTimeOf(instant, timeZone);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return {
    dateTime: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}`,
    timeZone,
  };
}

/** A block's RRULE as Graph's patternedRecurrence, on the user's clock; refused when Outlook has no such pattern. */
export function patternedRecurrenceOf(rrule: string, start: Date, timeZone: string) {
  const rule = parseRrule(rrule);
  const startDate = dateOf(localDateTimeOf(start, timeZone));
  const own = WEEKDAY_CODES[(dayOfWeek(startDate) + 6) % 7];
  const interval = rule.interval ?? 1;
  let pattern: Record<string, unknown>;
  if (rule.freq === 'DAILY' && !rule.byDay && !rule.byMonthDay) pattern = { type: 'daily', interval };
  else if (rule.freq === 'WEEKLY' && !rule.byMonthDay) {
    pattern = { type: 'weekly', interval, daysOfWeek: (rule.byDay?.map((d) => d.day) ?? [own]).map(nameOfCode), firstDayOfWeek: 'monday' };
  } else if (rule.freq === 'MONTHLY' && !rule.byDay && (rule.byMonthDay ?? [1]).length === 1 && (rule.byMonthDay?.[0] ?? 1) > 0) {
    pattern = { type: 'absoluteMonthly', interval, dayOfMonth: rule.byMonthDay?.[0] ?? Number(startDate.slice(8, 10)) };
  } else if (rule.freq === 'MONTHLY' && rule.byDay?.length === 1 && !rule.byMonthDay && [1, 2, 3, 4, -1].includes(rule.byDay[0].nth ?? 0)) {
    const { day, nth } = rule.byDay[0];
    pattern = { type: 'relativeMonthly', interval, daysOfWeek: [nameOfCode(day)], index: nth === -1 ? 'last' : WEEK_INDEX[nth! - 1] };
  } else throw new ProviderError('refused', `Outlook cannot repeat an event as “${rrule}”; the block is kept here`);
  const range = rule.count
    ? { type: 'numbered', numberOfOccurrences: rule.count }
    : rule.until
      ? { type: 'endDate', endDate: 'date' in rule.until ? rule.until.date : dateOf(localDateTimeOf(new Date(rule.until.instant), timeZone)) }
      : { type: 'noEnd' };
  return { pattern, range: { ...range, startDate, recurrenceTimeZone: timeZone } };
}

/**
 * The block as an event body for create or update. A one-off is written in UTC, which Graph always accepts; a series
 * in the user's zone, so it repeats on their clock across daylight saving (Graph takes the common IANA names).
 */
export function graphEventBody(event: OutgoingEvent) {
  const timeZone = event.rrule ? event.timeZone : 'UTC';
  return {
    subject: event.title,
    start: zoned(event.start, timeZone),
    end: zoned(event.end, timeZone),
    isAllDay: false,
    showAs: 'busy',
    recurrence: event.rrule ? patternedRecurrenceOf(event.rrule, event.start, timeZone) : null,
  };
}

/** One moved or renamed occurrence as the update of Graph's occurrence. */
export const occurrenceBody = (exception: OutgoingException, timeZone: string) => ({
  subject: exception.title,
  start: zoned(exception.start, timeZone),
  end: zoned(exception.end, timeZone),
});

/** Where to look for an occurrence by its original start: the day around it. */
export const occurrenceWindow = (originalStart: Date) => ({
  startDateTime: new Date(originalStart.getTime() - 86_400_000).toISOString(),
  endDateTime: new Date(originalStart.getTime() + 86_400_000).toISOString(),
});

export const sameInstant = (a: string | null | undefined, b: Date) =>
  !!a && Date.parse(a.endsWith('Z') || /[+-]\d\d:\d\d$/.test(a) ? a : `${a}Z`) === b.getTime();
