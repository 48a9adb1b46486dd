import { describe, expect, it } from 'vitest';
import { daysBetween, hourIn, shiftDate, todayIn } from './dates.js';

describe('shiftDate', () => {
  it.each([
    ['2026-03-02', 1, '2026-03-03'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', 1, '2026-10-26'],
    ['1900-01-01', 365, '1901-01-01'],
    ['2026-03-02', -1826, '2021-03-02'],
    ['2999-12-31', 0, '2999-12-31'],
  ])('%s shifted by %i is %s', (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
    expect(daysBetween(date, expected)).toBe(days);
  });

  it('refuses what is not a date', () => {
    expect(() => shiftDate('', 1)).toThrow(RangeError);
    expect(() => shiftDate('not a date', 1)).toThrow(RangeError);
    expect(() => shiftDate('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('todayIn', () => {
  it('gives the date in the zone, however often the zone is asked', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(todayIn('UTC', instant)).toBe('2026-03-01');
      expect(todayIn('Europe/Berlin', instant)).toBe('2026-03-02');
      expect(todayIn('America/Los_Angeles', instant)).toBe('2026-03-01');
      expect(todayIn('Pacific/Kiritimati', new Date('2026-03-01T10:30:00Z'))).toBe('2026-03-02');
    }
  });

  it('refuses a zone that does not exist', () => {
    expect(() => todayIn('Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('hourIn', () => {
  it('reads the hour on the clocks of a zone, across a clock change', () => {
    const at = new Date('2026-03-29T00:30:00Z');
    expect(hourIn('UTC', at)).toBe(0);
    expect(hourIn('Europe/Berlin', at)).toBe(1);
    expect(hourIn('Europe/Berlin', new Date('2026-03-29T01:30:00Z'))).toBe(3);
    expect(hourIn('America/Los_Angeles', at)).toBe(17);
  });
});
