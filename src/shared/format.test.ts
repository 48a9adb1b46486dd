import { describe, expect, it } from 'vitest';
import { createFormatter, pickLocale, resolveTimeFormat, type DisplayPrefs } from './format.js';

const at = (iso: string) => () => new Date(iso);
const fmt = (prefs: Partial<DisplayPrefs> = {}) =>
  createFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC', locale: 'en-US', now: at('2026-03-04T12:00:00Z'), ...prefs });

describe('the clock', () => {
  it('follows the choice, else the locale', () => {
    expect(resolveTimeFormat('24h', 'en-US')).toBe('24h');
    expect(resolveTimeFormat('12h', 'en-GB')).toBe('12h');
    expect(resolveTimeFormat(null, 'en-US')).toBe('12h');
    expect(resolveTimeFormat(null, 'en-GB')).toBe('24h');
    expect(resolveTimeFormat(null, 'de-DE')).toBe('24h');
  });

  it('writes hours on a 12- or 24-hour clock', () => {
    expect([0, 9, 12, 23, 24, 26].map(fmt({ timeFormat: '12h' }).hour)).toEqual(['12 AM', '9 AM', '12 PM', '11 PM', '12 AM', '2 AM']);
    expect([0, 9, 12, 23, 24, 26].map(fmt({ timeFormat: '24h' }).hour)).toEqual(['00:00', '09:00', '12:00', '23:00', '00:00', '02:00']);
    expect(fmt({ locale: 'en-GB' }).hour(23)).toBe('23:00');
    expect(fmt({ timeFormat: '24h' }).hourRange(23, 26)).toBe('23:00 – 02:00');
  });

  it('leaves AM and PM out of a short hour, where the half of the day is already said', () => {
    expect([9, 11.25, 13].map(fmt({ timeFormat: '12h' }).hourShort)).toEqual(['9:00', '11:15', '1:00']);
    expect([9, 11.25].map(fmt({ timeFormat: '24h' }).hourShort)).toEqual(['09:00', '11:15']);
  });

  it('places an instant in the user’s zone, across a clock change', () => {
    // 06:30 UTC on 8 March 2026 is 01:30 EST; an hour later the clocks have gone forward to 03:30 EDT.
    const ny = fmt({ timezone: 'America/New_York', timeFormat: '24h' });
    expect(ny.time('2026-03-08T06:30:00Z')).toBe('01:30');
    expect(ny.time('2026-03-08T07:30:00Z')).toBe('03:30');
    expect(fmt({ timezone: 'Pacific/Kiritimati', timeFormat: '12h' }).dateTime('2026-03-04T12:05:00Z')).toBe('Thu, Mar 5, 2:05 AM');
  });
});

describe('dates', () => {
  it('has three styles, in the locale, with the year only when it is not this year', () => {
    const us = fmt();
    expect(us.date('2026-03-04', 'long')).toBe('Wednesday, March 4');
    expect(us.date('2026-03-04', 'short')).toBe('Mar 4');
    expect(us.date('2026-03-04', 'day')).toBe('Wed, Mar 4');
    expect(us.date('2027-01-04', 'short')).toBe('Jan 4, 2027');
    const gb = fmt({ locale: 'en-GB' });
    expect(gb.date('2026-03-04', 'long')).toBe('Wednesday 4 March');
    expect(gb.date('2026-03-04', 'short')).toBe('4 Mar');
    expect(gb.date('2025-12-31', 'day')).toBe('Wed, 31 Dec 2025');
  });

  it("writes a day's header in the planner as its weekday and day, without the year", () => {
    expect(fmt().date('2027-01-13', 'weekday')).toBe('Wed 13');
    expect(fmt({ locale: 'en-GB' }).date('2026-03-04', 'weekday')).toBe('Wed 4');
    expect(fmt().date('2026-03-04', 'month')).toBe('Mar');
    expect(fmt().date('2027-01-13', 'month')).toBe('Jan 27');
  });

  it('writes ranges', () => {
    expect(fmt().dateRange('2026-03-02', '2026-03-08')).toBe('Mar 2 – 8');
    expect(fmt({ locale: 'en-GB' }).dateRange('2026-03-30', '2026-04-05')).toBe('30 Mar – 5 Apr');
    expect(fmt().dateRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 – Jan 3, 2027');
  });

  it('never changes digits of dates or times in dozenal', () => {
    const dozenal = fmt({ numberBase: 'dozenal', timeFormat: '24h' });
    expect(dozenal.date('2026-03-11', 'short')).toBe('Mar 11');
    expect(dozenal.hour(23)).toBe('23:00');
    expect(dozenal.count(11)).toBe('↋');
  });
});

describe('dozenal mode, one phrase in one base (decision 0009)', () => {
  const dozenal = fmt({ numberBase: 'dozenal', timeFormat: '12h' });

  it('turns counts and measured figures dozenal', () => {
    expect(dozenal.count(10)).toBe('↊');
    expect(dozenal.figure(7.5)).toBe('7;6');
  });

  it('keeps counts against the product’s twelves, percentages, dates and times decimal', () => {
    expect(dozenal.ofTwelve(11)).toBe('11 of 12');
    expect(dozenal.ofTwelve(10, '/')).toBe('10/12');
    expect(dozenal.percent(42)).toBe('42%');
    expect(dozenal.percent(85.5, 1)).toBe('85.5%');
    expect(dozenal.date('2026-03-11', 'long')).toBe('Wednesday, March 11');
    expect(dozenal.hour(22.5)).toBe('10:30 PM');
  });
});

describe('pickLocale', () => {
  it('takes the first usable language of an Accept-Language header', () => {
    expect(pickLocale('en-GB,en;q=0.9')).toBe('en-GB');
    expect(pickLocale('*, fr-FR;q=0.5')).toBe('fr-FR');
    expect(pickLocale('not a tag!!, de')).toBe('de');
    expect(pickLocale('')).toBeUndefined();
    expect(pickLocale(undefined)).toBeUndefined();
  });
});
