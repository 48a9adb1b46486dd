import ICAL from 'ical.js';
import { isKnownTimezone, wallTimeToUtc, type WallTime } from './zoned-time.js';

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
}

export class IcsParseError extends Error {}

const MAX_OCCURRENCES_PER_EVENT = 1000;

function wallOf(time: ICAL.Time): WallTime {
  return { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second };
}

/** Parses an iCalendar text, throwing IcsParseError with the parser's reason when it is not valid. */
export function parseCalendar(text: string): ICAL.Component {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text) as unknown[]);
  } catch (error) {
    throw new IcsParseError(error instanceof Error ? error.message : String(error));
  }
  if (root.name !== 'vcalendar') throw new IcsParseError(`Expected a VCALENDAR component, found ${root.name.toUpperCase()}`);
  return root;
}

/**
 * Every VEVENT occurrence that overlaps [from, to): times with a TZID resolve through the file's VTIMEZONE,
 * else the IANA zone of that name, else (like floating times) the user's zone.
 */
export function occurrencesIn(
  root: ICAL.Component,
  userTimezone: string,
  from: Date,
  to: Date,
  options: { keepSingleOutside?: boolean } = {},
): ParsedOccurrence[] {
  const zones = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') zones.set(tzid, new ICAL.Timezone(vtimezone));
  }

  const toInstant = (time: ICAL.Time, tzid: string | undefined): Date => {
    if (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) {
      return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second));
    }
    const fileZone = tzid ? zones.get(tzid) : undefined;
    if (fileZone) {
      const offset = fileZone.utcOffset(time);
      return new Date(Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second) - offset * 1000);
    }
    const zone = tzid && isKnownTimezone(tzid) ? tzid : userTimezone;
    return wallTimeToUtc(wallOf(time), zone);
  };

  const byUid = new Map<string, { master?: ICAL.Component; exceptions: ICAL.Component[] }>();
  for (const vevent of root.getAllSubcomponents('vevent')) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '').trim();
    if (!uid) throw new IcsParseError('An event has no UID');
    if (!vevent.getFirstProperty('dtstart')) throw new IcsParseError(`Event ${uid} has no DTSTART`);
    const entry = byUid.get(uid) ?? { exceptions: [] };
    if (vevent.getFirstProperty('recurrence-id')) entry.exceptions.push(vevent);
    else entry.master = vevent;
    byUid.set(uid, entry);
  }

  const result: ParsedOccurrence[] = [];
  for (const [uid, { master, exceptions }] of byUid) {
    const base = master ?? exceptions[0]!;
    const event = new ICAL.Event(base);
    if (master) for (const exception of exceptions) event.relateException(exception);
    const tzid = (base.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? undefined;
    const lastModifiedValue = base.getFirstPropertyValue('last-modified') ?? base.getFirstPropertyValue('dtstamp');
    const lastModified = lastModifiedValue instanceof ICAL.Time ? lastModifiedValue.toJSDate() : undefined;
    const category = base.getFirstPropertyValue('x-twelvefold-category');
    const common = {
      uid,
      lastModified,
      category: typeof category === 'string' ? category : undefined,
    };

    const push = (occurrenceStart: ICAL.Time, occurrenceEnd: ICAL.Time, title: string, recurring: boolean) => {
      const allDay = occurrenceStart.isDate;
      const start = allDay ? new Date(Date.UTC(occurrenceStart.year, occurrenceStart.month - 1, occurrenceStart.day)) : toInstant(occurrenceStart, tzid);
      const end = allDay ? new Date(Date.UTC(occurrenceEnd.year, occurrenceEnd.month - 1, occurrenceEnd.day)) : toInstant(occurrenceEnd, tzid);
      result.push({
        ...common,
        key: recurring ? `${uid}#${start.toISOString()}` : uid,
        recurring,
        title: title.trim(),
        allDay,
        start,
        end: end.getTime() > start.getTime() ? end : new Date(start.getTime() + (allDay ? 86_400_000 : 0)),
        ...(allDay ? { startDate: occurrenceStart.toString().slice(0, 10) } : {}),
      });
    };

    if (!master || !event.isRecurring()) {
      const start = event.startDate;
      const end = event.endDate ?? start;
      push(start, end, event.summary ?? '', false);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0; i < MAX_OCCURRENCES_PER_EVENT; i += 1) {
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const startInstant = details.startDate.isDate ? details.startDate.toJSDate() : toInstant(details.startDate, tzid);
      if (startInstant.getTime() >= to.getTime() + 86_400_000) break;
      push(details.startDate, details.endDate, details.item.summary ?? '', true);
    }
  }
  const overlaps = (o: ParsedOccurrence) => o.end.getTime() > from.getTime() && o.start.getTime() < to.getTime();
  return result.filter((o) => overlaps(o) || (options.keepSingleOutside === true && !o.recurring));
}
