import { TITLE_MAX_LENGTH } from '../../../shared/schemas/time-blocks.js';
import type { ParsedOccurrence } from './ics/ics-parse.js';
import { allDayDates } from './caldav/sync-window.js';
import { placeOnMinutes } from './place-on-minutes.js';

/** A busy entry as stored: a timed occurrence in the user's zone, or one date of an all-day event at 0:00 for 24 hours. */
export interface BusyRow {
  uid: string;
  title: string;
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
  allDay: boolean;
  free: boolean;
}

/** Another calendar's events as busy time (those that show as free marked so): a row for each timed occurrence and each date of an all-day one in the window. */
export function busyRowsOf(occurrences: ParsedOccurrence[], window: { from: string; to: string }, timezone: string): BusyRow[] {
  const rows: BusyRow[] = [];
  for (const occurrence of occurrences) {
    const title = (occurrence.title || 'Busy').slice(0, TITLE_MAX_LENGTH);
    if (occurrence.allDay) {
      for (const date of allDayDates(occurrence, window))
        rows.push({ uid: occurrence.key, title, date, hour: 0, minute: 0, durationMinutes: 24 * 60, allDay: true, free: occurrence.free });
      continue;
    }
    rows.push({ uid: occurrence.key, title, ...placeOnMinutes(occurrence.start, occurrence.end, timezone), allDay: false, free: occurrence.free });
  }
  return rows;
}
