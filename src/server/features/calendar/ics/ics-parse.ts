import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { ICS_MAX_EVENTS, ICS_MAX_NESTING, ICS_MAX_OCCURRENCES, ICS_MAX_OCCURRENCES_PER_EVENT, ICS_MAX_SECONDS } from '../../../../shared/schemas/calendar.js';
import { recurrences } from './ics-recurrence.js';
import { repairCalendarText } from './ics-repair.js';
import { showsAsFree } from './ics-availability.js';
import { findDateProblem } from './ics-validate.js';
import { instantReader, type ToInstant } from './ics-zones.js';

/** One event occurrence as instants, or an all-day day span. */
export interface ParsedOccurrence {
  uid: string;
  /** The key that tells one occurrence of a repeating event from another. */
  key: string;
  title: string;
  allDay: boolean;
  start: Date;
  end: Date;
  /** For all-day events, the dates as written (yyyy-MM-dd). */
  startDate?: string;
  lastModified?: Date;
  category?: string;
  recurring: boolean;
  /** Shows as free (TRANSP:TRANSPARENT, Outlook's FREE): on the calendar, but not busy time. */
  free: boolean;
}

/** A repeating event as written: its first occurrence, its rule, its removed dates and its edited occurrences. */
export interface ParsedSeries {
  uid: string;
  /** The key an imported series is remembered by (as a one-off event's). */
  key: string;
  title: string;
  category?: string;
  lastModified?: Date;
  start: Date;
  end: Date;
  /** The RRULE value; null when the event repeats in a way one rule cannot hold (several RRULEs, RDATE). */
  rrule: string | null;
  exdates: Date[];
  overrides: { recurrenceId: Date; start: Date; end: Date; title: string; cancelled: boolean }[];
}

/** What is wrong with a text, named like a request field: `file`, `file.events`, `file.events.3.dtstart`… */
export interface IcsIssue {
  path: string;
  message: string;
}

/** `scope: 'all'` when a bound on the whole task was hit, so no later text can be read either. */
export class IcsError extends Error {
  constructor(
    public readonly path: string,
    message: string,
    public readonly scope: 'text' | 'all' = 'text',
  ) {
    super(message);
    this.name = 'IcsError';
  }
}

export interface ReadOptions {
  timezone: string;
  /** Occurrences overlapping [from, to) are returned; the rest are not expanded further than needed. */
  from: Date;
  to: Date;
  /** Also return single events outside the range (an import reports them as skipped). */
  keepSingleOutside?: boolean;
  /** Only the first occurrence of each event in the range. */
  firstOnly?: boolean;
  /** How messages name the text and the range: an imported file, or a calendar pulled over CalDAV. */
  source?: 'file' | 'calendar';
  /** Also describe each timed repeating event as one series (its occurrences are still expanded). */
  series?: boolean;
  /** Bounds other than the import's (ICS_MAX_EVENTS, ICS_MAX_OCCURRENCES): a subscribed calendar's. */
  limits?: { maxEvents: number; maxOccurrences: number };
  /** An event that cannot be read is left out (and counted) rather than failing its whole text: a subscribed feed. */
  skipUnreadable?: boolean;
}

export interface ReadTask extends ReadOptions {
  texts: string[];
}

/** `unreadable`: events left out under `skipUnreadable`; `name`: the calendar's own (X-WR-CALNAME), when it names itself. */
export type TextResult = { occurrences: ParsedOccurrence[]; series?: ParsedSeries[]; unreadable?: number; name?: string } | { issue: IcsIssue };
/** Each text's occurrences or issue; or one issue when a bound on the whole task was hit. */
export type ReadOutcome = { results: TextResult[] } | { issue: IcsIssue };

const DAY_MS = 86_400_000;
/** Longer UIDs are hashed into the key, which lands in a unique index whose entries PostgreSQL limits to ~2.7 KB. */
const KEY_UID_MAX_LENGTH = 500;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = String.fromCharCode(0);

