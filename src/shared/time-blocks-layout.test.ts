import { describe, expect, it } from 'vitest';
import { createFormatter } from './format.js';
import {
  blockEnd,
  blockPieces,
  blocksOn,
  formatBlockTime,
  halfOf,
  hoursBlocked,
  hoursByCategory,
  overlapsOn,
  piecesOn,
  segmentsForDay,
  segmentsForHalf,
  daysFrom,
} from './time-blocks-layout.js';

type Category = 'focus' | 'meeting' | 'break' | 'completed';
const DAY = '2026-03-04';
const block = (hour: number, duration: number, category: Category = 'focus', date = DAY) => ({ hour, duration, category, date });
const clock12 = createFormatter({ numberBase: 'decimal', timeFormat: '12h', timezone: 'UTC', locale: 'en-US' });
const clock24 = createFormatter({ numberBase: 'decimal', timeFormat: '24h', timezone: 'UTC', locale: 'en-US' });

describe('a block past midnight', () => {
  const late = block(23, 3);

  it('ends at 26, that is 2 AM the next day, and shows its whole time', () => {
    expect(blockEnd(late)).toBe(26);
    expect(formatBlockTime(late, clock12)).toBe('11 PM – 2 AM');
    expect(formatBlockTime(late, clock24)).toBe('23:00 – 02:00');
    expect(formatBlockTime(block(9, 2), clock12)).toBe('9 AM – 11 AM');
    expect(formatBlockTime(block(12, 12), clock12)).toBe('12 PM – 12 AM');
  });

  it('is cut into one piece per day', () => {
    expect(blockPieces(late)).toEqual([
      { block: late, date: '2026-03-04', start: 23, end: 24, continued: false, continues: true },
      { block: late, date: '2026-03-05', start: 0, end: 2, continued: true, continues: false },
    ]);
    expect(blockPieces(block(9, 2))).toEqual([{ block: block(9, 2), date: DAY, start: 9, end: 11, continued: false, continues: false }]);
    // Ending exactly at midnight stays on its own day.
    expect(blockPieces(block(20, 4)).map((p) => p.date)).toEqual([DAY]);
  });

  it('crosses month and year ends', () => {
    expect(blockPieces(block(22, 4, 'focus', '2025-12-31')).map((p) => [p.date, p.start, p.end])).toEqual([
      ['2025-12-31', 22, 24],
      ['2026-01-01', 0, 2],
    ]);
  });

  it('counts its hours on the day they fall', () => {
    const blocks = [late];
    expect(hoursBlocked(blocks, '2026-03-04')).toBe(1);
    expect(hoursBlocked(blocks, '2026-03-05')).toBe(2);
    expect(hoursBlocked(blocks, '2026-03-06')).toBe(0);
    expect(hoursByCategory(blocks, '2026-03-05')).toEqual({ focus: 2, meeting: 0, break: 0, completed: 0 });
  });

  it('continues on the next day, marked as continued', () => {
    const next = [block(9, 1, 'meeting', '2026-03-05'), late];
    expect(piecesOn(next, '2026-03-05').map((p) => [p.block.hour, p.start, p.end, p.continued])).toEqual([
      [23, 0, 2, true],
      [9, 9, 10, false],
    ]);
    expect(blocksOn(next, '2026-03-05')).toEqual([late, next[0]]);
    expect(blocksOn(next, '2026-03-04')).toEqual([late]);
  });
});

describe('totals', () => {
  it('counts overlapping hours once and every category its own hours', () => {
    const blocks = [block(9, 2), block(10, 2, 'meeting'), block(22, 6, 'break')];
    expect(hoursBlocked(blocks, DAY)).toBe(5);
    expect(hoursByCategory(blocks, DAY)).toEqual({ focus: 2, meeting: 2, break: 2, completed: 0 });
    expect(hoursBlocked([], DAY)).toBe(0);
  });

  it('counts an overlap of yesterday’s continuation and today’s block once', () => {
    const blocks = [block(22, 5, 'focus', '2026-03-03'), block(1, 3, 'meeting')];
    // 0–3 from yesterday, 1–4 today: hours 0, 1, 2, 3.
    expect(hoursBlocked(blocks, DAY)).toBe(4);
    expect(hoursByCategory(blocks, DAY)).toEqual({ focus: 3, meeting: 3, break: 0, completed: 0 });
  });

  it('ignores blocks of later days and of days before yesterday', () => {
    expect(hoursBlocked([block(9, 2, 'focus', '2026-03-05'), block(23, 1, 'focus', '2026-03-03')], DAY)).toBe(0);
  });
});

