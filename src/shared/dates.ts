// Building a formatter costs far more than using one: one per zone, kept.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date (yyyy-MM-dd) in the given IANA timezone. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timezone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

const hourFormatters = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0–23) on the clocks of the given IANA timezone. */
export function hourIn(timezone: string, now: Date = new Date()): number {
  let formatter = hourFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone: timezone, hour: '2-digit', hourCycle: 'h23' });
    hourFormatters.set(timezone, formatter);
  }
  return Number(formatter.formatToParts(now).find((p) => p.type === 'hour')?.value ?? 0);
}

/** The calendar date `days` after `date` (yyyy-MM-dd); a RangeError for a date that is not one. */
export function shiftDate(date: string, days: number): string {
  const day = new Date(0);
  day.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  // A date that does not exist (30 February) would roll over into another one.
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) throw new RangeError(`Invalid date: ${date}`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The day number of a yyyy-MM-dd date. */
const utcDay = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Whole calendar days from `from` to `to` (negative when `to` is earlier); no clock change can shift it. */
export function daysBetween(from: string, to: string): number {
  return utcDay(to) - utcDay(from);
}
