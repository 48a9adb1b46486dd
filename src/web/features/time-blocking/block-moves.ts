import { DURATION_MINUTES_MAX, DURATION_MINUTES_MIN, startMinute } from '../../../shared/time-block-constants';
import type { DayHalf } from '../../../shared/time-blocks-layout';

/** A block's new start, length or date, as a drag or the keyboard asks for it. */
export type BlockChange = { hour?: number; minute?: number; durationMinutes?: number; date?: string };

/** Where a dragged block sits: a half of the day view, or a day's 24-hour column of the 3-day and week views. */
export type DropPlace = { half: DayHalf } | { date: string };

type Timed = { hour: number; minute: number; durationMinutes: number };

/** Drags snap to this many minutes; with Alt held, to the finest step. */
export const DRAG_SNAP_MINUTES = 15;
export const FINE_SNAP_MINUTES = 5;

/** A distance in minutes rounded to the nearest snap step. */
export const snap = (minutes: number, step: number) => Math.round(minutes / step) * step || 0;

/** The block `minutes` later (earlier when negative) on its day; null when nothing moves or it would leave the day. */
export function moveBy(block: Timed, minutes: number): Pick<BlockChange, 'hour' | 'minute'> | null {
  const start = startMinute(block) + minutes;
  if (minutes === 0 || start < 0 || start >= 24 * 60) return null;
  return { hour: Math.floor(start / 60), minute: start % 60 };
}

/** The block `minutes` longer (shorter when negative); null when nothing changes or it would leave 5 minutes–12 hours. */
export function resizeBy(block: Timed, minutes: number): Pick<BlockChange, 'durationMinutes'> | null {
  const durationMinutes = block.durationMinutes + minutes;
  if (minutes === 0 || durationMinutes < DURATION_MINUTES_MIN || durationMinutes > DURATION_MINUTES_MAX) return null;
  return { durationMinutes };
}
