import { DURATION_MAX, DURATION_MIN } from '../../../shared/schemas/time-blocks.js';
import { dateOf, wallTimeAt } from './zoned-time.js';

const HOUR_MS = 3_600_000;
const clampDuration = (hours: number) => Math.min(DURATION_MAX, Math.max(DURATION_MIN, hours));

/**
 * An event's span as a time block in the user's zone that covers all of it: from the hour it starts in to the
 * hour that holds its end (9:30–10:15 becomes 9–11), so the block never makes the user late.
 */
export function placeOnHours(start: Date, end: Date, timezone: string) {
  const wall = wallTimeAt(start, timezone);
  const hourStart = start.getTime() - (wall.minute * 60 + wall.second) * 1000 - (((start.getTime() % 1000) + 1000) % 1000);
  return { date: dateOf(wall), hour: wall.hour, duration: clampDuration(Math.ceil((end.getTime() - hourStart) / HOUR_MS)) };
}
