import { describe, expect, it } from 'vitest';
import { draftSpan, openingHour } from './planner-grid';

describe('openingHour', () => {
  it('opens a day at the hour before the workday, or before now once now is later', () => {
    expect(openingHour(0, 24, 9, null)).toBe(8);
    expect(openingHour(0, 24, 9, 7.5)).toBe(8);
    expect(openingHour(0, 24, 9, 14.25)).toBe(13);
    expect(openingHour(0, 24, 6, null)).toBe(5);
  });

  it('opens each half of the day on its own: the AM half at the workday, the PM half at now or its top', () => {
    expect(openingHour(0, 12, 9, 14.25)).toBe(8);
    expect(openingHour(12, 24, 9, 14.25)).toBe(13);
    expect(openingHour(12, 24, 9, null)).toBe(12);
    expect(openingHour(0, 12, 0, null)).toBe(0);
  });
});

describe('draftSpan', () => {
  const day: [number, number] = [0, 24 * 60];

  it('draws from the 15-minute step pressed in to the step nearest the pointer', () => {
    expect(draftSpan(15 * 60 + 2, 16 * 60 + 17, 15, day)).toEqual({ from: 900, to: 975 });
    expect(draftSpan(15 * 60 + 2, 15 * 60 + 3, 15, day)).toEqual({ from: 900, to: 915 });
  });

  it('draws upwards from the step pressed in, in 5-minute steps with Alt', () => {
    expect(draftSpan(15 * 60 + 5, 14 * 60 + 1, 15, day)).toEqual({ from: 840, to: 915 });
    expect(draftSpan(15 * 60 + 2, 16 * 60 + 12, 5, day)).toEqual({ from: 900, to: 970 });
  });

  it("stays within its half of the day and a block's longest", () => {
    expect(draftSpan(11 * 60, 12 * 60 + 40, 15, [0, 720])).toEqual({ from: 660, to: 720 });
    expect(draftSpan(60, 23 * 60, 15, day)).toEqual({ from: 60, to: 60 + 720 });
  });
});
