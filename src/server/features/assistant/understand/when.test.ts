import { describe, expect, it } from 'vitest';
import { normalise } from './normalise.js';
import { readWhen } from './when.js';

// Wednesday 11 March 2026.
const TODAY = '2026-03-11';
const read = (text: string, options: { locale?: string; forward?: boolean } = {}) => readWhen(normalise(text), TODAY, options);
const clock = (text: string) => {
  const w = read(text);
  const hm = (t?: { hour: number; minute: number }) => (t ? `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}` : undefined);
  return { date: w.date, start: hm(w.start), end: hm(w.end) };
};

describe('days people write', () => {
  it.each([
    ['thu 19th', '2026-03-19'],
    ['friday the 20th', '2026-03-20'],
    ['on the 20th', '2026-03-20'],
    ['the 3rd of april', '2026-04-03'],
    ['on the 2nd', '2026-04-02'],
    ['19/3', '2026-03-19'],
    ['24.03', '2026-03-24'],
    ['1.04.27', '2027-04-01'],
    ['friday week', '2026-03-20'],
    ['a week on friday', '2026-03-20'],
    ['a week tomorrow', '2026-03-19'],
    ['wednesday week', '2026-03-18'],
    ['the friday after next', '2026-03-20'],
    ['next friday', '2026-03-20'],
    ['this friday', '2026-03-13'],
    ['in 3 days', '2026-03-14'],
    ['the day after tomorrow', '2026-03-13'],
    ['this coming friday', '2026-03-13'],
    ["in 2 weeks' time", '2026-03-25'],
  ])('"%s" is %s', (text, date) => {
    expect(read(text).date).toBe(date);
  });

  it('reads a dotted date month first in en-US', () => {
    expect(read('03.24', { locale: 'en-US' }).date).toBe('2026-03-24');
  });

  it('keeps dotted times and decimals as they are', () => {
    expect(read('at 14.30').date).toBeUndefined();
    expect(clock('at 14.30').start).toBe('14:30');
    expect(read('9.15am').date).toBeUndefined();
    expect(read('slept 7.5 hours').date).toBeUndefined();
  });

  it('keeps the rest of the words for the title', () => {
    expect(read('hairdresser thu 19th 2:30').rest).toBe('hairdresser');
    expect(read('drinks with Sam friday week 7pm').rest).toBe('drinks with Sam');
    expect(read('lunchtime walk friday').rest).toBe('walk');
  });
});

describe('times people write', () => {
  it.each<[string, string, string?]>([
    ['sat half 7', '07:30'],
    ['tomorrow half past 3', '15:30'],
    ['friday quarter past 12', '12:15'],
    ['thursday quarter to 6', '17:45'],
    ['at noon tomorrow', '12:00'],
    ['midday friday', '12:00'],
    ['tonight 7ish', '19:00'],
    ['tomorrow 11', '11:00'],
    ['tomorrow 7', '07:00'],
    ['friday 1', '13:00'],
    ['lunchtime friday', '12:00'],
    ['at 7 for an hour', '07:00'],
    ['2 til 4', '14:00', '16:00'],
    ['3 till 5', '15:00', '17:00'],
    ['1 until 2', '13:00', '14:00'],
    ['5–6:30pm', '17:00', '18:30'],
    ['from 2 until half 3', '14:00', '15:30'],
    ['3-4:30pm', '15:00', '16:30'],
    ['10-11:30am', '10:00', '11:30'],
    ['18:30-19:30', '18:30', '19:30'],
    ['06:30-07:30', '06:30', '07:30'],
    ['at 21:00', '21:00'],
    ['at 1930', '19:30'],
    ['@ 3', '15:00'],
    ['20 past 3', '15:20'],
    ['ten to four', '15:50'],
    ['noonish', '12:00'],
    ['10 to 4', '10:00', '16:00'],
  ])('"%s" starts at %s', (text, start, end) => {
    const w = clock(text);
    expect(w.start).toBe(start);
    if (end) expect(w.end).toBe(end);
  });

  it('reads "at 7 for an hour" as an hour long', () => {
    expect(read('swim at 7 for an hour tomorrow').minutes).toBe(60);
  });

  it('leaves halves that are not times alone', () => {
    expect(normalise('half an hour')).toBe('half an hour');
    expect(normalise('half 2 hours')).toBe('half 2 hours');
    expect(normalise('dinner sat half 7')).toBe('dinner saturday 7:30');
    expect(normalise('half one')).toBe('1:30');
  });

  it('reads "sat" and "sun" as days only beside a time or day word', () => {
    expect(normalise('catch up sat from 11')).toBe('catch up saturday from 11');
    expect(normalise('on sun')).toBe('on sunday');
    expect(normalise('I sat with Ana')).toBe('I sat with Ana');
  });

  it('takes parts of the day for when no clock time is said', () => {
    expect(read('this arvo').partOfDay).toBe('afternoon');
    expect(read('tonight')).toMatchObject({ partOfDay: 'evening', date: TODAY });
    expect(read('this evening').partOfDay).toBe('evening');
    expect(read('tomorrow in the morning')).toMatchObject({ partOfDay: 'morning', date: '2026-03-12' });
    expect(read('first thing friday')).toMatchObject({ partOfDay: 'morning', date: '2026-03-13' });
    expect(read('after work')).toMatchObject({ partOfDay: 'evening' });
    expect(read('tomorrow eve')).toMatchObject({ partOfDay: 'evening', date: '2026-03-12' });
    expect(read('fri pm')).toMatchObject({ partOfDay: 'afternoon', date: '2026-03-13' });
    expect(read('sat am')).toMatchObject({ partOfDay: 'morning', date: '2026-03-14' });
    expect(normalise('tomorrow am I free at 3')).toBe('tomorrow am I free at 3');
  });
});

describe('a part of the day that is part of a name', () => {
  it.each([
    ['parents evening at the school thu 6pm', 'parents evening at the school', '2026-03-12', '18:00'],
    ['open morning at the nursery sat 10am', 'open morning at the nursery', '2026-03-14', '10:00'],
    ['afternoon tea with grandma sunday at 3pm', 'afternoon tea with grandma', '2026-03-15', '15:00'],
  ])('keeps "%s" in the title when the clock time is said apart', (text, rest, date, start) => {
    expect(read(text).rest).toBe(rest);
    expect(clock(text)).toMatchObject({ date, start });
  });

  it.each(['run tomorrow morning', 'gym in the evening at 6', 'coffee friday morning 9am', 'meeting this afternoon at 3'])(
    'reads "%s" as a part of the day',
    (text) => {
      expect(read(text).rest).not.toMatch(/morning|afternoon|evening/);
    },
  );
});

describe('a day and month joined by a hyphen', () => {
  it.each([
    ['on 16-03 at 2pm', '2026-03-16', '14:00', undefined],
    ['the 20-03', '2026-03-20', undefined, undefined],
    ['haircut 18-03 10:30am', '2026-03-18', '10:30', undefined],
    ['pottery 16-03 2-4', '2026-03-16', '14:00', '16:00'],
  ])('reads "%s" as a date', (text, date, start, end) => {
    expect(clock(text)).toEqual({ date, start, end });
  });

  it.each([
    ['pottery tomorrow 2-4', '14:00', '16:00'],
    ['work 9-5', '09:00', '17:00'],
  ])('keeps "%s" a range of hours', (text, start, end) => {
    expect(clock(text)).toMatchObject({ start, end });
  });
});
