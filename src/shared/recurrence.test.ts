import { describe, expect, it } from 'vitest';
import {
  checkSeries,
  firstOccurrence,
  formatRrule,
  isOccurrence,
  lastOccurrence,
  occurrenceDates,
  parseRrule,
  RecurrenceError,
  splitSeries,
} from './recurrence.js';

const BERLIN = 'Europe/Berlin';

/** The UTC instant of a wall-clock hour in a zone, as PostgreSQL or a calendar client would compute it. */
function instantOf(date: string, hour: number, timezone: string): string {
  const guess = new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`);
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, hourCycle: 'h23', hour: '2-digit' }).formatToParts(guess);
  const shownHour = Number(parts.find((p) => p.type === 'hour')!.value);
  return new Date(guess.getTime() - (shownHour - hour) * 3_600_000).toISOString();
}

describe('recurrence rules', () => {
  it('keeps a daily 9:00 block at 9:00 local across the spring and autumn clock changes', () => {
    const series = { date: '2026-03-27', hour: 9, rrule: 'FREQ=DAILY' };
    const dates = occurrenceDates(series, '2026-03-27', '2026-03-31', BERLIN);
    expect(dates).toEqual(['2026-03-27', '2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(instantOf('2026-03-28', 9, BERLIN)).toBe('2026-03-28T08:00:00.000Z');
    expect(instantOf('2026-03-30', 9, BERLIN)).toBe('2026-03-30T07:00:00.000Z');
    const autumn = occurrenceDates({ date: '2026-10-23', hour: 9, rrule: 'FREQ=WEEKLY;BYDAY=FR,MO' }, '2026-10-23', '2026-11-02', BERLIN);
    expect(autumn).toEqual(['2026-10-23', '2026-10-26', '2026-10-30', '2026-11-02']);
  });

  it('ends at an UNTIL instant read in the user zone', () => {
    // 08:30 UTC on 30 March is 10:30 in Berlin: the 9:00 occurrence that day is before it, the next day's is not.
    const series = { date: '2026-03-27', hour: 9, rrule: 'FREQ=DAILY;UNTIL=20260330T083000Z' };
    expect(occurrenceDates(series, '2026-03-01', '2026-04-30', BERLIN).at(-1)).toBe('2026-03-30');
    // In Los Angeles the same instant is 01:30 on the 30th, before that day's 9:00.
    expect(occurrenceDates(series, '2026-03-01', '2026-04-30', 'America/Los_Angeles').at(-1)).toBe('2026-03-29');
  });

  it('skips months without the 31st, as RFC 5545 says, and reads negative month days from the end', () => {
    const series = { date: '2026-01-31', hour: 10, rrule: 'FREQ=MONTHLY;BYMONTHDAY=31' };
    expect(occurrenceDates(series, '2026-01-01', '2026-08-31', 'UTC')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31']);
    const lastDay = { date: '2026-01-31', hour: 10, rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' };
    expect(occurrenceDates(lastDay, '2026-01-01', '2026-04-30', 'UTC')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30']);
  });

  it('counts COUNT from the first occurrence and stops at a date UNTIL inclusive', () => {
    const counted = { date: '2026-06-01', hour: 7, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4' };
    expect(occurrenceDates(counted, '2026-01-01', '2026-12-31', 'UTC')).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', '2026-06-08']);
    expect(lastOccurrence(counted, 'UTC')).toBe('2026-06-08');
    const until = { date: '2026-06-01', hour: 7, rrule: 'FREQ=DAILY;INTERVAL=2;UNTIL=20260607' };
    expect(occurrenceDates(until, '2026-01-01', '2026-12-31', 'UTC')).toEqual(['2026-06-01', '2026-06-03', '2026-06-05', '2026-06-07']);
    expect(lastOccurrence({ date: '2026-06-01', hour: 7, rrule: 'FREQ=DAILY' }, 'UTC')).toBeNull();
  });

  it('moves a series to its first occurrence and refuses rules with none', () => {
    expect(firstOccurrence({ date: '2026-06-01', hour: 7, rrule: 'FREQ=WEEKLY;BYDAY=TH' }, 'UTC')).toBe('2026-06-04');
    expect(checkSeries({ date: '2026-06-01', hour: 7, rrule: 'FREQ=DAILY;UNTIL=20260501' }, 'UTC')).toEqual({
      ok: false,
      message: 'The repeat rule yields no occurrence',
    });
    expect(checkSeries({ date: '2026-06-01', hour: 7, rrule: 'rrule:freq=weekly;byday=mo' }, 'UTC')).toEqual({
      ok: true,
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      first: '2026-06-01',
    });
  });

  it.each([
    ['', /empty/],
    ['FREQ=YEARLY', /DAILY, WEEKLY or MONTHLY/],
    ['FREQ=DAILY;COUNT=3;UNTIL=20260101', /not both/],
    ['FREQ=DAILY;BYHOUR=9', /BYHOUR is not supported/],
    ['FREQ=WEEKLY;BYDAY=XX', /BYDAY/],
    ['FREQ=WEEKLY;BYDAY=1MO', /MONTHLY/],
    ['FREQ=MONTHLY;BYMONTHDAY=32', /BYMONTHDAY/],
    ['FREQ=DAILY;COUNT=0', /COUNT/],
    ['FREQ=DAILY;UNTIL=20260230', /real date/],
    ['FREQ=DAILY;UNTIL=99991231', /UNTIL must be between 1900 and 2999/],
    ['FREQ=DAILY;UNTIL=18991231T235959Z', /UNTIL must be between 1900 and 2999/],
    ['INTERVAL=2', /FREQ is required/],
    ['FREQ=DAILY;FREQ=WEEKLY', /twice/],
  ])('refuses %j', (value, message) => {
    expect(() => parseRrule(value)).toThrow(RecurrenceError);
    expect(() => parseRrule(value)).toThrow(message);
  });

  it('writes a rule back in one order', () => {
    expect(formatRrule(parseRrule('COUNT=3;BYDAY=-1FR;FREQ=MONTHLY;INTERVAL=2'))).toBe('FREQ=MONTHLY;INTERVAL=2;BYDAY=-1FR;COUNT=3');
    expect(formatRrule(parseRrule('FREQ=DAILY;UNTIL=20260330T083000Z'))).toBe('FREQ=DAILY;UNTIL=20260330T083000Z');
  });

  it('splits a series at a date: the first part ends the occurrence before, the rest keeps what is left of COUNT', () => {
    const series = { date: '2026-06-01', hour: 7, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' };
    const { before, after } = splitSeries(series, '2026-06-08', 'UTC');
    expect(before).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20260605');
    expect(after).toBe('FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=3');
    expect(occurrenceDates({ ...series, rrule: before! }, '2026-01-01', '2026-12-31', 'UTC')).toEqual(['2026-06-01', '2026-06-03', '2026-06-05']);
    expect(occurrenceDates({ date: '2026-06-08', hour: 7, rrule: after }, '2026-01-01', '2026-12-31', 'UTC')).toEqual([
      '2026-06-08',
      '2026-06-10',
      '2026-06-12',
    ]);
    expect(splitSeries(series, '2026-06-01', 'UTC').before).toBeNull();
  });

  it('tells whether a date is an occurrence', () => {
    const series = { date: '2026-06-01', hour: 7, rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO' };
    expect(isOccurrence(series, '2026-06-15', 'UTC')).toBe(true);
    expect(isOccurrence(series, '2026-06-08', 'UTC')).toBe(false);
    expect(isOccurrence(series, '2026-05-25', 'UTC')).toBe(false);
  });
});
