import { describe, expect, it } from 'vitest';
import { readCalendars, type ParsedSeries } from './ics-parse.js';
import { seriesBlockOf } from './ics-series.js';

const calendar = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    ...events.flatMap((e) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...e, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');

function seriesOf(text: string, timezone = 'UTC'): ParsedSeries[] {
  const outcome = readCalendars({ texts: [text], timezone, from: new Date('2026-01-01T00:00:00Z'), to: new Date('2027-01-01T00:00:00Z'), series: true });
  if ('issue' in outcome) throw new Error(outcome.issue.message);
  const read = outcome.results[0];
  if ('issue' in read) throw new Error(read.issue.message);
  return read.series ?? [];
}

describe('a calendar series as a block series', () => {
  it('keeps a rule in the subset, dropping a WKST that changes nothing', () => {
    const [series] = seriesOf(
      calendar(['UID:a', 'DTSTART:20260302T090000Z', 'DTEND:20260302T103000Z', 'RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260331T090000Z;WKST=SU', 'SUMMARY:Plan']),
    );
    expect(seriesBlockOf(series, 'UTC', 'Untitled')).toEqual({
      ok: true,
      values: {
        date: '2026-03-02',
        hour: 9,
        minute: 0,
        durationMinutes: 90,
        title: 'Plan',
        rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20260331T090000Z',
        seriesEnd: '2026-03-30',
      },
      exceptions: [],
    });
  });

  it('refuses what one rule of the subset cannot say, with the reason', () => {
    const reasons = ['RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,SU;WKST=SU', 'RRULE:FREQ=MONTHLY;BYSETPOS=-1;BYDAY=FR', 'RRULE:FREQ=HOURLY;COUNT=3'].map((rule) => {
      const [series] = seriesOf(calendar(['UID:b', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', rule, 'SUMMARY:X']));
      const read = seriesBlockOf(series, 'UTC', 'Untitled');
      return read.ok ? null : read.reason;
    });
    expect(reasons).toEqual([
      'WKST=SU with INTERVAL is not supported',
      expect.stringMatching(/BYSETPOS is not supported/),
      'FREQ must be DAILY, WEEKLY or MONTHLY',
    ]);
  });

  it('reads removed dates and overrides in the user’s zone, ignoring ones that are not occurrences of the rule', () => {
    const text = calendar(
      [
        'UID:c',
        'DTSTART:20260325T230000Z',
        'DTEND:20260326T000000Z',
        'RRULE:FREQ=DAILY;COUNT=5',
        'EXDATE:20260326T230000Z,20260401T230000Z',
        'SUMMARY:Night call',
      ],
      ['UID:c', 'RECURRENCE-ID:20260327T230000Z', 'DTSTART:20260328T060000Z', 'DTEND:20260328T070000Z', 'SUMMARY:Night call'],
    );
    // In Berlin 23:00 UTC is midnight of the next day (and 1 AM once summer time starts on 29 March).
    const [series] = seriesOf(text, 'Europe/Berlin');
    const read = seriesBlockOf(series, 'Europe/Berlin', 'Untitled');
    expect(read).toMatchObject({ ok: true, values: { date: '2026-03-26', hour: 0, rrule: 'FREQ=DAILY;COUNT=5' } });
    expect(read.ok && read.exceptions).toEqual([
      { occurrenceDate: '2026-03-27', removed: true },
      { occurrenceDate: '2026-03-28', removed: false, hour: 7 },
    ]);
  });
});
