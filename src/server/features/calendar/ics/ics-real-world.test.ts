import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readCalendars, type ParsedOccurrence } from './ics-parse.js';
import { ianaZoneOf } from './ics-zones.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/calendars/${name}`, import.meta.url), 'utf8');

/** The fixture's occurrences in [from, to), read as a subscribed feed is. */
function occurrencesOf(name: string, from: string, to: string, timezone = 'UTC'): ParsedOccurrence[] {
  const outcome = readCalendars({ texts: [fixture(name)], timezone, from: new Date(from), to: new Date(to), source: 'calendar', skipUnreadable: true });
  if ('issue' in outcome) throw new Error(outcome.issue.message);
  const read = outcome.results[0];
  if ('issue' in read) throw new Error(read.issue.message);
  return [...read.occurrences].sort((a, b) => a.start.getTime() - b.start.getTime());
}

const spans = (occurrences: ParsedOccurrence[]) => occurrences.map((o) => `${o.start.toISOString()} ${o.end.toISOString()} ${o.title}`);

describe('real calendars as their products write them', () => {
  it('Exchange: a moved occurrence of a monthly series, written before its series, lands at its new time only', () => {
    const found = occurrencesOf('exchange-2010-moved-instance.ics', '2022-03-01T00:00:00Z', '2022-06-01T00:00:00Z');
    expect(spans(found)).toEqual([
      '2022-03-09T18:00:00.000Z 2022-03-09T19:00:00.000Z Recurring Event - Exception 1',
      '2022-04-13T14:30:00.000Z 2022-04-13T15:30:00.000Z Recurring Event - Exception 2',
      '2022-05-11T17:00:00.000Z 2022-05-11T18:00:00.000Z Recurring Event',
    ]);
    expect(found.every((o) => !o.free)).toBe(true);
  });

  it('Google: an edited occurrence written before its series takes its place, renamed and moved', () => {
    expect(spans(occurrencesOf('google-edited-instance.ics', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'))).toEqual([
      '2026-02-10T17:00:00.000Z 2026-02-10T17:30:00.000Z TEST RECURR 3',
      '2026-02-11T17:30:00.000Z 2026-02-11T18:00:00.000Z TEST RECURR 3 - MODIFIED',
      '2026-02-12T17:00:00.000Z 2026-02-12T17:30:00.000Z TEST RECURR 3',
    ]);
  });

  it('Exchange: Windows zone names, a folded EXDATE list, and the event whose TZID swallowed its value', () => {
    const found = occurrencesOf('exchange-2010-windows-zones.ics', '2020-07-19T00:00:00Z', '2020-07-26T00:00:00Z');
    const jira = found.filter((o) => o.title === "Log Yesterday's Jira time");
    // Monday to Saturday at 9:00 in Berlin's summer time.
    expect(jira.map((o) => o.start.toISOString())).toEqual(['20', '21', '22', '23', '24', '25'].map((d) => `2020-07-${d}T07:00:00.000Z`));
    const lunch = found.filter((o) => o.title === 'Not the actual summary either');
    // Tuesday, Thursday, Friday and Sunday at noon in Pacific time, less the 21st and 23rd the EXDATE removes.
    expect(lunch.map((o) => o.start.toISOString())).toEqual(['2020-07-19T19:00:00.000Z', '2020-07-24T19:00:00.000Z']);
    expect(spans(occurrencesOf('exchange-2010-windows-zones.ics', '2020-09-15T00:00:00Z', '2020-09-16T00:00:00Z'))).toContain(
      '2020-09-15T15:30:00.000Z 2020-09-15T16:30:00.000Z Not the actual summary 1',
    );
  });

  it('Exchange: a zone named only by its Windows display name keeps its stated offset', () => {
    expect(spans(occurrencesOf('exchange-2010-display-zones.ics', '2020-10-28T00:00:00Z', '2020-10-29T00:00:00Z'))).toEqual([
      '2020-10-28T03:30:00.000Z 2020-10-28T05:00:00.000Z TEST Syd',
      '2020-10-28T18:30:00.000Z 2020-10-28T20:00:00.000Z TEST',
    ]);
  });

  it('holiday feeds: bare dates are all-day, an empty RRULE does not repeat, every day shows as free', () => {
    const days = occurrencesOf('holiday-feed.ics', '2019-12-20T00:00:00Z', '2020-01-10T00:00:00Z', 'America/New_York');
    expect(days.map((o) => [o.startDate, o.allDay, o.title, o.end.getTime() - o.start.getTime(), o.free])).toEqual([
      ['2019-12-25', true, 'Christmas Day', 86_400_000, true],
      ['2019-12-26', true, 'Boxing Day', 86_400_000, true],
      ['2020-01-01', true, "New Year's Day", 86_400_000, true],
      ['2020-01-02', true, '2nd January (Scotland)', 86_400_000, true],
    ]);
  });

  it('a cancelled occurrence does not take place', () => {
    expect(spans(occurrencesOf('cancelled-instance.ics', '2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'))).toEqual([
      '2026-03-02T08:30:00.000Z 2026-03-02T09:15:00.000Z Design review',
      '2026-03-04T08:30:00.000Z 2026-03-04T09:15:00.000Z Design review',
    ]);
  });

  it('floating times are read in the calendar’s X-WR-TIMEZONE, not the reader’s zone', () => {
    expect(spans(occurrencesOf('x-wr-timezone-floating.ics', '2021-09-01T00:00:00Z', '2021-10-01T00:00:00Z', 'Asia/Tokyo'))).toEqual([
      '2021-09-16T19:00:00.000Z 2021-09-16T20:45:00.000Z Evening match',
    ]);
  });
});

describe('free and busy as calendars write them', () => {
  const freeness = (occurrences: ParsedOccurrence[]) => occurrences.map((o) => `${o.title}: ${o.free ? 'free' : 'busy'}`);

  it('Google: all-day events written TRANSP:TRANSPARENT are free, its timed series (OPAQUE) busy', () => {
    const found = occurrencesOf('google-free-all-day.ics', '2024-03-25T00:00:00Z', '2024-03-28T00:00:00Z', 'Europe/Zurich');
    expect([...new Set(freeness(found))]).toEqual(['all day: free', '07:00-08:00-daily-30x: busy', 'all 2 days: free']);
  });

  it('Exchange: X-MICROSOFT-CDO-BUSYSTATUS:FREE is free, BUSY is busy', () => {
    expect(freeness(occurrencesOf('exchange-2010-free-and-busy.ics', '2021-05-19T00:00:00Z', '2021-05-23T00:00:00Z'))).toEqual(['Free: free', 'Busy: busy']);
  });

  it('Outlook’s own status decides over TRANSP; without it TRANSP does, and an edited occurrence keeps its own', () => {
    const calendar = (...events: string[][]) =>
      ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:Microsoft Exchange Server 2010', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
    const event = (uid: string, start: string, ...extra: string[]) => [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `SUMMARY:${uid}`,
      `DTSTART:${start}`,
      'DURATION:PT1H',
      ...extra,
      'END:VEVENT',
    ];
    const text = calendar(
      event('elsewhere', '20260301T090000Z', 'TRANSP:OPAQUE', 'X-MICROSOFT-CDO-BUSYSTATUS:FREE'),
      event('away', '20260301T100000Z', 'TRANSP:TRANSPARENT', 'X-MICROSOFT-CDO-BUSYSTATUS:OOF'),
      event('tentative', '20260301T110000Z', 'X-MICROSOFT-CDO-BUSYSTATUS:TENTATIVE'),
      event('plain', '20260301T120000Z'),
      event('series', '20260302T090000Z', 'RRULE:FREQ=DAILY;COUNT=2', 'TRANSP:TRANSPARENT'),
      event('series', '20260303T090000Z', 'RECURRENCE-ID:20260303T090000Z', 'TRANSP:OPAQUE'),
    );
    const outcome = readCalendars({
      texts: [text],
      timezone: 'UTC',
      from: new Date('2026-03-01T00:00:00Z'),
      to: new Date('2026-03-04T00:00:00Z'),
      source: 'calendar',
    });
    if ('issue' in outcome || 'issue' in outcome.results[0]) throw new Error('unreadable');
    expect(freeness(outcome.results[0].occurrences)).toEqual([
      'elsewhere: free',
      'away: busy',
      'tentative: busy',
      'plain: busy',
      'series: free',
      'series: busy',
    ]);
  });
});

describe('zone names', () => {
  it('reads IANA, Windows, prefixed and display names, and nothing else', () => {
    expect(ianaZoneOf('Europe/Berlin')).toBe('Europe/Berlin');
    expect(ianaZoneOf('Pacific Standard Time')).toBe('America/Los_Angeles');
    expect(ianaZoneOf('"W. Europe Standard Time"')).toBe('Europe/Berlin');
    expect(ianaZoneOf('/mozilla.org/20050126_1/America/New_York')).toBe('America/New_York');
    expect(ianaZoneOf('(UTC+05:30) Chennai, Kolkata, Mumbai, New Delhi')).toBeUndefined();
    expect(ianaZoneOf('(UTC) Coordinated Universal Time')).toBe('UTC');
    expect(ianaZoneOf('Customized Time Zone')).toBeUndefined();
  });
});
