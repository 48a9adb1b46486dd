import ICAL from 'ical.js';
import { localDateTimeOf, offsetChanges, offsetMinutesAt, type LocalDateTime } from '../../../../shared/dates.js';

function icalTime(wall: LocalDateTime): ICAL.Time {
  return ICAL.Time.fromData({ ...wall, isDate: false });
}

function observance(kind: 'standard' | 'daylight', start: LocalDateTime, fromMinutes: number, toMinutes: number): ICAL.Component {
  const component = new ICAL.Component(kind);
  component.updatePropertyWithValue('dtstart', icalTime(start));
  component.updatePropertyWithValue('tzoffsetfrom', ICAL.UtcOffset.fromSeconds(fromMinutes * 60));
  component.updatePropertyWithValue('tzoffsetto', ICAL.UtcOffset.fromSeconds(toMinutes * 60));
  return component;
}

/**
 * A VTIMEZONE for an IANA zone covering [from, to]: one observance per offset change found through Intl,
 * each with its own DTSTART (RFC 5545 §3.6.5 allows that instead of RRULEs).
 */
export function buildVtimezone(timezone: string, from: Date, to: Date): ICAL.Component {
  const vtimezone = new ICAL.Component('vtimezone');
  vtimezone.updatePropertyWithValue('tzid', timezone);

  const first = offsetMinutesAt(from, timezone);
  const changes = offsetChanges(timezone, from, to);
  const standardOffset = Math.min(first, ...changes.map((c) => c.offsetAfter));
  vtimezone.addSubcomponent(observance(first === standardOffset ? 'standard' : 'daylight', localDateTimeOf(from, timezone), first, first));
  for (const c of changes) {
    // DTSTART is the local time of the change, in the offset being left.
    vtimezone.addSubcomponent(observance(c.offsetAfter > c.offsetBefore ? 'daylight' : 'standard', c.clockBefore, c.offsetBefore, c.offsetAfter));
  }
  return vtimezone;
}
