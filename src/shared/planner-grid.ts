/** Where the planner's grids open, and the span a drag on empty grid draws: pure arithmetic in hours and minutes. */
import { DURATION_MINUTES_MAX } from './time-block-constants.js';

/**
 * The hour an area of the grid (hours `from` to `to`) opens at: an hour before now (`now` in hours, null when the area
 * does not show today) when now is later than the workday's start, else an hour before the workday; an area that
 * holds neither opens at its top.
 */
export function openingHour(from: number, to: number, workdayStart: number, now: number | null): number {
  const candidates = [now !== null && now > workdayStart ? Math.floor(now) - 1 : null, workdayStart - 1];
  const inside = candidates.find((hour) => hour !== null && hour >= from && hour < to);
  return Math.max(0, inside ?? from);
}

/** A new block being drawn on the grid: its first and last minute of the day. */
export interface Draft {
  from: number;
  to: number;
}

/**
 * The minutes from a press at `anchor` to the pointer at `at` (minutes of the day), in `step`s: the step pressed in,
 * stretched to where the pointer is, at least one step and at most a block's longest, within `bounds`.
 */
export function draftSpan(anchor: number, at: number, step: number, bounds: [number, number]): Draft {
  const down = at >= anchor;
  let from = down ? Math.floor(anchor / step) * step : Math.round(at / step) * step;
  let to = down ? Math.round(at / step) * step : Math.max(Math.ceil(anchor / step) * step, Math.floor(anchor / step) * step + step);
  const length = Math.min(Math.max(to - from, step), DURATION_MINUTES_MAX);
  if (down) to = from + length;
  else from = to - length;
  return { from: Math.max(from, bounds[0]), to: Math.min(to, bounds[1]) };
}