const clip = (value: string, length = 200) => (value.length > length ? `${value.slice(0, length)}…` : value);
/** Text from a calendar becomes a title PostgreSQL can store. */
const storable = (value: string) => value.replaceAll(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
const named = (uid: string) => `Event "${clip(uid, 80)}"`;

function keyOf(uid: string): string {
  return uid.length <= KEY_UID_MAX_LENGTH ? uid : `sha256:${createHash('sha256').update(uid).digest('base64url')}`;
}

interface Budget {
  events: number;
  occurrences: number;
  /** Throws once the task has run out of time. */
  check(): void;
}

function createBudget(now: () => number, maxSeconds: number, source: 'file' | 'calendar'): Budget {
  const deadline = now() + maxSeconds * 1000;
  return {
    events: 0,
    occurrences: 0,
    check() {
      if (now() > deadline) throw new IcsError('file.time', `Reading the ${source} took longer than ${maxSeconds} seconds`, 'all');
    },
  };
}

/** Components nested deeper than any real calendar nests them are refused before parsing. */
function checkNesting(text: string) {
  const markers = /^(BEGIN|END):/gim;
  let depth = 0;
  for (let match = markers.exec(text); match; match = markers.exec(text)) {
    depth = match[1].toUpperCase() === 'BEGIN' ? depth + 1 : Math.max(0, depth - 1);
    if (depth > ICS_MAX_NESTING) throw new IcsError('file', `Components are nested more than ${ICS_MAX_NESTING} levels deep`);
  }
}

/** More VEVENTs than the bound are refused before the parser builds them all. */
function checkEventCount(text: string, max: number, source: string) {
  const marker = /^BEGIN:VEVENT\r?$/gim;
  let count = 0;
  while (marker.exec(text)) {
    count += 1;
    if (count > max) throw new IcsError('file.events', `The ${source} has more than ${max} events`, 'all');
  }
}

/** Parses an iCalendar text (repaired as real calendars need), throwing IcsError with the parser's reason when it is not valid. */
export function parseCalendar(text: string, maxEvents?: { max: number; source: string }): ICAL.Component {
  checkNesting(text);
  if (maxEvents) checkEventCount(text, maxEvents.max, maxEvents.source);
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(repairCalendarText(text)) as unknown[]);
  } catch (error) {
    throw new IcsError('file', `Not a valid iCalendar file: ${clip(error instanceof Error ? error.message : String(error))}`);
  }
  if (root.name !== 'vcalendar') throw new IcsError('file', `Expected a VCALENDAR component, found ${clip(root.name.toUpperCase(), 40)}`);
  return root;
}

interface EventGroup {
  index: number;
  master?: ICAL.Component;
  exceptions: ICAL.Component[];
}

/** One text's reading under way: the options, the task's budget and what was read so far. */
interface Reading {
  options: ReadOptions;
  budget: Budget;
  source: 'file' | 'calendar';
  /** How messages name the range: "in the chosen dates", "in the synced dates". */
  range: string;
  toInstant: ToInstant;
  occurrences: ParsedOccurrence[];
  series: ParsedSeries[];
}

/** What every occurrence of one event shares: the key it is remembered by, when it changed, its category. */
interface EventFacts {
  uid: string;
  key: string;
  tzid: string | undefined;
  lastModified?: Date;
  category?: string;
}

/** The VEVENTs by UID: each event's master and its edited occurrences (those with a RECURRENCE-ID). */
function groupEvents(vevents: ICAL.Component[], lenient: boolean, skip: (error: IcsError) => void): Map<string, EventGroup> {
  const byUid = new Map<string, EventGroup>();
  vevents.forEach((vevent, index) => {
    const at = `file.events.${index}`;
    const written = storable(String(vevent.getFirstPropertyValue('uid') ?? '').trim());
    // A feed's event without a UID (some Exchange exports) is still busy time, known by its place in the feed.
    const uid = written || (lenient ? `no-uid-${index}` : '');
    const problem = findDateProblem(vevent);
    if (!uid) return skip(new IcsError(`${at}.uid`, 'An event has no UID'));
    if (problem) return skip(new IcsError(`${at}.${problem.property}`, `${named(uid)}: ${problem.message}`));
    if (!vevent.getFirstProperty('dtstart')) return skip(new IcsError(`${at}.dtstart`, `${named(uid)} has no DTSTART`));
    const group = byUid.get(uid) ?? { index, exceptions: [] };
    if (vevent.getFirstProperty('recurrence-id')) group.exceptions.push(vevent);
    else group.master = vevent;
    byUid.set(uid, group);
  });
  return byUid;
}

const isCancelled = (component: ICAL.Component) => String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

