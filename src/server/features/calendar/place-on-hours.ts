import { DURATION_MAX, DURATION_MIN } from '../../../shared/schemas/time-blocks.js';
import { dateOf, wallTimeAt } from './zoned-time.js';

const HOUR_MS = 3_600_000;
const clampDuration = (hours: number) => Math.min(DURATION_MAX, Math.max(DURATION_MIN, hours));

/**
 * An event's span as a time block in the user's zone. 'round': start and length to the nearest whole hour
 * (imports); 'cover': from the start's hour to the hour that covers its end (busy time).
 */
export function placeOnHours(start: Date, end: Date, timezone: string, mode: 'round' | 'cover') {
  if (mode === 'round') {
    const wall = wallTimeAt(new Date(start.getTime() + HOUR_MS / 2), timezone);
    return { date: dateOf(wall), hour: wall.hour, duration: clampDuration(Math.round((end.getTime() - start.getTime()) / HOUR_MS)) };
  }
  const wall = wallTimeAt(start, timezone);
  const hourStart = start.getTime() - (wall.minute * 60 + wall.second) * 1000;
  return { date: dateOf(wall), hour: wall.hour, duration: clampDuration(Math.ceil((end.getTime() - hourStart) / HOUR_MS)) };
}
