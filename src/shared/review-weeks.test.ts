import { describe, expect, it } from 'vitest';
import { cycleAnchor, reviewCycle, reviewWeekNumber, reviewWeekOf } from './review-weeks.js';
import { shiftDate } from './dates.js';

describe('review weeks', () => {
  it('gives a Monday to Sunday range', () => {
    expect(reviewWeekOf('2026-03-05')).toEqual({ startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(reviewWeekOf('2024-02-29')).toEqual({ startDate: '2024-02-26', endDate: '2024-03-03' });
  });

  it('numbers the first week 1 and counts up to 12, then starts cycle 2 at 1', () => {
    const first = '2026-03-02';
    const numbers = Array.from({ length: 26 }, (_, i) => reviewWeekNumber(first, shiftDate(first, i * 7)));
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2]);
    expect(reviewCycle(first, shiftDate(first, 11 * 7))).toBe(1);
    expect(reviewCycle(first, shiftDate(first, 12 * 7))).toBe(2);
    expect(reviewCycle(first, shiftDate(first, 24 * 7))).toBe(3);
  });

  it('counts from the Monday of the first review week whatever day the review was made', () => {
    expect(reviewWeekNumber('2026-03-08', '2026-03-09')).toBe(2);
    expect(reviewWeekNumber('2026-03-04', '2026-03-02')).toBe(1);
  });

  it('skipped weeks still count', () => {
    expect(reviewWeekNumber('2026-03-02', '2026-04-27')).toBe(9);
  });

  it('keeps the rhythm for a week before the anchor', () => {
    expect(reviewWeekNumber('2026-03-02', '2026-02-23')).toBe(12);
  });

  it('anchors on the earliest reviewed week, or the current one', () => {
    expect(cycleAnchor([], '2026-03-02')).toBe('2026-03-02');
    expect(cycleAnchor(['2026-03-16', '2026-02-02'], '2026-03-23')).toBe('2026-02-02');
  });

  it('crosses daylight-saving changes without drifting', () => {
    expect(reviewWeekNumber('2026-03-23', '2026-04-06')).toBe(3);
    expect(reviewWeekNumber('2025-10-20', '2025-11-03')).toBe(3);
  });
});
