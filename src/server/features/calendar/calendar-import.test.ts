import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ICS_MAX_EVENTS, ICS_MAX_NESTING, ICS_MAX_OCCURRENCES, ICS_MAX_OCCURRENCES_PER_EVENT } from '../../../shared/schemas/calendar.js';
import { timeBlocks } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const ORIGIN = 'http://localhost:80';
const importIcs = (cookie: string | undefined, query: string, body: string, type = 'text/calendar') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/calendar/import${query}`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': type, origin: ORIGIN },
    payload: body,
  });

const event = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

const berlin = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:STANDARD',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'END:STANDARD',
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const sample = calendar(
  berlin,
  event(['UID:standup-1', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T091000Z', 'DTEND:20260302T094000Z', 'SUMMARY:Stand-up']),
  event([
    'UID:berlin-1',
    'DTSTAMP:20260101T000000Z',
    'DTSTART;TZID=Europe/Berlin:20260303T143500',
    'DTEND;TZID=Europe/Berlin:20260303T183000',
    'SUMMARY:Workshop',
  ]),
  event(['UID:marathon', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260304T060000Z', 'DTEND:20260305T060000Z', 'SUMMARY:All night']),
  event(['UID:holiday', 'DTSTAMP:20260101T000000Z', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260306', 'SUMMARY:Holiday']),
  event(['UID:later', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260501T090000Z', 'DTEND:20260501T100000Z', 'SUMMARY:Too late']),
  event(['UID:weekly', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260301T180000Z', 'DTEND:20260301T190000Z', 'RRULE:FREQ=WEEKLY;COUNT=10', 'SUMMARY:Choir']),
);

async function blocksOf(userId: string) {
  return ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));
}

describe('POST /api/calendar/import', () => {
  it('turns events in the range into blocks at their times to 5 minutes, all-day events into busy time, and explains every skip; a second import skips them all', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.imported).toEqual(
      expect.arrayContaining([
        { title: 'Stand-up', date: '2026-03-02', hour: 9, minute: 10, duration: 0.5, durationMinutes: 30 },
        { title: 'Workshop', date: '2026-03-03', hour: 13, minute: 35, duration: 235 / 60, durationMinutes: 235 },
        { title: 'All night', date: '2026-03-04', hour: 6, minute: 0, duration: 12, durationMinutes: 720 },
        { title: 'Choir', date: '2026-03-01', hour: 18, minute: 0, duration: 1, durationMinutes: 60, rrule: 'FREQ=WEEKLY;COUNT=10' },
      ]),
    );
    expect(summary.imported).toHaveLength(4);
    expect(summary.busy).toEqual([{ uid: 'holiday', title: 'Holiday', dates: ['2026-03-05'] }]);
    expect(summary.skipped).toEqual([{ uid: 'later', title: 'Too late', reason: 'Outside the chosen dates' }]);
    expect(await blocksOf(user.id)).toHaveLength(4);
    const busy = await ctx.app.inject({ method: 'GET', url: '/api/calendar/busy?from=2026-03-01&to=2026-03-14', headers: { cookie: user.cookie } });
    expect(busy.json()).toEqual([expect.objectContaining({ title: 'Holiday', date: '2026-03-05', hour: 0, minute: 0, durationMinutes: 1440, allDay: true })]);

    const again = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    expect(again.json().imported).toEqual([]);
    expect(again.json().skipped.filter((s: { reason: string }) => s.reason === 'Already imported')).toHaveLength(5);
    expect(await blocksOf(user.id)).toHaveLength(4);
    const busyAgain = await ctx.app.inject({ method: 'GET', url: '/api/calendar/busy?from=2026-03-01&to=2026-03-14', headers: { cookie: user.cookie } });
    expect(busyAgain.json()).toHaveLength(1);
  });

  it('reads the times in the user’s zone', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Asia/Tokyo' });
    const res = await importIcs(user.cookie, '?from=2026-03-02&to=2026-03-02', sample);
    expect(res.json().imported).toEqual([
      { title: 'Choir', date: '2026-03-02', hour: 3, minute: 0, duration: 1, durationMinutes: 60, rrule: 'FREQ=WEEKLY;COUNT=10' },
      { title: 'Stand-up', date: '2026-03-02', hour: 18, minute: 10, duration: 0.5, durationMinutes: 30 },
    ]);
  });

  it('refuses a malformed file with 400 and the parser’s reason, writing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const broken = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART 20260302T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', broken);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['file']);
    expect(res.json().message).toMatch(/^file: Not a valid iCalendar file: .*(delimiter|invalid)/i);
    expect(await blocksOf(user.id)).toHaveLength(0);

    const missingUid = calendar(
      event(['DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'SUMMARY:No uid']),
      event(['UID:ok', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'SUMMARY:Fine']),
    );
    const partial = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', missingUid);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toContain('An event has no UID');
    expect(await blocksOf(user.id)).toHaveLength(0);

    const notCalendar = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', 'hello world');
    expect(notCalendar.statusCode).toBe(400);
    const empty = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', '');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses an upload over 5 MB with 413', async () => {
    const user = await signUpUser(ctx.app);
    const huge = calendar(event(['UID:big', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', `DESCRIPTION:${'x'.repeat(5 * 1024 * 1024)}`]));
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', huge);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large', issues: [{ path: 'body', message: 'Request body is too large' }] });
    expect(await blocksOf(user.id)).toHaveLength(0);
  });

  it('accepts a file of almost 5 MB', async () => {
    const user = await signUpUser(ctx.app);
    const big = calendar(
      event([
        'UID:big',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260302T090000Z',
        'DTEND:20260302T100000Z',
        'SUMMARY:Big',
        `DESCRIPTION:${'x'.repeat(4 * 1024 * 1024)}`,
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', big);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json().imported).toHaveLength(1);
  });

  const badQueries: [string, string, string][] = [
    ['no range', '', 'from'],
    ['a bad from', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['to before from', '?from=2026-03-05&to=2026-03-01', 'to'],
    ['a range over 366 days', '?from=2025-01-01&to=2026-03-01', 'to'],
  ];
  for (const [name, query, path] of badQueries) {
    it(`refuses ${name} with 400 naming ${path}`, async () => {
      const user = await signUpUser(ctx.app);
      const res = await importIcs(user.cookie, query, sample);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
      expect(await blocksOf(user.id)).toHaveLength(0);
    });
  }

  it('refuses other content types with 415', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', sample, 'application/xml');
    expect(res.statusCode).toBe(415);
  });

  it('answers 401 without a session and imports only for the signed-in user', async () => {
    const res = await importIcs(undefined, '?from=2026-03-01&to=2026-03-14', sample);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    await expectAllUnauthorized(ctx.app, [{ method: 'POST', url: '/api/calendar/import?from=2026-03-01&to=2026-03-14', payload: {} }]);
    const a = await signUpUser(ctx.app);
    const b = await signUpUser(ctx.app);
    await importIcs(a.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    const forB = await importIcs(b.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    expect(forB.json().imported).toHaveLength(4);
    expect(await blocksOf(b.id)).toHaveLength(4);
    expect(await blocksOf(a.id)).toHaveLength(4);
  });
});

describe('POST /api/calendar/import with hostile files', () => {
  const RANGE = '?from=2026-03-01&to=2027-02-28';
  const repeating = (count: number, rule: string, extra: string[] = []) =>
    Array.from({ length: count }, (_, i) =>
      event([
        `UID:repeat-${i}`,
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260301T000000Z',
        'DTEND:20260301T003000Z',
        `RRULE:${rule}`,
        `SUMMARY:Repeat ${i}`,
        ...extra,
      ]),
    );

  async function expectRefused(body: string, path: string, message: RegExp) {
    const user = await signUpUser(ctx.app);
    const res = await importIcs(user.cookie, RANGE, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().issues).toEqual([{ path, message: expect.stringMatching(message) }]);
    expect(res.json().message).toMatch(new RegExp(`^${path.replace(/\./g, '\\.')}: `));
    expect(await blocksOf(user.id)).toHaveLength(0);
  }

  it('refuses an event that repeats more often than the limit (1.3 KB asking for 10,000 hourly blocks)', async () => {
    const body = calendar(...repeating(10, 'FREQ=HOURLY;COUNT=1000'));
    expect(body.length).toBeLessThan(2048);
    await expectRefused(body, 'file.events.0.rrule', new RegExp(`occurs more than ${ICS_MAX_OCCURRENCES_PER_EVENT} times in the chosen dates`));
  });

  it('refuses events that together occur more often than the limit, each within its own', async () => {
    const perEvent = Math.floor(ICS_MAX_OCCURRENCES_PER_EVENT * 0.8);
    const events = Math.ceil(ICS_MAX_OCCURRENCES / perEvent) + 1;
    await expectRefused(
      calendar(...repeating(events, `FREQ=HOURLY;COUNT=${perEvent}`)),
      'file.occurrences',
      new RegExp(`more than ${ICS_MAX_OCCURRENCES} times`),
    );
  });

  it('refuses a file with more events than the limit', async () => {
    const events = Array.from({ length: ICS_MAX_EVENTS + 1 }, (_, i) => event([`UID:e${i}`, 'DTSTART:20260301T090000Z']));
    await expectRefused(calendar(...events), 'file.events', new RegExp(`more than ${ICS_MAX_EVENTS} events`));
  });

  it('refuses components nested deeper than any calendar nests them', async () => {
    const depth = 10_000;
    const body = ['BEGIN:VCALENDAR', ...Array<string>(depth).fill('BEGIN:VEVENT'), ...Array<string>(depth).fill('END:VEVENT'), 'END:VCALENDAR'].join('\r\n');
    await expectRefused(body, 'file', new RegExp(`nested more than ${ICS_MAX_NESTING} levels`));
  });

  const invalidDates: [string, string[], string, RegExp][] = [
    ['a DTSTART in month 13', ['DTSTART:20261345T990000Z'], 'file.events.0.dtstart', /DTSTART is not a valid date or date-time: 20261345T990000Z/],
    ['a DTSTART that is not a date', ['DTSTART:garbage'], 'file.events.0.dtstart', /DTSTART is not a valid/],
    ['a DTEND on 30 February', ['DTSTART:20260301T090000Z', 'DTEND;VALUE=DATE:20260230'], 'file.events.0.dtend', /DTEND is not a valid/],
    [
      'an EXDATE that is not a date',
      ['DTSTART:20260301T090000Z', 'RRULE:FREQ=DAILY;COUNT=3', 'EXDATE:20260302T090000Z,xyz'],
      'file.events.0.exdate',
      /EXDATE is not a valid/,
    ],
    ['an RDATE at hour 25', ['DTSTART:20260301T090000Z', 'RRULE:FREQ=DAILY;COUNT=3', 'RDATE:20260310T250000Z'], 'file.events.0.rdate', /RDATE is not a valid/],
    ['an UNTIL that is not a date', ['DTSTART:20260301T090000Z', 'RRULE:FREQ=DAILY;UNTIL=abc'], 'file.events.0.rrule.until', /UNTIL of RRULE is not a valid/],
    ['a RECURRENCE-ID on day 0', ['DTSTART:20260301T090000Z', 'RECURRENCE-ID:20260300T090000Z'], 'file.events.0.recurrence-id', /RECURRENCE-ID is not a valid/],
    ['a DURATION that is not one', ['DTSTART:20260301T090000Z', 'DURATION:soon'], 'file.events.0.duration', /DURATION is not a valid duration/],
  ];
  for (const [name, lines, path, message] of invalidDates) {
    it(`refuses ${name} with 400 naming ${path}`, async () => {
      const good = event(['UID:fine', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'SUMMARY:Fine']);
      await expectRefused(calendar(event(['UID:bad', 'DTSTAMP:20260101T000000Z', 'SUMMARY:Bad', ...lines]), good), path, message);
    });
  }

  it('refuses a rule the parser cannot follow with 400 naming the event', async () => {
    await expectRefused(
      calendar(event(['UID:odd', 'DTSTART:20260301T090000Z', 'RRULE:FREQ=MONTHLY;BYDAY=9MO'])),
      'file.events.0',
      /Event "odd" cannot be read/,
    );
  });

  it('imports a file at every limit: the largest number of occurrences, each event at its own limit', async () => {
    const user = await signUpUser(ctx.app);
    const body = calendar(...repeating(ICS_MAX_OCCURRENCES / ICS_MAX_OCCURRENCES_PER_EVENT, `FREQ=HOURLY;COUNT=${ICS_MAX_OCCURRENCES_PER_EVENT}`));
    const res = await importIcs(user.cookie, RANGE, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported).toHaveLength(ICS_MAX_OCCURRENCES);
    expect(await blocksOf(user.id)).toHaveLength(ICS_MAX_OCCURRENCES);
  });

  it('counts only occurrences in the chosen dates: a daily event since 2001 becomes one series from the first day in the range', async () => {
    const user = await signUpUser(ctx.app);
    const body = calendar(
      event(['UID:daily', 'DTSTAMP:20260101T000000Z', 'DTSTART:20010101T080000Z', 'DTEND:20010101T083000Z', 'RRULE:FREQ=DAILY', 'SUMMARY:Walk']),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-31', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().imported).toEqual([{ title: 'Walk', date: '2026-03-01', hour: 8, minute: 0, duration: 0.5, durationMinutes: 30, rrule: 'FREQ=DAILY' }]);
  });

  it('a rule ending past 2999 is imported occurrence by occurrence in the chosen dates, and one ending in 2999 as a series', async () => {
    const user = await signUpUser(ctx.app);
    const body = calendar(
      event(['UID:far', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260301T080000Z', 'DTEND:20260301T083000Z', 'RRULE:FREQ=DAILY;UNTIL=99991231', 'SUMMARY:Far']),
      event([
        'UID:edge',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260301T100000Z',
        'DTEND:20260301T103000Z',
        'RRULE:FREQ=DAILY;UNTIL=29991231T235959Z',
        'SUMMARY:Edge',
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-03', body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().expanded).toEqual([{ uid: 'far', title: 'Far', reason: 'Imported as separate blocks: UNTIL must be between 1900 and 2999' }]);
    expect(res.json().imported.map((b: { title: string; date: string; rrule?: string }) => [b.title, b.date, b.rrule ?? 'one-off'])).toEqual([
      ['Edge', '2026-03-01', 'FREQ=DAILY;UNTIL=29991231T235959Z'],
      ['Far', '2026-03-01', 'one-off'],
      ['Far', '2026-03-02', 'one-off'],
      ['Far', '2026-03-03', 'one-off'],
    ]);
  });

  it('an imported repeating event stays one series: its rule, removed dates and edited occurrences are kept', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    const body = calendar(
      berlin,
      event([
        'UID:yoga',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=Europe/Berlin:20260302T070000',
        'DTEND;TZID=Europe/Berlin:20260302T080000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6;WKST=SU',
        'EXDATE;TZID=Europe/Berlin:20260304T070000',
        'SUMMARY:Yoga',
      ]),
      event([
        'UID:yoga',
        'DTSTAMP:20260101T000000Z',
        'RECURRENCE-ID;TZID=Europe/Berlin:20260309T070000',
        'DTSTART;TZID=Europe/Berlin:20260310T180000',
        'DTEND;TZID=Europe/Berlin:20260310T200000',
        'SUMMARY:Evening yoga',
      ]),
      event([
        'UID:yoga',
        'DTSTAMP:20260101T000000Z',
        'RECURRENCE-ID;TZID=Europe/Berlin:20260311T070000',
        'DTSTART;TZID=Europe/Berlin:20260311T070000',
        'STATUS:CANCELLED',
        'SUMMARY:Yoga',
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-31', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toEqual([
      { title: 'Yoga', date: '2026-03-02', hour: 7, minute: 0, duration: 1, durationMinutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6' },
    ]);
    expect(res.json().expanded).toBeUndefined();

    const rows = await blocksOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;COUNT=6', date: '2026-03-02', seriesEnd: '2026-03-18', sourceUid: 'yoga' });
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-03-01&to=2026-03-31', headers: { cookie: user.cookie } });
    expect(
      listed
        .json()
        .map((b: { id: string; date: string; hour: number; duration: number; title: string; occurrence: string }) => [
          b.date,
          b.hour,
          b.duration,
          b.title,
          b.occurrence,
          b.id === rows[0].id,
        ]),
    ).toEqual([
      ['2026-03-02', 7, 1, 'Yoga', '2026-03-02', true],
      ['2026-03-10', 18, 2, 'Evening yoga', '2026-03-09', true],
      ['2026-03-16', 7, 1, 'Yoga', '2026-03-16', true],
      ['2026-03-18', 7, 1, 'Yoga', '2026-03-18', true],
    ]);

    // Another user sees none of it.
    const other = await signUpUser(ctx.app);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-03-01&to=2026-03-31', headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual([]);

    const again = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-31', body);
    expect(again.json().skipped).toEqual([{ uid: 'yoga', title: 'Yoga', reason: 'Already imported' }]);
    expect(await blocksOf(user.id)).toHaveLength(1);
  });

  it('a series that began before the chosen dates starts at its first occurrence in them, with what is left of its COUNT', async () => {
    const user = await signUpUser(ctx.app);
    const body = calendar(
      event([
        'UID:reading',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260225T200000Z',
        'DTEND:20260225T210000Z',
        'RRULE:FREQ=DAILY;COUNT=10',
        'EXDATE:20260226T200000Z,20260303T200000Z',
        'SUMMARY:Read',
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-31', body);
    expect(res.json().imported).toEqual([
      { title: 'Read', date: '2026-03-01', hour: 20, minute: 0, duration: 1, durationMinutes: 60, rrule: 'FREQ=DAILY;COUNT=6' },
    ]);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?from=2026-02-20&to=2026-03-31', headers: { cookie: user.cookie } });
    expect(listed.json().map((b: { date: string }) => b.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('a rule outside the repeats the product keeps is imported occurrence by occurrence, and the summary says so', async () => {
    const user = await signUpUser(ctx.app);
    const body = calendar(
      event(['UID:yearly', 'DTSTAMP:20260101T000000Z', 'DTSTART:20250305T090000Z', 'DTEND:20250305T100000Z', 'RRULE:FREQ=YEARLY', 'SUMMARY:Anniversary']),
      event([
        'UID:extra',
        'DTSTAMP:20260101T000000Z',
        'DTSTART:20260302T090000Z',
        'DTEND:20260302T100000Z',
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'RDATE:20260304T090000Z',
        'SUMMARY:Planning',
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-31', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toEqual([
      { title: 'Anniversary', date: '2026-03-05', hour: 9, minute: 0, duration: 1, durationMinutes: 60 },
      { title: 'Planning', date: '2026-03-02', hour: 9, minute: 0, duration: 1, durationMinutes: 60 },
      { title: 'Planning', date: '2026-03-04', hour: 9, minute: 0, duration: 1, durationMinutes: 60 },
      { title: 'Planning', date: '2026-03-09', hour: 9, minute: 0, duration: 1, durationMinutes: 60 },
    ]);
    expect(res.json().expanded).toEqual([
      { uid: 'yearly', title: 'Anniversary', reason: 'Imported as separate blocks: FREQ must be DAILY, WEEKLY or MONTHLY' },
      { uid: 'extra', title: 'Planning', reason: 'Imported as separate blocks: it repeats by more than one rule or by RDATE' },
    ]);
    expect((await blocksOf(user.id)).every((b) => b.rrule === null)).toBe(true);
  });

  it('keeps answering other requests while a large file is read', async () => {
    const user = await signUpUser(ctx.app);
    const events = Array.from({ length: ICS_MAX_EVENTS }, (_, i) =>
      event([`UID:many-${i}`, 'DTSTART:20260301T090000Z', 'DTEND:20260301T100000Z', `SUMMARY:Many ${i}`]),
    );
    const order: string[] = [];
    const importing = importIcs(user.cookie, '?from=2026-06-01&to=2026-06-02', calendar(...events)).then((res) => {
      order.push('import');
      return res;
    });
    const health = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    order.push('health');
    expect(health.statusCode).toBe(200);
    const imported = await importing;
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    expect(order).toEqual(['health', 'import']);
  });
});

describe('imported events keep their minutes', () => {
  it('makes 9:30–10:15 a 9:30 block of 45 minutes marked as from the calendar', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    const body = calendar(
      event([
        'UID:late-risk',
        'DTSTAMP:20260101T000000Z',
        'DTSTART;TZID=America/New_York:20260310T093000',
        'DTEND;TZID=America/New_York:20260310T101500',
        'SUMMARY:Dentist',
      ]),
    );
    const res = await importIcs(user.cookie, '?from=2026-03-10&to=2026-03-10', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().imported).toEqual([{ title: 'Dentist', date: '2026-03-10', hour: 9, minute: 30, duration: 0.75, durationMinutes: 45 }]);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/time-blocks?date=2026-03-10', headers: { cookie: user.cookie } });
    expect(listed.json()).toEqual([
      expect.objectContaining({ title: 'Dentist', hour: 9, minute: 30, durationMinutes: 45, duration: 0.75, source: 'calendar' }),
    ]);
    const own = await ctx.app.inject({
      method: 'POST',
      url: '/api/time-blocks',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { title: 'Own', category: 'focus', date: '2026-03-10', hour: 13, duration: 1 },
    });
    expect(own.json().source).toBe('manual');
  });
});
