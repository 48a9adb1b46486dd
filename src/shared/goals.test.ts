import { describe, expect, it } from 'vitest';
import { completedMilestonesFor, daysLeft, endDateFor, isCompleted, parseProgressInput, TIMEFRAMES, withMilestonesDone } from './goals.js';

describe('endDateFor', () => {
  it.each([
    ['2026-03-01', '12 days', '2026-03-13'],
    ['2026-12-25', '12 days', '2027-01-06'],
    ['2024-02-20', '12 days', '2024-03-03'],
    ['2023-02-20', '12 days', '2023-03-04'],
    ['2026-03-01', '12 weeks', '2026-05-24'],
    ['2026-10-15', '12 weeks', '2027-01-07'],
    ['2023-12-10', '12 weeks', '2024-03-03'],
    ['2026-01-15', '12 months', '2027-01-15'],
    ['2026-01-31', '12 months', '2027-01-31'],
    ['2024-02-29', '12 months', '2025-02-28'],
    ['2023-03-31', '12 months', '2024-03-31'],
    ['2027-02-28', '12 months', '2028-02-28'],
  ] as const)('%s + %s = %s', (start, timeframe, end) => {
    expect(endDateFor(start, timeframe)).toBe(end);
  });

  it('knows exactly the three timeframes', () => {
    expect(TIMEFRAMES).toEqual(['12 days', '12 weeks', '12 months']);
  });
});

describe('daysLeft', () => {
  it('counts calendar days to the end date', () => {
    expect(daysLeft('2026-05-24', '2026-03-01')).toBe(84);
    expect(daysLeft('2024-03-01', '2024-02-28')).toBe(2);
    expect(daysLeft('2023-03-01', '2023-02-28')).toBe(1);
  });
  it('is 0 on the end date and never negative after it', () => {
    expect(daysLeft('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysLeft('2026-03-01', '2026-03-09')).toBe(0);
  });
});

describe('completedMilestonesFor', () => {
  it('is floor(progress / 100 × 12) for every progress 0–100', () => {
    for (let p = 0; p <= 100; p += 1) {
      const expected = [0, 9, 17, 25, 34, 42, 50, 59, 67, 75, 84, 92, 100].filter((threshold) => p >= threshold).length - 1;
      expect(completedMilestonesFor(p), `progress ${p}`).toBe(expected);
    }
  });
  it.each([
    [0, 0],
    [8, 0],
    [9, 1],
    [25, 3],
    [50, 6],
    [75, 9],
    [99, 11],
    [100, 12],
  ])('%i%% → %i milestones', (progress, milestones) => {
    expect(completedMilestonesFor(progress)).toBe(milestones);
  });
});

describe('parseProgressInput', () => {
  it.each([
    ['50', 50],
    ['0', 0],
    ['100', 100],
    ['abc', 0],
    ['', 0],
    ['  ', 0],
    ['12abc', 0],
    ['150', 100],
    ['-5', 0],
    ['33.6', 34],
    [42.2, 42],
    [Number.NaN, 0],
  ] as const)('%j → %i', (input, expected) => {
    expect(parseProgressInput(input)).toBe(expected);
  });
});

describe('isCompleted', () => {
  it('is true only at 100', () => {
    expect(isCompleted(100)).toBe(true);
    expect(isCompleted(99)).toBe(false);
    expect(isCompleted(0)).toBe(false);
  });
});

describe('withMilestonesDone', () => {
  const at = '2026-03-11T10:00:00.000Z';
  const kept = [
    { index: 1, title: 'Tune', dueDate: null, doneAt: '2026-02-01T00:00:00.000Z' },
    { index: 2, title: 'Chords', dueDate: null, doneAt: null },
    { index: 3, title: null, dueDate: null, doneAt: '2026-02-03T00:00:00.000Z' },
    { index: 4, title: 'Strum', dueDate: '2026-03-15', doneAt: null },
  ];
  const done = (ms: { index: number; doneAt: string | null }[]) => ms.filter((m) => m.doneAt).map((m) => m.index);

  it('ticks the first unticked milestones in order, keeping the times of those already ticked', () => {
    const after = withMilestonesDone(kept, 4, at);
    expect(done(after)).toEqual([1, 2, 3, 4]);
    expect(after.find((m) => m.index === 1)!.doneAt).toBe('2026-02-01T00:00:00.000Z');
    expect(after.find((m) => m.index === 2)!.doneAt).toBe(at);
  });

  it('unticks the last ticked ones, and drops a milestone left with nothing on it', () => {
    const after = withMilestonesDone(kept, 1, at);
    expect(done(after)).toEqual([1]);
    expect(after.map((m) => m.index)).toEqual([1, 2, 4]);
  });

  it('ticks unnamed milestones past the named ones, up to all twelve', () => {
    expect(done(withMilestonesDone(kept, 12, at))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(done(withMilestonesDone(kept, 2, at))).toEqual([1, 3]);
  });
});
