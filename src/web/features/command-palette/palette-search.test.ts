import { describe, expect, it } from 'vitest';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { matchesWords, matchingBlocks } from './palette-search';

const block = (id: string, title: string, date: string, hour: number, durationMinutes = 60, minute = 0): TimeBlock => ({
  id,
  title,
  date,
  hour,
  minute,
  durationMinutes,
  duration: durationMinutes / 60,
  category: 'focus',
  source: 'manual',
  rrule: null,
  occurrence: null,
  taskId: null,
});

describe('palette search', () => {
  it('finds a name by every word typed, in any order and case', () => {
    expect(matchesWords('Sarah Chen', 'chen SAR')).toBe(true);
    expect(matchesWords('Sarah Chen', 'sarah lee')).toBe(false);
    expect(matchesWords('Sarah Chen', '   ')).toBe(false);
  });

  it('lists a series once, at its next occurrence, before blocks already past', () => {
    const blocks = [
      block('yoga', 'Yoga', '2026-06-01', 7),
      block('review', 'Design review', '2026-06-02', 10),
      block('yoga', 'Yoga', '2026-06-08', 7),
      block('yoga', 'Yoga', '2026-06-15', 7),
    ];
    expect(matchingBlocks(blocks, 'yoga', '2026-06-03').map((b) => [b.id, b.date])).toEqual([['yoga', '2026-06-08']]);
    expect(matchingBlocks(blocks, 'g', '2026-06-03').map((b) => [b.id, b.date])).toEqual([
      ['yoga', '2026-06-08'],
      ['review', '2026-06-02'],
    ]);
  });
});
