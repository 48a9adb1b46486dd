import { describe, expect, it } from 'vitest';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { draftOverlaps, overlapWords } from './overlap-hint';

const block = (id: string, title: string, date: string, hour: number, durationMinutes = 60): TimeBlock => ({
  id,
  title,
  date,
  hour,
  minute: 0,
  durationMinutes,
  duration: durationMinutes / 60,
  category: 'focus',
  source: 'manual',
  rrule: null,
  occurrence: null,
  taskId: null,
});

describe('draftOverlaps', () => {
  it('names the blocks a new one would overlap, minute by minute', () => {
    const day = [block('a', 'Design review', '2026-06-03', 9, 60), block('b', 'Lunch', '2026-06-03', 12, 30), block('c', 'Late', '2026-06-02', 23, 120)];
    const draft = { title: 'Standup', date: '2026-06-03', hour: 9, minute: 30, durationMinutes: 15, category: 'meeting' as const };
    expect(draftOverlaps(draft, day).map((b) => b.title)).toEqual(['Design review']);
    expect(draftOverlaps({ ...draft, hour: 10, minute: 0 }, day)).toEqual([]);
    expect(draftOverlaps({ ...draft, hour: 0, minute: 30 }, day).map((b) => b.title)).toEqual(['Late']);
  });

  it('says what it overlaps in one line', () => {
    expect(overlapWords([{ title: 'Design review' }, { title: 'Lunch' }])).toBe('Overlaps Design review, Lunch');
  });
});
