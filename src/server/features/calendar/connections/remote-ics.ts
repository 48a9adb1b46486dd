import ICAL from 'ical.js';
import { isKnownTimezone, localDateTimeOf } from '../../../../shared/dates.js';
import type { RemoteEvent, RemoteEventTime } from '../../../../shared/schemas/calendar-connections.js';
import { PRODID } from '../ics/ics-build.js';

/** The IANA zone a time was set in, when it names one the server knows. */
const zoneOf = (time: RemoteEventTime | null) => (time && 'timeZone' in time && time.timeZone && isKnownTimezone(time.timeZone) ? time.timeZone : undefined);

/**
 * Sets a date or date-time property: an all-day date as a DATE, an instant as the wall-clock time of `zone` with its
 * TZID (so a series repeats on the zone's clock across daylight saving), else in UTC. False when the time is unreadable.
 */
function setTime(vevent: ICAL.Component, name: string, time: RemoteEventTime, zone: string | undefined): boolean {
  if ('date' in time) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(time.date)) return false;
    vevent.updatePropertyWithValue(name, ICAL.Time.fromDateString(time.date));
    return true;
  }
  const instant = new Date(time.dateTime);
  if (Number.isNaN(instant.getTime())) return false;
  if (!zone) {
    vevent.updatePropertyWithValue(name, ICAL.Time.fromJSDate(instant, true));
    return true;
  }
  vevent.updatePropertyWithValue(name, ICAL.Time.fromData({ ...localDateTimeOf(instant, zone), isDate: false })).setParameter('tzid', zone);
  return true;
}

/** RRULE, EXDATE and RDATE lines as the provider wrote them; a line that cannot be read is left out. */
function addRecurrence(vevent: ICAL.Component, lines: string[]) {
  for (const line of lines) {
    try {
      const property = ICAL.Property.fromString(line);
      if (['rrule', 'exdate', 'rdate'].includes(property.name)) vevent.addProperty(property);
    } catch {
      // A rule Google accepted but ical.js cannot read: the event stays, as a one-off at its first date.
    }
  }
}

/**
 * One event as a VEVENT: a series' instance carries the series' UID and a RECURRENCE-ID on the master's clock (its
 * zone, or a date for an all-day series), which is how the iCalendar reader matches it to its occurrence. `hidden`
 * events (cancelled, or not to be counted as busy) are written STATUS:CANCELLED so their occurrence is left out too.
 */
function veventOf(event: RemoteEvent, master: RemoteEvent | undefined, hidden: boolean): ICAL.Component | undefined {
  // A cancelled instance may come with nothing but its original start (Google's incremental answers).
  const start = event.start ?? event.originalStart;
  const end = event.end ?? start;
  if (!start || !end) return undefined;
  const vevent = new ICAL.Component('vevent');
  vevent.updatePropertyWithValue('uid', event.seriesId ?? event.id);
  const zone = zoneOf(start);
  if (!setTime(vevent, 'dtstart', start, zone) || !setTime(vevent, 'dtend', end, zoneOf(end) ?? zone)) return undefined;
  if (master && event.originalStart) {
    const masterIsDate = master.start !== null && 'date' in master.start;
    const original = masterIsDate && 'dateTime' in event.originalStart ? { date: event.originalStart.dateTime.slice(0, 10) } : event.originalStart;
    if (!setTime(vevent, 'recurrence-id', original, zoneOf(master.start) ?? zoneOf(event.originalStart))) return undefined;
  }
  vevent.updatePropertyWithValue('summary', event.title);
  if (event.updated && !Number.isNaN(Date.parse(event.updated)))
    vevent.updatePropertyWithValue('last-modified', ICAL.Time.fromJSDate(new Date(event.updated), true));
  if (event.category) vevent.updatePropertyWithValue('x-twelvefold-category', event.category);
  if (hidden || event.status === 'cancelled') vevent.updatePropertyWithValue('status', 'CANCELLED');
  if (!event.seriesId && event.recurrence) addRecurrence(vevent, event.recurrence);
  return vevent;
}

/**
 * Stored events as one iCalendar text for the reader (the one that reads imports, CalDAV and subscriptions), so a
 * provider's series are expanded, their moved and cancelled instances honoured, exactly as every other calendar's.
 * `hide` picks events that are not to be counted (free time, a declined invitation).
 */
export function remoteEventsIcs(events: RemoteEvent[], hide: (event: RemoteEvent) => boolean = () => false): string {
  const masters = new Map(events.filter((e) => !e.seriesId).map((e) => [e.id, e]));
  const vcalendar = new ICAL.Component('vcalendar');
  vcalendar.updatePropertyWithValue('version', '2.0');
  vcalendar.updatePropertyWithValue('prodid', PRODID);
  for (const event of events) {
    const master = event.seriesId ? masters.get(event.seriesId) : undefined;
    // An instance whose series this calendar does not hold (an invitation to one date) stands alone.
    const standalone = event.seriesId && !master ? { ...event, id: event.id, seriesId: null, recurrence: null } : event;
    if (standalone.status === 'cancelled' && !master) continue;
    const vevent = veventOf(standalone, master, hide(event));
    if (vevent) vcalendar.addSubcomponent(vevent);
  }
  return vcalendar.toString() + '\r\n';
}