describe('halves and segments', () => {
  it('puts hours 0–11 in AM and 12–23 in PM', () => {
    expect([0, 11, 12, 23].map(halfOf)).toEqual(['AM', 'AM', 'PM', 'PM']);
  });

  it('shows a block past midnight at the end of its day and at the start of the next', () => {
    const b = block(20, 12);
    expect(segmentsForHalf(piecesOn([b], DAY), 'PM')).toEqual([expect.objectContaining({ start: 8, span: 4, continued: false, fromPreviousDay: false })]);
    expect(segmentsForHalf(piecesOn([b], DAY), 'AM')).toEqual([]);
    expect(segmentsForHalf(piecesOn([b], '2026-03-05'), 'AM')).toEqual([
      expect.objectContaining({ start: 0, span: 8, continued: true, fromPreviousDay: true }),
    ]);
  });

  it('continues a block that crosses noon into the PM half', () => {
    const pieces = piecesOn([block(10, 4)], DAY);
    expect(segmentsForHalf(pieces, 'AM')).toEqual([expect.objectContaining({ start: 10, span: 2, continued: false, fromPreviousDay: false })]);
    expect(segmentsForHalf(pieces, 'PM')).toEqual([expect.objectContaining({ start: 0, span: 2, continued: true, fromPreviousDay: false })]);
  });
});

describe('a whole day in one column', () => {
  it('keeps a block that crosses noon in one segment, in start order', () => {
    const segments = segmentsForDay(piecesOn([block(20, 1), block(12, 1), block(11, 2)], DAY));
    expect(segments.map((s) => [s.start, s.span])).toEqual([
      [11, 2],
      [12, 1],
      [20, 1],
    ]);
  });
});

describe('overlapsOn', () => {
  const named = (title: string, hour: number, duration: number, date = DAY) => ({ ...block(hour, duration, 'focus', date), title });
  const key = (b: { title: string }) => b.title;

  it('pairs blocks whose hours intersect, and not those that only touch', () => {
    const blocks = [named('Write', 9, 2), named('Call', 10, 1), named('Lunch', 11, 1)];
    const overlaps = overlapsOn(blocks, DAY, key);
    expect(overlaps.get('Write')?.map(key)).toEqual(['Call']);
    expect(overlaps.get('Call')?.map(key)).toEqual(['Write']);
    expect(overlaps.has('Lunch')).toBe(false);
  });

  it('counts the part of a block from the day before that runs past midnight', () => {
    const blocks = [named('Late shift', 22, 4, '2026-03-03'), named('Early run', 1, 1)];
    expect(overlapsOn(blocks, DAY, key).get('Early run')?.map(key)).toEqual(['Late shift']);
    expect(overlapsOn(blocks, '2026-03-03', key).size).toBe(0);
  });
});

describe('blocks that keep minutes', () => {
  const at = (hour: number, minute: number, minutes: number, title = 'b', date = DAY) => ({
    hour,
    minute,
    duration: minutes / 60,
    category: 'focus' as const,
    date,
    title,
  });
  const key = (b: { title: string }) => b.title;

  it('do not overlap when one ends as the next starts: 9:00–9:30 and 9:30–10:00', () => {
    const blocks = [at(9, 0, 30, 'First half'), at(9, 30, 30, 'Second half')];
    expect(overlapsOn(blocks, DAY, key).size).toBe(0);
  });

  it('overlap by five minutes', () => {
    const overlaps = overlapsOn([at(9, 0, 35, 'Long'), at(9, 30, 30, 'Next')], DAY, key);
    expect(overlaps.get('Next')?.map(key)).toEqual(['Long']);
  });

  it('are placed and sized by minutes: a 30-minute block is half an hour tall', () => {
    expect(blockPieces(at(9, 30, 30))[0]).toMatchObject({ start: 9.5, end: 10 });
    expect(segmentsForDay(piecesOn([at(9, 30, 30)], DAY))[0]).toMatchObject({ start: 9.5, span: 0.5 });
    expect(blockPieces(at(23, 45, 30)).map((p) => [p.date, p.start, p.end])).toEqual([
      [DAY, 23.75, 24],
      ['2026-03-05', 0, 0.25],
    ]);
  });

  it('show their minutes', () => {
    expect(formatBlockTime(at(9, 30, 15), clock12)).toBe('9:30 AM – 9:45 AM');
    expect(formatBlockTime(at(9, 30, 15), clock24)).toBe('09:30 – 09:45');
    expect(formatBlockTime(at(10, 0, 90), clock12)).toBe('10 AM – 11:30 AM');
  });

  it('count blocked time in minutes, overlaps once: 1.25 hours', () => {
    expect(hoursBlocked([at(9, 0, 45), at(9, 30, 45)], DAY)).toBe(1.25);
    expect(hoursByCategory([at(9, 0, 45), at(9, 30, 45)], DAY).focus).toBe(1.5);
  });
});

describe('daysFrom', () => {
  it('counts days on from the first, across a month end', () => {
    expect(daysFrom('2026-02-27', 3)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });
});
