/**
 * Dates and time zones, in one place. A date is a yyyy-MM-dd string naming a calendar day, the same in every zone;
 * an instant is a Date; a zone is an IANA name, its rules read from the runtime's Intl (ICU) data, the same tables
 * the browser and Node use to show a time. Nothing else in the app reads a zone's clock or does offset arithmetic.
 */

/** A date and time as the clocks of a zone show it (month 1–12, hour 0–23). */
export interface LocalDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Milliseconds since 1970 of a date and time read as UTC; years 0–99 stay themselves (Date.UTC would add 1900). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month - 1, day);
  at.setUTCHours(hour, minute, second, 0);
  return at.getTime();
}

// ─── calendar dates ─────────────────────────────────────────────────────────────────────────────────────────────

/** The day number (days since 1970-01-01) of a date; NaN for a date that is not one. */
function dayNumber(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return Number.NaN;
  const ms = utcMs(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  // A date that does not exist (30 February) would roll over into another one.
  return dateOfDayNumber(ms / DAY_MS) === date ? ms / DAY_MS : Number.NaN;
}

function dateOfDayNumber(day: number): string {
  const at = new Date(day * DAY_MS);
  return `${pad(at.getUTCFullYear(), 4)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}

function checkedDayNumber(date: string): number {
  const day = dayNumber(date);
  if (Number.isNaN(day)) throw new RangeError(`Invalid date: ${date}`);
  return day;
}

/** Whether a string is a real yyyy-MM-dd date (not 30 February). */
export function isRealDate(date: string): boolean {
  return !Number.isNaN(dayNumber(date));
}

/** The calendar date `days` after `date` (yyyy-MM-dd); a RangeError for a date that is not one. */
export function shiftDate(date: string, days: number): string {
  return dateOfDayNumber(checkedDayNumber(date) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); no clock change can shift it. */
export function daysBetween(from: string, to: string): number {
  return checkedDayNumber(to) - checkedDayNumber(from);
}

/** The calendar date `months` after `date`, its day clamped to the month's last (31 January + 1 month is 28 February). */
export function shiftMonths(date: string, months: number): string {
  checkedDayNumber(date);
  const monthIndex = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 + months;
  const [year, month] = [Math.floor(monthIndex / 12), (monthIndex % 12) + 1];
  const lastDay = new Date(utcMs(year, month + 1, 0)).getUTCDate();
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(Number(date.slice(8, 10)), lastDay))}`;
}

/** The day of the week of a date: 0 for Sunday to 6 for Saturday, as `Date#getDay`. */
export function dayOfWeek(date: string): number {
  return (((checkedDayNumber(date) + 4) % 7) + 7) % 7;
}

/** The Monday of the Monday–Sunday week that holds `date`. */
export function weekStartOf(date: string): string {
  return shiftDate(date, -((dayOfWeek(date) + 6) % 7));
}

/** Monday to Sunday of the week that holds `date`. */
export function weekOf(date: string): { from: string; to: string; days: string[] } {
  const monday = weekStartOf(date);
  const days = Array.from({ length: 7 }, (_, i) => shiftDate(monday, i));
  return { from: monday, to: days[6]!, days };
}

// ─── zones ──────────────────────────────────────────────────────────────────────────────────────────────────────

// Building a formatter costs far more than using one: one per zone, kept. Intl takes any spelling of a name
// ("europe/LONDON"), so the kept ones are bounded, or a file naming a zone many ways would fill memory.
const formatters = new Map<string, Intl.DateTimeFormat>();
const FORMATTERS_KEPT = 1000;

/** A RangeError for a zone the runtime does not know. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formatters.size < FORMATTERS_KEPT) formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the runtime knows an IANA zone name ("Europe/London", "UTC"). */
export function isKnownTimezone(zone: string): boolean {
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The zone the device is set to ("Europe/London"); undefined where the runtime does not say. */
export function deviceTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The date and time the clocks of `zone` show at an instant (to the second). */
export function localDateTimeOf(instant: Date, zone: string): LocalDateTime {
  const local: LocalDateTime = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type === 'era') bc = part.value === 'BC';
    else if (part.type in local) local[part.type as keyof LocalDateTime] = Number(part.value);
  }
  if (bc) local.year = 1 - local.year;
  return local;
}

/** The values a format writes for an instant, only those of the part types asked for, in the format's order. */
export function partsOf(
  format: Intl.DateTimeFormat,
  instant: Date,
  types: Intl.DateTimeFormatPartTypes[],
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> & { text: string } {
  const parts = format.formatToParts(instant).filter((part) => types.includes(part.type));
  return { ...Object.fromEntries(parts.map((part) => [part.type, part.value])), text: parts.map((part) => part.value).join('') };
}

const localAsUtcMs = (local: LocalDateTime) => utcMs(local.year, local.month, local.day, local.hour, local.minute, local.second);

/** How far the clocks of `zone` are ahead of UTC at an instant, in milliseconds (whole seconds). */
function offsetMsAt(instant: number, zone: string): number {
  const second = Math.floor(instant / 1000) * 1000;
  return localAsUtcMs(localDateTimeOf(new Date(second), zone)) - second;
}

/** How far the clocks of `zone` are ahead of UTC at an instant, in minutes (east positive: +330 in Kolkata). */
export function offsetMinutesAt(instant: Date, zone: string): number {
  return Math.round(offsetMsAt(instant.getTime(), zone) / MINUTE_MS);
}

/** A local date and time from a date and a time of day. */
export function localDateTime(date: string, hour = 0, minute = 0, second = 0): LocalDateTime {
  checkedDayNumber(date);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)), hour, minute, second };
}

