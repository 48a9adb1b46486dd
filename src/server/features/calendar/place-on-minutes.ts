import { DURATION_MINUTES_MAX, DURATION_MINUTES_MIN, MINUTE_STEP, toMinuteStep } from '../../../shared/time-block-constants.js';
import { dateOf, localDateTimeOf } from '../../../shared/dates.js';

const STEP_MS = MINUTE_STEP * 60_000;
const toStep = (at: Date) => new Date(Math.round(at.getTime() / STEP_MS) * STEP_MS);

/**
 * An event's span as a time block in the user's zone, its start and end each to the nearest 5 minutes
 * (9:30–10:15 stays 9:30 for 45 minutes; 9:02–9:58 becomes 9:00–10:00), at least 5 minutes and at most 12 hours long.
 */
export function placeOnMinutes(start: Date, end: Date, timezone: string) {
  const from = toStep(start);
  const wall = localDateTimeOf(from, timezone);
  const minutes = (toStep(end).getTime() - from.getTime()) / 60_000;
  return {
    date: dateOf(wall),
    hour: wall.hour,
    minute: wall.minute - (wall.minute % MINUTE_STEP),
    durationMinutes: toMinuteStep(minutes, DURATION_MINUTES_MIN, DURATION_MINUTES_MAX),
  };
}
