import { shiftDate, todayIn } from '../../../../shared/dates.js';
import { FEED_MONTHS_AHEAD, FEED_WEEKS_BACK } from '../../../../shared/schemas/calendar.js';
import type { ParsedOccurrence } from '../ics/ics-parse.js';

/** The dates a calendar sync and the feed cover: some weeks back from today and some months ahead. */
export function syncWindow(timezone: string, now: Date) {
  const today = todayIn(timezone, now);
  const from = shiftDate(today, -7 * FEED_WEEKS_BACK);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const ahead = new Date(Date.UTC(y, m - 1 + FEED_MONTHS_AHEAD, d));
  const to = ahead.toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The dates an all-day event covers inside the window, one busy row each. All-day dates are floating
 * (RFC 5545 §3.3.4): they name the same calendar days in every zone, and DTEND is exclusive.
 */
export function allDayDates(occurrence: Pick<ParsedOccurrence, 'start' | 'end'>, window: { from: string; to: string }): string[] {
  const first = occurrence.start.toISOString().slice(0, 10);
  const last = shiftDate(occurrence.end.toISOString().slice(0, 10), -1);
  const from = first > window.from ? first : window.from;
  const to = last < window.to ? last : window.to;
  const dates: string[] = [];
  for (let date = from; date <= to; date = shiftDate(date, 1)) dates.push(date);
  return dates;
}
