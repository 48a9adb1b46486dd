import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add.js';

// A Wednesday.
const TODAY = '2026-06-03';

describe('quick add', () => {
  it.each([
    ['deep work tomorrow 9-11', { title: 'deep work', date: '2026-06-04', hour: 9, duration: 2, category: 'focus' }],
    ['gym fri 6pm 1h', { title: 'gym', date: '2026-06-05', hour: 18, duration: 1, category: 'focus' }],
    ['team meeting today 2pm-4pm', { title: 'team meeting', date: '2026-06-03', hour: 14, duration: 2, category: 'meeting' }],
    ['lunch at 12 for 90 min', { title: 'lunch', date: '2026-06-03', hour: 12, duration: 2, category: 'break' }],
    ['write report 2026-06-10 14:00 3 hours', { title: 'write report', date: '2026-06-10', hour: 14, duration: 3, category: 'focus' }],
    ['read a book', { title: 'read a book', date: '2026-06-03', hour: 9, duration: 1, category: 'focus' }],
    ['study 3-5', { title: 'study', date: '2026-06-03', hour: 3, duration: 2, category: 'focus' }],
    ['plan 11-1', { title: 'plan', date: '2026-06-03', hour: 11, duration: 2, category: 'focus' }],
  ])('reads %j', (input, expected) => {
    expect(parseQuickAdd(input, TODAY)).toEqual(expected);
  });

  it('keeps a duration within 1 to 12 hours and needs a title', () => {
    expect(parseQuickAdd('marathon tomorrow 8am 20h', TODAY)).toMatchObject({ duration: 12, hour: 8 });
    expect(parseQuickAdd('tomorrow 9-11', TODAY)).toBeNull();
    expect(parseQuickAdd('   ', TODAY)).toBeNull();
  });
});
