import ICAL from 'ical.js';
import { instantOf, localDateTime, localDateTimeOf, shiftDate, startOfDayIn, type LocalDateTime } from '../../../../shared/dates.js';
import { formatRrule, parseRrule } from '../../../../shared/recurrence.js';
import { buildVtimezone } from './vtimezone.js';

export const PRODID = '-//Twelvefold//Twelvefold Calendar//EN';
const MINUTE_MS = 60_000;

export interface BlockForIcs {
  id: string;
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
  title: string;
  category: string;
  updatedAt: Date;
  /** A series' RRULE; its `date`, `hour` and `minute` are the first occurrence. */
  rrule?: string | null;
  /** The series' removed and edited occurrences (a null field follows the series). */
  exceptions?: ExceptionForIcs[];
}

export interface ExceptionForIcs {
  occurrenceDate: string;
  removed: boolean;
  date: string | null;
  hour: number | null;
  minute: number | null;
  title: string | null;
  category: string | null;
  durationMinutes: number | null;
  updatedAt: Date;
}

export interface GoalForIcs {
  id: string;
  title: string;
  endDate: string;
  updatedAt: Date;
}

const CATEGORY_NAMES: Record<string, string> = { focus: 'Focus', meeting: 'Meeting', break: 'Break', completed: 'Completed' };

/** Stable across edits, exports and syncs: the same block always has the same UID. */
export const blockUid = (blockId: string) => `${blockId}@twelvefold`;
export const goalUid = (goalId: string) => `goal-${goalId}@twelvefold`;

function zonedTime(wall: LocalDateTime): ICAL.Time {
  return ICAL.Time.fromData({ ...wall, isDate: false });
}

function utcTime(instant: Date): ICAL.Time {
  return ICAL.Time.fromJSDate(new Date(Math.floor(instant.getTime() / 1000) * 1000), true);
}

function setZoned(event: ICAL.Component, name: string, wall: LocalDateTime, timezone: string) {
  const property = event.updatePropertyWithValue(name, zonedTime(wall));
  property.setParameter('tzid', timezone);
}

/** Start and end instants of a block, its time read on its date's wall clock in the zone. */
export function blockInstants(block: Pick<BlockForIcs, 'date' | 'hour' | 'minute' | 'durationMinutes'>, timezone: string) {
  const start = instantOf(localDateTime(block.date, block.hour, block.minute), timezone);
  return { start, end: new Date(start.getTime() + block.durationMinutes * MINUTE_MS) };
}

export function blockEvent(block: BlockForIcs, timezone: string, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  const { start, end } = blockInstants(block, timezone);
  event.updatePropertyWithValue('uid', blockUid(block.id));
  event.updatePropertyWithValue('dtstamp', utcTime(stamp));
  event.updatePropertyWithValue('last-modified', utcTime(block.updatedAt));
  setZoned(event, 'dtstart', localDateTimeOf(start, timezone), timezone);
  setZoned(event, 'dtend', localDateTimeOf(end, timezone), timezone);
  event.updatePropertyWithValue('summary', block.title);
  event.updatePropertyWithValue('categories', CATEGORY_NAMES[block.category] ?? block.category);
  event.updatePropertyWithValue('x-twelvefold-category', block.category);
  return event;
}

/**
 * RFC 5545 wants UNTIL in UTC when DTSTART has a zone: an UNTIL date becomes the instant its last occurrence starts.
 */
export function icsRrule(block: Pick<BlockForIcs, 'hour' | 'minute'> & { rrule: string }, timezone: string): string {
  const rule = parseRrule(block.rrule);
  if (rule.until && 'date' in rule.until) {
    rule.until = { instant: instantOf(localDateTime(rule.until.date, block.hour, block.minute), timezone).toISOString() };
  }
  return formatRrule(rule);
}

