import ICAL from 'ical.js';
import { findIana } from 'windows-iana';
import { instantAtOffset, instantOf, isKnownTimezone, type LocalDateTime } from '../../../../shared/dates.js';

/** A date or time of the text as an instant, given the TZID it was written with (if any). */
export type ToInstant = (time: ICAL.Time, tzid: string | undefined) => Date;

/** Exchange names a zone by its Windows display name alone: "(UTC-05:00) Eastern Time (US & Canada)". */
const DISPLAY_NAME = /^\((?:UTC|GMT)(?:([+-])(\d{1,2}):(\d{2}))?\)/;
/** Some writers prefix the IANA name with their own path: "/mozilla.org/20050126_1/America/New_York". */
const PREFIXED_IANA = /(?:^|\/)([A-Za-z_]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?)$/;

/** The IANA zone a name means: an IANA name as it is or behind a writer's prefix, or a Windows zone name ("Pacific Standard Time", as Exchange and Outlook write). */
function knownZoneOf(name: string): string | undefined {
  if (isKnownTimezone(name) && name.includes('/')) return name;
  if (name === 'UTC' || name === 'GMT' || name === 'Z') return 'UTC';
  const windows = findIana(name)[0];
  if (windows && isKnownTimezone(windows)) return windows;
  const prefixed = PREFIXED_IANA.exec(name)?.[1];
  return prefixed && isKnownTimezone(prefixed) ? prefixed : undefined;
}

/** A Windows display name gives only its fixed offset, as an Etc/GMT zone, when that is a whole hour. */
function displayNameZone(name: string): string | undefined {
  const display = DISPLAY_NAME.exec(name);
  if (!display || Number(display[3] ?? 0) !== 0) return undefined;
  const hours = Number(display[2] ?? 0);
  // Etc/GMT zones are named with the sign reversed (POSIX): UTC-05:00 is Etc/GMT+5.
  return hours === 0 ? 'UTC' : `Etc/GMT${display[1] === '-' ? '+' : '-'}${hours}`;
}

const unquoted = (tzid: string | undefined) => tzid?.trim().replace(/^"|"$/g, '') ?? '';

/** The IANA zone a TZID (or X-WR-TIMEZONE) names, or undefined when it names none. */
export function ianaZoneOf(tzid: string | undefined): string | undefined {
  const name = unquoted(tzid);
  if (!name) return undefined;
  return knownZoneOf(name) ?? displayNameZone(name) ?? (isKnownTimezone(name) ? name : undefined);
}

const wallOf = (time: ICAL.Time): LocalDateTime => ({
  year: time.year,
  month: time.month,
  day: time.day,
  hour: time.hour,
  minute: time.minute,
  second: time.second,
});

/**
 * Times with a TZID take the text's VTIMEZONE of that name, else the zone the name means (IANA or Windows), else a
 * Windows display name's offset; floating times and unknown names take the calendar's own zone (X-WR-TIMEZONE, as
 * Google and Outlook write it), else the user's. Dates are midnight UTC.
 */
export function instantReader(root: ICAL.Component, userZone: string): ToInstant {
  const written = new Map<string, ICAL.Timezone>();
  for (const vtimezone of root.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    if (typeof tzid === 'string') written.set(tzid, new ICAL.Timezone(vtimezone));
  }
  const declared = root.getFirstPropertyValue('x-wr-timezone');
  const calendarZone = (typeof declared === 'string' ? ianaZoneOf(declared) : undefined) ?? userZone;
  const zones = new Map<string, string | ICAL.Timezone>();
  const zoneNamed = (tzid: string) => {
    let zone = zones.get(tzid);
    if (zone === undefined) {
      const name = unquoted(tzid);
      zone = written.get(tzid) ?? knownZoneOf(name) ?? displayNameZone(name) ?? calendarZone;
      zones.set(tzid, zone);
    }
    return zone;
  };

  return (time, tzid) => {
    if (time.isDate) return new Date(Date.UTC(time.year, time.month - 1, time.day));
    const asUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
    if (time.zone?.tzid === 'UTC' || time.zone === ICAL.Timezone.utcTimezone) return new Date(asUtc);
    const zone = tzid ? zoneNamed(tzid) : calendarZone;
    if (typeof zone !== 'string') return instantAtOffset(wallOf(time), zone.utcOffset(time));
    return instantOf(wallOf(time), zone);
  };
}