/** A local date and time as the Date whose UTC fields hold it, for Intl to show with `timeZone: 'UTC'`. */
export function floatingDate(local: LocalDateTime): Date {
  return new Date(localAsUtcMs(local));
}

/** The date (yyyy-MM-dd) of a local date and time. */
export function dateOf(local: LocalDateTime): string {
  return `${pad(local.year, 4)}-${pad(local.month)}-${pad(local.day)}`;
}

/**
 * The instant the clocks of `zone` show a local date and time. A time skipped when the clocks go forward moves
 * forward by the gap (02:30 on a night that jumps from 02:00 to 03:00 is 03:30); a time shown twice when they go
 * back is its first showing. RFC 5545 §3.3.5 reads both the same way.
 */
export function instantOf(local: LocalDateTime, zone: string): Date {
  const asUtc = localAsUtcMs(local);
  // A day and a half either side is wider than any change of offset, and no zone changes twice within it.
  const before = offsetMsAt(asUtc - 36 * HOUR_MS, zone);
  const after = offsetMsAt(asUtc + 36 * HOUR_MS, zone);
  const shows = (ms: number) => localAsUtcMs(localDateTimeOf(new Date(ms), zone)) === asUtc;
  const exact = [asUtc - before, asUtc - after].filter(shows).sort((a, b) => a - b);
  return new Date(exact[0] ?? asUtc - before);
}

/** The instant a local date and time names at a fixed offset from UTC, in seconds east (as RFC 5545 writes them). */
export function instantAtOffset(local: LocalDateTime, offsetSeconds: number): Date {
  return new Date(localAsUtcMs(local) - offsetSeconds * 1000);
}

/** A change of a zone's offset: when, the offsets either side (minutes), and what the clocks read as it came. */
export interface OffsetChange {
  at: Date;
  offsetBefore: number;
  offsetAfter: number;
  /** The local time of the change on the clocks being left: 02:00 both for 02:00 → 03:00 and for 02:00 → 01:00. */
  clockBefore: LocalDateTime;
}

/** Every change of a zone's offset from `from` to `to`, found to the minute. */
export function offsetChanges(zone: string, from: Date, to: Date): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let previous = offsetMinutesAt(from, zone);
  for (let day = Math.floor(from.getTime() / MINUTE_MS) * MINUTE_MS; day < to.getTime(); day += DAY_MS) {
    const next = offsetMinutesAt(new Date(day + DAY_MS), zone);
    if (next === previous) continue;
    let [lo, hi] = [day, day + DAY_MS];
    while (hi - lo > MINUTE_MS) {
      const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutesAt(new Date(mid), zone) === previous) lo = mid;
      else hi = mid;
    }
    const clockBefore = localDateTimeOf(new Date(hi + previous * MINUTE_MS), 'UTC');
    changes.push({ at: new Date(hi), offsetBefore: previous, offsetAfter: next, clockBefore });
    previous = next;
  }
  return changes;
}

/** The first instant of a date in `zone` (its midnight, or the end of a gap that swallows midnight). */
export function startOfDayIn(date: string, zone: string): Date {
  return instantOf(localDateTime(date), zone);
}

/**
 * The same time of day `days` later on the clocks of `zone`: a day across a clock change lasts 23 or 25 hours (or
 * 23½ and 24½ on Lord Howe Island).
 */
export function addDaysIn(instant: Date, days: number, zone: string): Date {
  const local = localDateTimeOf(instant, zone);
  const later = localDateTime(shiftDate(dateOf(local), days), local.hour, local.minute, local.second);
  return new Date(instantOf(later, zone).getTime() + (instant.getTime() % 1000));
}

/**
 * The local date and time `minutes` of elapsed time after a local one: an hour after 01:30 on the night the clocks
 * jump from 02:00 to 03:00 is 03:30.
 */
export function addMinutesIn(local: LocalDateTime, minutes: number, zone: string): LocalDateTime {
  return localDateTimeOf(new Date(instantOf(local, zone).getTime() + minutes * MINUTE_MS), zone);
}

// ─── now, in the user's zone ────────────────────────────────────────────────────────────────────────────────────

/** Today's date (yyyy-MM-dd) in the given zone; a RangeError for a zone that does not exist. */
export function todayIn(zone: string, now: Date = new Date()): string {
  return dateOf(localDateTimeOf(now, zone));
}

const HOURS_KEPT = 200_000;

/**
 * A reader of the date in `zone` of many instants (milliseconds), for imports of millions of samples: the zone's
 * offset is looked up once for each hour the instants fall in, and reused while the whole hour has one.
 */
export function dateReaderIn(zone: string): (ms: number) => string {
  formatterFor(zone);
  const offsets = new Map<number, number | null>();
  return (ms) => {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = offsets.get(hour);
    if (offset === undefined) {
      const first = offsetMsAt(hour * HOUR_MS, zone);
      offset = first === offsetMsAt(hour * HOUR_MS + HOUR_MS - 1, zone) ? first : null;
      if (offsets.size < HOURS_KEPT) offsets.set(hour, offset);
    }
    return offset === null ? todayIn(zone, new Date(ms)) : dateOfDayNumber(Math.floor((ms + offset) / DAY_MS));
  };
}

/** The hour of the day (0–23) on the clocks of the given zone. */
export function hourIn(zone: string, now: Date = new Date()): number {
  return localDateTimeOf(now, zone).hour;
}

/** Minutes since midnight as the clocks of the given zone show them (09:30 is 570, whatever the night's change). */
export function minutesOfDayIn(zone: string, now: Date = new Date()): number {
  const local = localDateTimeOf(now, zone);
  return local.hour * 60 + local.minute;
}
