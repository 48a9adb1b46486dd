import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeBlocks } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const ORIGIN = 'http://localhost:80';
const importIcs = (cookie: string | undefined, query: string, body: string, type = 'text/calendar') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/calendar/import${query}`,
    headers: { ...(cookie ? { cookie } : {}), 'content-type': type, origin: ORIGIN },
    payload: body,
  });

const event = (lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'];
const calendar = (...events: string[][]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');

const berlin = [
  'BEGIN:VTIMEZONE', 'TZID:Europe/Berlin',
  'BEGIN:STANDARD', 'DTSTART:19701025T030000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', 'TZOFFSETFROM:+0200', 'TZOFFSETTO:+0100', 'END:STANDARD',
  'BEGIN:DAYLIGHT', 'DTSTART:19700329T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU', 'TZOFFSETFROM:+0100', 'TZOFFSETTO:+0200', 'END:DAYLIGHT',
  'END:VTIMEZONE',
];

const sample = calendar(
  berlin,
  event(['UID:standup-1', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T091000Z', 'DTEND:20260302T094000Z', 'SUMMARY:Stand-up']),
  event(['UID:berlin-1', 'DTSTAMP:20260101T000000Z', 'DTSTART;TZID=Europe/Berlin:20260303T143500', 'DTEND;TZID=Europe/Berlin:20260303T183000', 'SUMMARY:Workshop']),
  event(['UID:marathon', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260304T060000Z', 'DTEND:20260305T060000Z', 'SUMMARY:All night']),
  event(['UID:holiday', 'DTSTAMP:20260101T000000Z', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260306', 'SUMMARY:Holiday']),
  event(['UID:later', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260501T090000Z', 'DTEND:20260501T100000Z', 'SUMMARY:Too late']),
  event(['UID:weekly', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260301T180000Z', 'DTEND:20260301T190000Z', 'RRULE:FREQ=WEEKLY;COUNT=10', 'SUMMARY:Choir']),
);

async function blocksOf(userId: string) {
  return ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));
}

describe('POST /api/calendar/import', () => {
  it('turns events in the range into whole-hour blocks and explains every skip; a second import skips them all', async () => {
    const user = await signUpUser(ctx.app);
    const res = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json();
    expect(summary.imported).toEqual(
      expect.arrayContaining([
        { title: 'Stand-up', date: '2026-03-02', hour: 9, duration: 1 },
        { title: 'Workshop', date: '2026-03-03', hour: 14, duration: 4 },
        { title: 'All night', date: '2026-03-04', hour: 6, duration: 12 },
        { title: 'Choir', date: '2026-03-01', hour: 18, duration: 1 },
        { title: 'Choir', date: '2026-03-08', hour: 18, duration: 1 },
      ]),
    );
    expect(summary.imported).toHaveLength(5);
    expect(summary.skipped).toEqual(
      expect.arrayContaining([
        { uid: 'holiday', title: 'Holiday', reason: 'All-day event' },
        { uid: 'later', title: 'Too late', reason: 'Outside the chosen dates' },
      ]),
    );
    expect(await blocksOf(user.id)).toHaveLength(5);

    const again = await importIcs(user.cookie, '?from=2026-03-01&to=2026-03-14', sample);
    expect(again.json().imported).toEqual([]);
    expect(again.json().skipped.filter((s: { reason: string }) => s.reason === 'Already imported')).toHaveLength(5);
    expect(await blocksOf(user.id)).toHaveLength(5);
  });

  it('reads the times in the user’s zone', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Asia/Tokyo' });
    const res = await importIcs(user.cookie, '?from=2026-03-02&to=2026-03-02', sample);
    expect(res.json().imported).toEqual([
      { title: 'Stand-up', date: '2026-03-02', hour: 18, duration: 1 },
      { title: 'Choir', date: '2026-03-02', hour: 3, duration: 1 },
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

    const missingUid = calendar(event(['DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'SUMMARY:No uid']), event(['UID:ok', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'SUMMARY:Fine']));
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
    expect(res.json()).toEqual({ message: 'Request body is too large' });
    expect(await blocksOf(user.id)).toHaveLength(0);
  });

  it('accepts a file of almost 5 MB', async () => {
    const user = await signUpUser(ctx.app);
    const big = calendar(event(['UID:big', 'DTSTAMP:20260101T000000Z', 'DTSTART:20260302T090000Z', 'DTEND:20260302T100000Z', 'SUMMARY:Big', `DESCRIPTION:${'x'.repeat(4 * 1024 * 1024)}`]));
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
    expect(forB.json().imported).toHaveLength(5);
    expect(await blocksOf(b.id)).toHaveLength(5);
    expect(await blocksOf(a.id)).toHaveLength(5);
  });
});
