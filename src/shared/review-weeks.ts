import { REVIEW_CYCLE_WEEKS } from './constants.js';
import { daysBetween, shiftDate, weekStartOf } from './dates.js';

export interface ReviewWeek {
  startDate: string;
  endDate: string;
}

/** The Monday–Sunday week that holds `date`. */
export function reviewWeekOf(date: string): ReviewWeek {
  const startDate = weekStartOf(date);
  return { startDate, endDate: shiftDate(startDate, 6) };
}

/**
 * The week's place (1..12) in the user's 12-week cycle, counted from the Monday of the week of the first review;
 * week 13 starts cycle 2 at 1. A week before the anchor (possible after a timezone change) counts backwards
 * in the same rhythm.
 */
export function reviewWeekNumber(firstReviewWeekStart: string, weekStart: string): number {
  const weeks = Math.floor(daysBetween(weekStartOf(firstReviewWeekStart), weekStartOf(weekStart)) / 7);
  return (((weeks % REVIEW_CYCLE_WEEKS) + REVIEW_CYCLE_WEEKS) % REVIEW_CYCLE_WEEKS) + 1;
}

/** The cycle (1, 2, …) the week falls in, counted the same way. */
export function reviewCycle(firstReviewWeekStart: string, weekStart: string): number {
  const weeks = Math.floor(daysBetween(weekStartOf(firstReviewWeekStart), weekStartOf(weekStart)) / 7);
  return Math.floor(weeks / REVIEW_CYCLE_WEEKS) + 1;
}

/** Where numbering starts: the earliest reviewed week, or this week when there is none yet. */
export function cycleAnchor(reviewedWeekStarts: string[], currentWeekStart: string): string {
  return reviewedWeekStarts.reduce((min, s) => (s < min ? s : min), currentWeekStart);
}
