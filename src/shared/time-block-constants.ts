/** The time-block constants, apart from the schemas so a page that only shows blocks does not load zod. */
export const TIME_BLOCK_CATEGORIES = ['focus', 'meeting', 'break', 'completed'] as const;
export type TimeBlockCategory = (typeof TIME_BLOCK_CATEGORIES)[number];
export const DEFAULT_TIME_BLOCK_CATEGORY: TimeBlockCategory = 'focus';

export const HOUR_MIN = 0;
export const HOUR_MAX = 23;
/** Times and lengths are kept in steps of this many minutes. */
export const MINUTE_STEP = 5;
export const MINUTE_MAX = 60 - MINUTE_STEP;
export const DURATION_MINUTES_MIN = MINUTE_STEP;
export const DURATION_MINUTES_MAX = 12 * 60;
export const TITLE_MAX_LENGTH = 200;

/** A time or length in minutes to the nearest step (ties go up), within `min`..`max`. */
export function toMinuteStep(minutes: number, min = 0, max = Number.POSITIVE_INFINITY): number {
  return Math.min(max, Math.max(min, Math.round(minutes / MINUTE_STEP) * MINUTE_STEP));
}

/** A block's start as minutes after its date's midnight. */
export function startMinute(block: { hour: number; minute?: number }): number {
  return block.hour * 60 + (block.minute ?? 0);
}
