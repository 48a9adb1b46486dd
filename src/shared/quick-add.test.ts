import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from './quick-add.js';

// A Wednesday.
const TODAY = '2026-06-03';

describe('quick add', () => {
  it.each([
    ['deep work tomorrow 9-11', { title: 'deep work', date: '2026-06-04', hour: 9, minute: 0, durationMinutes: 120, category: 'focus' }],
    ['gym fri 6pm 1h', { title: 'gym', date: '2026-06-05', hour: 18, minute: 0, durationMinutes: 60, category: 'focus' }],
    ['team meeting today 2pm-4pm', { title: 'team meeting', date: '2026-06-03', hour: 14, minute: 0, durationMinutes: 120, category: 'meeting' }],
    ['lunch at 12 for 90 min', { title: 'lunch', date: '2026-06-03', hour: 12, minute: 0, durationMinutes: 90, category: 'break' }],
    ['write report 2026-06-10 14:00 3 hours', { title: 'write report', date: '2026-06-10', hour: 14, minute: 0, durationMinutes: 180, category: 'focus' }],
    ['read a book', { title: 'read a book', date: '2026-06-03', hour: 9, minute: 0, durationMinutes: 60, category: 'focus' }],
    ['study 3-5', { title: 'study', date: '2026-06-03', hour: 3, minute: 0, durationMinutes: 120, category: 'focus' }],
    ['plan 11-1', { title: 'plan', date: '2026-06-03', hour: 11, minute: 0, durationMinutes: 120, category: 'focus' }],
  ])('reads %j', (input, expected) => {
    expect(parseQuickAdd(input, TODAY)).toEqual(expected);
  });

  it.each([
    ['standup 9:30 15 min', { title: 'standup', hour: 9, minute: 30, durationMinutes: 15 }],
    ['review 10-11:30', { title: 'review', hour: 10, minute: 0, durationMinutes: 90 }],
    ['call mum at 6pm 45 minutes', { title: 'call mum', hour: 18, minute: 0, durationMinutes: 45 }],
    ['deep work at 2pm for an hour and a half', { title: 'deep work', hour: 14, minute: 0, durationMinutes: 90 }],
    ['walk at 7am for half an hour', { title: 'walk', hour: 7, minute: 0, durationMinutes: 30 }],
    ['reading 8pm for an hour', { title: 'reading', hour: 20, minute: 0, durationMinutes: 60 }],
    ['write 1h30 at 9:15', { title: 'write', hour: 9, minute: 15, durationMinutes: 90 }],
    ['plan 1.5 hours at 4pm', { title: 'plan', hour: 16, minute: 0, durationMinutes: 90 }],
  ])('keeps the minutes of %j', (input, expected) => {
    expect(parseQuickAdd(input, TODAY)).toMatchObject(expected);
  });

  it('reads "dentist tomorrow 3:30pm" as 3:30 PM tomorrow, an hour long', () => {
    expect(parseQuickAdd('dentist tomorrow 3:30pm', TODAY)).toEqual({
      title: 'dentist',
      date: '2026-06-04',
      hour: 15,
      minute: 30,
      durationMinutes: 60,
      category: 'focus',
    });
  });

  it('keeps times and lengths to 5 minutes', () => {
    expect(parseQuickAdd('stretch 7:12 for 7 min', TODAY)).toMatchObject({ hour: 7, minute: 10, durationMinutes: 5 });
  });

  it('keeps a length within 5 minutes and 12 hours and needs a title', () => {
    expect(parseQuickAdd('marathon tomorrow 8am 20h', TODAY)).toMatchObject({ durationMinutes: 720, hour: 8 });
    expect(parseQuickAdd('blink at 9 for 1 min', TODAY)).toMatchObject({ durationMinutes: 5 });
    expect(parseQuickAdd('tomorrow 9-11', TODAY)).toBeNull();
    expect(parseQuickAdd('   ', TODAY)).toBeNull();
  });

  it.each([
    ['read for two hours at 8pm', { title: 'read', hour: 20, durationMinutes: 120 }],
    ['call for 45 minutes at 5pm', { title: 'call', hour: 17, durationMinutes: 45 }],
    ['dentist for an hour tomorrow 3pm', { title: 'dentist', date: '2026-06-04', hour: 15, durationMinutes: 60 }],
    ['focus for ten minutes 4pm', { title: 'focus', hour: 16, durationMinutes: 10 }],
    ['hike for three and a half hours sat 8am', { title: 'hike', date: '2026-06-06', hour: 8, durationMinutes: 210 }],
    ['eighth grade meeting 4pm', { title: 'eighth grade meeting', hour: 16, durationMinutes: 60 }],
  ])('leaves no length words in the title of %j', (input, expected) => {
    expect(parseQuickAdd(input, TODAY)).toMatchObject(expected);
  });

  it('makes "every monday 6pm" a weekly series from the next Monday', () => {
    expect(parseQuickAdd('gym every monday 6pm', TODAY)).toEqual({
      title: 'gym',
      date: '2026-06-08',
      hour: 18,
      minute: 0,
      durationMinutes: 60,
      category: 'focus',
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
    });
  });

  it.each([
    [
      'standup every wednesday 4:30pm for 15 minutes',
      { title: 'standup', date: '2026-06-03', hour: 16, minute: 30, durationMinutes: 15, rrule: 'FREQ=WEEKLY;BYDAY=WE' },
    ],
    ['walk every day 7pm', { title: 'walk', date: '2026-06-03', hour: 19, rrule: 'FREQ=DAILY' }],
    ['review each weekday 5pm', { title: 'review', date: '2026-06-03', hour: 17, rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' }],
    ['sync every other friday 10am', { title: 'sync', date: '2026-06-05', hour: 10, rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=FR' }],
    ['plan every 2 weeks from tomorrow 9am', { title: 'plan', date: '2026-06-04', rrule: 'FREQ=WEEKLY;INTERVAL=2' }],
  ])('repeats %j', (input, expected) => {
    expect(parseQuickAdd(input, TODAY)).toMatchObject(expected);
  });

  it('keeps a bare "weekly" in the title and repeats nothing', () => {
    const block = parseQuickAdd('weekly review fri 3pm', TODAY);
    expect(block).toMatchObject({ title: 'weekly review', date: '2026-06-05', hour: 15 });
    expect(block).not.toHaveProperty('rrule');
  });
});
