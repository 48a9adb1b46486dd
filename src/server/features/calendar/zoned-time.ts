/** Wall-clock time in an IANA zone ↔ UTC instants, through Intl (no time-zone library needed). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

export function isKnownTimezone(timezone: string): boolean {
  try {
    formatterFor(timezone);
    return true;
  } catch {
    return false;
  }
}

export function wallTimeAt(instant: Date, timezone: string): WallTime {
  const parts = formatterFor(timezone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

const wallAsUtcMs = (w: WallTime) => Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);

/** Offset from UTC in minutes at an instant (east positive). */
export function offsetMinutesAt(instant: Date, timezone: string): number {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallAsUtcMs(wallTimeAt(new Date(ms), timezone)) - ms) / 60_000);
}

/**
 * The instant a wall-clock time names in a zone. A time skipped by a spring-forward gap moves forward by the
 * gap; a repeated time in the autumn takes its first occurrence (RFC 5545 §3.3.5 says the same).
 */
export function wallTimeToUtc(wall: WallTime, timezone: string): Date {
  const asUtc = wallAsUtcMs(wall);
  const before = offsetMinutesAt(new Date(asUtc - 36 * 3_600_000), timezone);
  const after = offsetMinutesAt(new Date(asUtc + 36 * 3_600_000), timezone);
  const candidates = [before, after].map((offset) => asUtc - offset * 60_000);
  const exact = candidates.filter((ms) => wallAsUtcMs(wallTimeAt(new Date(ms), timezone)) === asUtc).sort((a, b) => a - b);
  if (exact.length > 0) return new Date(exact[0]!);
  return new Date(asUtc - before * 60_000);
}

export function dateOf(wall: WallTime): string {
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export function wallTimeOf(date: string, hour = 0, minute = 0): WallTime {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day, hour, minute, second: 0 };
}