function eventFacts(uid: string, base: ICAL.Component): EventFacts {
  const lastModifiedValue = base.getFirstPropertyValue('last-modified') ?? base.getFirstPropertyValue('dtstamp');
  const category = base.getFirstPropertyValue('x-twelvefold-category');
  return {
    uid,
    key: keyOf(uid),
    tzid: (base.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? undefined,
    lastModified: lastModifiedValue instanceof ICAL.Time ? lastModifiedValue.toJSDate() : undefined,
    category: typeof category === 'string' ? category : undefined,
  };
}

/** One occurrence as written: its times, its title, and whether it shows as free. */
interface Written {
  start: ICAL.Time;
  end: ICAL.Time;
  title: string;
  free: boolean;
}

function occurrenceOf(reading: Reading, facts: EventFacts, { start: startTime, end: endTime, title, free }: Written, recurring: boolean): ParsedOccurrence {
  const allDay = startTime.isDate;
  const start = reading.toInstant(startTime, facts.tzid);
  const end = reading.toInstant(endTime, facts.tzid);
  return {
    uid: facts.uid,
    lastModified: facts.lastModified,
    category: facts.category,
    key: recurring ? `${facts.key}#${start.toISOString()}` : facts.key,
    recurring,
    title: storable(title.trim()),
    allDay,
    free,
    start,
    end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + (allDay ? DAY_MS : 0)),
    ...(allDay ? { startDate: startTime.toString().slice(0, 10) } : {}),
  };
}

function overlapsRange(reading: Reading, occurrence: ParsedOccurrence): boolean {
  return occurrence.end.getTime() > reading.options.from.getTime() && occurrence.start.getTime() < reading.options.to.getTime();
}

function keep(reading: Reading, occurrence: ParsedOccurrence) {
  reading.budget.occurrences += 1;
  const max = reading.options.limits?.maxOccurrences ?? ICS_MAX_OCCURRENCES;
  if (reading.budget.occurrences > max) {
    throw new IcsError('file.occurrences', `The ${reading.source}'s events occur more than ${max} times ${reading.range}`, 'all');
  }
  reading.occurrences.push(occurrence);
}