/** A series as one VEVENT with its RRULE and EXDATEs, then one VEVENT per edited occurrence (RECURRENCE-ID). */
export function seriesEvents(block: BlockForIcs & { rrule: string }, timezone: string, stamp: Date): ICAL.Component[] {
  const master = blockEvent(block, timezone, stamp);
  master.updatePropertyWithValue('rrule', ICAL.Recur.fromString(icsRrule(block, timezone)));
  const exceptions = block.exceptions ?? [];
  for (const exception of exceptions.filter((e) => e.removed)) {
    const property = new ICAL.Property('exdate', master);
    property.setValue(zonedTime(localDateTime(exception.occurrenceDate, block.hour, block.minute)));
    property.setParameter('tzid', timezone);
    master.addProperty(property);
  }
  const overrides = exceptions
    .filter((e) => !e.removed)
    .map((e) => {
      const event = blockEvent(
        {
          id: block.id,
          date: e.date ?? e.occurrenceDate,
          hour: e.hour ?? block.hour,
          minute: e.minute ?? block.minute,
          durationMinutes: e.durationMinutes ?? block.durationMinutes,
          title: e.title ?? block.title,
          category: e.category ?? block.category,
          updatedAt: e.updatedAt,
        },
        timezone,
        stamp,
      );
      setZoned(event, 'recurrence-id', localDateTime(e.occurrenceDate, block.hour, block.minute), timezone);
      return event;
    });
  return [master, ...overrides];
}

const eventsOf = (block: BlockForIcs, timezone: string, stamp: Date) =>
  block.rrule ? seriesEvents({ ...block, rrule: block.rrule }, timezone, stamp) : [blockEvent(block, timezone, stamp)];

export function goalEvent(goal: GoalForIcs, stamp: Date): ICAL.Component {
  const event = new ICAL.Component('vevent');
  const day = (date: string) => ICAL.Time.fromDateString(date);
  event.updatePropertyWithValue('uid', goalUid(goal.id));
  event.updatePropertyWithValue('dtstamp', utcTime(stamp));
  event.updatePropertyWithValue('last-modified', utcTime(goal.updatedAt));
  event.updatePropertyWithValue('dtstart', day(goal.endDate));
  event.updatePropertyWithValue('dtend', day(shiftDate(goal.endDate, 1)));
  event.updatePropertyWithValue('summary', `Goal ends: ${goal.title}`);
  event.updatePropertyWithValue('transp', 'TRANSPARENT');
  return event;
}

function calendar(name: string | undefined): ICAL.Component {
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.updatePropertyWithValue('version', '2.0');
  vcalendar.updatePropertyWithValue('prodid', PRODID);
  vcalendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  if (name) {
    vcalendar.updatePropertyWithValue('x-wr-calname', name);
  }
  return vcalendar;
}

/** The subscribable feed: blocks as timed events in the user's zone (with its VTIMEZONE), goal ends all-day. */
export function buildFeedIcs(input: { timezone: string; blocks: BlockForIcs[]; goals: GoalForIcs[]; from: string; to: string; stamp: Date }): string {
  const vcalendar = calendar('Twelvefold');
  vcalendar.updatePropertyWithValue('x-wr-timezone', input.timezone);
  const rangeStart = startOfDayIn(shiftDate(input.from, -1), input.timezone);
  const rangeEnd = startOfDayIn(shiftDate(input.to, 2), input.timezone);
  vcalendar.addSubcomponent(buildVtimezone(input.timezone, rangeStart, rangeEnd));
  for (const block of input.blocks) for (const event of eventsOf(block, input.timezone, input.stamp)) vcalendar.addSubcomponent(event);
  for (const goal of input.goals) vcalendar.addSubcomponent(goalEvent(goal, input.stamp));
  return vcalendar.toString() + '\r\n';
}

/** One block as the calendar object a CalDAV server stores. */
export function buildBlockIcs(block: BlockForIcs, timezone: string, stamp: Date): string {
  const vcalendar = calendar(undefined);
  const { start, end } = blockInstants(block, timezone);
  // A series needs the zone's changes over the time it repeats in, a year at least.
  const days = block.rrule ? 400 : 2;
  vcalendar.addSubcomponent(buildVtimezone(timezone, new Date(start.getTime() - 2 * 86_400_000), new Date(end.getTime() + days * 86_400_000)));
  for (const event of eventsOf(block, timezone, stamp)) vcalendar.addSubcomponent(event);
  return vcalendar.toString() + '\r\n';
}
