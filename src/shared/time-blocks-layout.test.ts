import { describe, expect, it } from 'vitest';
import {
  blockEnd,
  formatBlockTime,
  formatHour12,
  halfOf,
  hoursBlocked,
  hoursByCategory,
  segmentsForHalf,
  weekOf,
} from './time-blocks-layout.js';

const block = (hour: number, duration: number, category: 'focus' | 'meeting' | 'break' | 'completed' = 'focus') => ({ hour, duration, category });

describe('formatHour12', () => {
  it('shows a 12-hour clock', () => {
    expect([0, 1, 11, 12, 13, 23, 24].map(formatHour12)).toEqual(['12 AM', '1 AM', '11 AM', '12 PM', '1 PM', '11 PM', '12 AM']);
  });
  it('formats a block time range, clipped at midnight', () => {
    expect(formatBlockTime(block(9, 2))).toBe('9 AM – 11 AM');
    expect(formatBlockTime(block(22, 5))).toBe('10 PM – 12 AM');
  });
});

describe('halves and segments', () => {
  it('puts hours 0–11 in AM and 12–23 in PM', () => {
    expect([0, 11, 12, 23].map(halfOf)).toEqual(['AM', 'AM', 'PM', 'PM']);
  });

  it('clips a block at the end of the day', () => {
    expect(blockEnd(block(20, 12))).toBe(24);
    const pm = segmentsForHalf([block(20, 12)], 'PM');
    expect(pm).toEqual([expect.objectContaining({ start: 8, span: 4, continued: false })]);
    expect(segmentsForHalf([block(20, 12)], 'AM')).toEqual([]);
  });

  it('continues a block that crosses noon into the PM half', () => {
    const b = block(10, 4);
    expect(segmentsForHalf([b], 'AM')).toEqual([expect.objectContaining({ start: 10, span: 2, continued: false })]);
    expect(segmentsForHalf([b], 'PM')).toEqual([expect.objectContaining({ start: 0, span: 2, continued: true })]);
  });

  it('gives overlapping blocks their own lanes and lone blocks the full width', () => {
    const a = block(8, 3);
    const b = block(9, 1);
    const c = block(10, 1);
    const d = block(11, 1);
    const segs = segmentsForHalf([d, c, b, a], 'AM');
    const byBlock = new Map(segs.map((s) => [s.block, s]));
    expect(byBlock.get(a)).toMatchObject({ lane: 0, lanes: 2 });
    expect(byBlock.get(b)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byBlock.get(c)).toMatchObject({ lane: 1, lanes: 2 });
    expect(byBlock.get(d)).toMatchObject({ lane: 0, lanes: 1 });
  });
});

describe('totals', () => {
  it('counts distinct hours blocked and hours per category', () => {
    const blocks = [block(9, 2), block(10, 2, 'meeting'), block(22, 6, 'break')];
    expect(hoursBlocked(blocks)).toBe(5);
    expect(hoursByCategory(blocks)).toEqual({ focus: 2, meeting: 2, break: 2, completed: 0 });
    expect(hoursBlocked([])).toBe(0);
  });
});

describe('weekOf', () => {
  it('spans Monday to Sunday', () => {
    expect(weekOf('2026-03-04')).toEqual({
      from: '2026-03-02',
      to: '2026-03-08',
      days: ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'],
    });
    expect(weekOf('2026-03-08').from).toBe('2026-03-02');
    expect(weekOf('2026-03-02').to).toBe('2026-03-08');
  });
  it('crosses month and year ends', () => {
    expect(weekOf('2026-01-01')).toMatchObject({ from: '2025-12-29', to: '2026-01-04' });
  });
});
