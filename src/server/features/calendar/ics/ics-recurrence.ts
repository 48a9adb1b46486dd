import type ICAL from 'ical.js';
import { showsAsFree } from './ics-availability.js';

export interface OccurrenceTimes {
  start: ICAL.Time;
  end: ICAL.Time;
  summary: string;
  /** An edited occurrence marked STATUS:CANCELLED: it does not take place. */
  cancelled: boolean;
  /** Shows as free (an edited occurrence may differ from its series). */
  free: boolean;
}

/**
 * The occurrences of a repeating event (RRULE, RDATE, EXDATE and RECURRENCE-ID overrides applied), in start order,
 * one at a time: the caller decides how many to take and when to stop, so nothing here can run away on its own.
 * `isPast(start)` tells the walk when an occurrence starts after everything the caller wants.
 */
export function* recurrences(event: ICAL.Event, isPast: (start: ICAL.Time) => boolean): Generator<OccurrenceTimes> {
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    if (isPast(details.startDate)) return;
    const cancelled = details.item !== event && String(details.item.component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
    yield { start: details.startDate, end: details.endDate, summary: details.item.summary ?? '', cancelled, free: showsAsFree(details.item.component) };
  }
}