/** A timed repeating event as one series: its first occurrence, rule, removed dates and edited occurrences. */
function readSeries(reading: Reading, facts: EventFacts, event: ICAL.Event, master: ICAL.Component, exceptions: ICAL.Component[]): ParsedSeries {
  const { toInstant } = reading;
  const rules = master.getAllProperties('rrule');
  const recur = rules[0]?.getFirstValue() as ICAL.Recur | undefined;
  const timeOf = (property: ICAL.Property | null) => (property?.getParameter('tzid') as string | undefined) ?? facts.tzid;
  return {
    uid: facts.uid,
    key: facts.key,
    title: storable((event.summary ?? '').trim()),
    category: facts.category,
    lastModified: facts.lastModified,
    start: toInstant(event.startDate, facts.tzid),
    end: toInstant(event.endDate ?? event.startDate, facts.tzid),
    rrule: rules.length === 1 && recur && !master.getFirstProperty('rdate') ? recur.toString() : null,
    exdates: master.getAllProperties('exdate').flatMap((property) => (property.getValues() as ICAL.Time[]).map((time) => toInstant(time, timeOf(property)))),
    overrides: exceptions.map((exception) => {
      const edited = new ICAL.Event(exception);
      const recurrenceId = exception.getFirstProperty('recurrence-id')!;
      return {
        recurrenceId: toInstant(recurrenceId.getFirstValue() as ICAL.Time, timeOf(recurrenceId)),
        start: toInstant(edited.startDate, timeOf(exception.getFirstProperty('dtstart'))),
        end: toInstant(edited.endDate ?? edited.startDate, timeOf(exception.getFirstProperty('dtend') ?? exception.getFirstProperty('dtstart'))),
        title: storable((edited.summary ?? event.summary ?? '').trim()),
        cancelled: String(exception.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED',
      };
    }),
  };
}

/** A repeating event's occurrences in the range, expanded no further than the range needs. */
function keepRepeats(reading: Reading, facts: EventFacts, event: ICAL.Event, index: number) {
  const { budget, options } = reading;
  const to = options.to.getTime();
  let kept = 0;
  const isPast = (start: ICAL.Time) => {
    budget.check();
    return reading.toInstant(start, facts.tzid).getTime() >= to + DAY_MS;
  };
  for (const next of recurrences(event, isPast)) {
    if (next.cancelled) continue;
    const repeat = occurrenceOf(reading, facts, { start: next.start, end: next.end, title: next.summary, free: next.free }, true);
    if (!overlapsRange(reading, repeat)) continue;
    kept += 1;
    if (kept > ICS_MAX_OCCURRENCES_PER_EVENT) {
      throw new IcsError(`file.events.${index}.rrule`, `${named(facts.uid)} occurs more than ${ICS_MAX_OCCURRENCES_PER_EVENT} times ${reading.range}`);
    }
    keep(reading, repeat);
    if (options.firstOnly) break;
  }
}

function keepSingle(reading: Reading, facts: EventFacts, event: ICAL.Event, recurring: boolean) {
  const written = { start: event.startDate, end: event.endDate ?? event.startDate, title: event.summary ?? '', free: showsAsFree(event.component) };
  const single = occurrenceOf(reading, facts, written, recurring);
  if (overlapsRange(reading, single)) keep(reading, single);
  else if (reading.options.keepSingleOutside) reading.occurrences.push(single);
}

/** One event (a VEVENT and its edited occurrences): a single occurrence, or the repeats in the range and its series. */
function readEvent(reading: Reading, uid: string, { index, master, exceptions }: EventGroup) {
  if (!master) {
    // Only edited occurrences of a series the calendar does not hold (an invitation to some dates of it): each its own event.
    for (const exception of exceptions)
      if (!isCancelled(exception)) keepSingle(reading, eventFacts(uid, exception), new ICAL.Event(exception), exceptions.length > 1);
    return;
  }
  if (isCancelled(master)) return;
  // Naming the exceptions stops ical.js from scanning every event of the file for them (quadratic).
  const event = new ICAL.Event(master, { exceptions });
  const facts = eventFacts(uid, master);
  if (!event.isRecurring()) {
    keepSingle(reading, facts, event, false);
    return;
  }
  if (reading.options.series && !event.startDate.isDate) reading.series.push(readSeries(reading, facts, event, master, exceptions));
  keepRepeats(reading, facts, event, index);
}

/** Every VEVENT occurrence of one text that overlaps [from, to), and its timed repeating events as series. */
interface CalendarRead {
  occurrences: ParsedOccurrence[];
  series: ParsedSeries[];
  unreadable: number;
  name?: string;
}

function readCalendar(text: string, options: ReadOptions, budget: Budget): CalendarRead {
  const source = options.source ?? 'file';
  const maxEvents = options.limits?.maxEvents ?? ICS_MAX_EVENTS;
  const root = parseCalendar(text, { max: maxEvents - budget.events, source });
  budget.check();

  const vevents = root.getAllSubcomponents('vevent');
  budget.events += vevents.length;
  if (budget.events > maxEvents) throw new IcsError('file.events', `The ${source} has more than ${maxEvents} events`, 'all');
  let unreadable = 0;
  const skip = (error: IcsError) => {
    if (!options.skipUnreadable) throw error;
    unreadable += 1;
  };

  const reading: Reading = {
    options,
    budget,
    source,
    range: source === 'file' ? 'in the chosen dates' : 'in the synced dates',
    toInstant: instantReader(root, options.timezone),
    occurrences: [],
    series: [],
  };
  for (const [uid, group] of groupEvents(vevents, options.skipUnreadable ?? false, skip)) {
    budget.check();
    try {
      readEvent(reading, uid, group);
    } catch (error) {
      if (error instanceof IcsError && (error.scope === 'all' || !options.skipUnreadable)) throw error;
      skip(
        error instanceof IcsError
          ? error
          : new IcsError(`file.events.${group.index}`, `${named(uid)} cannot be read: ${clip(error instanceof Error ? error.message : String(error))}`),
      );
    }
  }
  const name = root.getFirstPropertyValue('x-wr-calname');
  return {
    occurrences: reading.occurrences,
    series: reading.series,
    unreadable,
    ...(typeof name === 'string' && name.trim() ? { name: storable(name.trim()) } : {}),
  };
}

function toIssue(error: unknown): IcsIssue {
  if (error instanceof IcsError) return { path: error.path, message: error.message };
  return { path: 'file', message: `Not a valid iCalendar file: ${clip(error instanceof Error ? error.message : String(error))}` };
}

/**
 * Reads every text of the task within the bounds in src/shared/schemas/calendar.ts. A text that is invalid or
 * repeats an event too often gets its own issue; running out of time or passing the events or occurrences bound
 * ends the whole task. Runs in a worker thread (ics-reader.ts), so a slow file never holds the server's event loop.
 */
export function readCalendars(task: ReadTask, clock: { maxSeconds?: number; now?: () => number } = {}): ReadOutcome {
  const budget = createBudget(clock.now ?? (() => performance.now()), clock.maxSeconds ?? ICS_MAX_SECONDS, task.source ?? 'file');
  const results: TextResult[] = [];
  try {
    for (const text of task.texts) {
      try {
        const { unreadable, name, ...read } = readCalendar(text, task, budget);
        const extra = { ...(unreadable > 0 ? { unreadable } : {}), ...(name ? { name } : {}) };
        results.push(task.series ? { ...read, ...extra } : { occurrences: read.occurrences, ...extra });
      } catch (error) {
        if (error instanceof IcsError && error.scope === 'all') throw error;
        results.push({ issue: toIssue(error) });
      }
    }
  } catch (error) {
    return { issue: toIssue(error) };
  }
  return { results };
}
