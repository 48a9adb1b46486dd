import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { calendarFeeds, timeBlocks, users } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { instantOf, localDateTime } from '../../../shared/dates.js';

const NOW = new Date('2026-03-10T12:00:00Z');
const ctx = useTestApp({ now: () => NOW });

const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method, url, headers: { ...(cookie ? { cookie } : {}), ...headers } });

async function feedUrl(cookie: string) {
  const res = await call(cookie, 'POST', '/api/calendar/feed/rotate');
  expect([200, 201]).toContain(res.statusCode);
  return new URL(res.json<{ url: string }>().url).pathname;
}

async function addBlock(cookie: string, body: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/time-blocks', headers: { cookie }, payload: { category: 'focus', ...body } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

/** Python's icalendar, a second independent parser: prints one JSON line per event. */
function parseWithPython(ics: string) {
  const script = `
import sys, json
from icalendar import Calendar
cal = Calendar.from_ical(sys.stdin.read())
tzids = [str(c.get('TZID')) for c in cal.walk('VTIMEZONE')]
out = []
for e in cal.walk('VEVENT'):
    s = e.decoded('DTSTART'); d = e.decoded('DTEND')
    timed = hasattr(s, 'hour')
    out.append({'uid': str(e.get('UID')), 'summary': str(e.get('SUMMARY')), 'timed': timed,
                'start': s.isoformat(), 'end': d.isoformat(),
                'tzid': e['DTSTART'].params.get('TZID')})
print(json.dumps({'tzids': tzids, 'events': out}))
`;
  const python = '/usr/bin/python3';
  const result = spawnSync(python, ['-c', script], { input: ics, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as {
    tzids: string[];
    events: { uid: string; summary: string; timed: boolean; start: string; end: string; tzid?: string }[];
  };
}

describe('feed URL', () => {
  it('has no URL until one is created, then shows the same URL; rotating replaces it at once', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user.cookie, 'GET', '/api/calendar/feed')).json()).toEqual({ url: null, createdAt: null });
    const created = await call(user.cookie, 'POST', '/api/calendar/feed/rotate');
    expect(created.statusCode).toBe(201);
    const url = created.json<{ url: string }>().url;
    expect(url).toMatch(/^http:\/\/localhost(:80)?\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await call(user.cookie, 'GET', '/api/calendar/feed')).json<{ url: string }>().url).toBe(url);

    const token = url.split('/').pop()!.replace('.ics', '');
    const [row] = await ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenEncrypted).not.toContain(token);

    const oldPath = new URL(url).pathname;
    expect((await call(undefined, 'GET', oldPath)).statusCode).toBe(200);
    const rotated = await call(user.cookie, 'POST', '/api/calendar/feed/rotate');
    expect(rotated.statusCode).toBe(200);
    const newPath = new URL(rotated.json<{ url: string }>().url).pathname;
    expect(newPath).not.toBe(oldPath);
    expect((await call(undefined, 'GET', oldPath)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', newPath)).statusCode).toBe(200);
  });

  it('answers 404 to unknown and malformed tokens', async () => {
    expect((await call(undefined, 'GET', `/calendar/${'a'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', '/calendar/short.ics')).statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/calendar/${'a'.repeat(43)}.txt`)).statusCode).toBe(404);
  });

  it('answers 401 to the account routes without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/calendar/feed' },
      { method: 'POST', url: '/api/calendar/feed/rotate' },
    ]);
  });

  it("never shows one user's feed to another", async () => {
    const a = await signUpUser(ctx.app);
    const b = await signUpUser(ctx.app);
    await addBlock(a.cookie, { title: 'Private plan', date: '2026-03-11', hour: 9, duration: 1 });
    const aPath = await feedUrl(a.cookie);
    expect((await call(b.cookie, 'GET', '/api/calendar/feed')).json()).toEqual({ url: null, createdAt: null });
    const bPath = await feedUrl(b.cookie);
    expect(bPath).not.toBe(aPath);
    expect((await call(undefined, 'GET', bPath)).body).not.toContain('Private plan');
    expect((await call(undefined, 'GET', aPath)).body).toContain('Private plan');
  });
});

describe('feed contents', () => {
  it('holds blocks from 12 weeks back to 12 months ahead in the user’s zone, goal ends all-day, read alike by ical.js and Python', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'America/New_York' });
    await ctx.database.db.update(users).set({ timezone: 'America/New_York' }).where(eq(users.id, user.id));
    const inside = [
      await addBlock(user.cookie, { title: 'Deep work', date: '2026-03-10', hour: 9, duration: 2 }),
      await addBlock(user.cookie, { title: 'Across DST, late', date: '2026-03-07', hour: 22, duration: 4 }),
      await addBlock(user.cookie, { title: 'Oldest kept', date: '2025-12-16', hour: 0, duration: 1 }),
      await addBlock(user.cookie, { title: 'Summer; with, commas', date: '2026-07-04', hour: 13, duration: 12 }),
    ];
    await addBlock(user.cookie, { title: 'Too old', date: '2025-12-15', hour: 9, duration: 1 });
    await addBlock(user.cookie, { title: 'Too far', date: '2027-03-11', hour: 9, duration: 1 });
    const goal = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: user.cookie },
      payload: { title: 'Run a 12k', category: 'Health', timeframe: '12 weeks', description: '' },
    });
    expect(goal.statusCode, goal.body).toBe(201);
    const goalBody = goal.json<{ id: string; endDate: string }>();

    const path = await feedUrl(user.cookie);
    const res = await call(undefined, 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(new Date(res.headers['last-modified'] as string).getTime()).not.toBeNaN();

    const rows = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, user.id));
    const expected = rows
      .filter((r) => inside.some((b) => b.id === r.id))
      .map((r) => {
        const start = instantOf(localDateTime(r.date, r.hour), 'America/New_York');
        return { uid: `${r.id}@twelvefold`, title: r.title, start: start.getTime(), end: start.getTime() + (r.durationMinutes / 60) * 3_600_000 };
      })
      .sort((a, b) => a.uid.localeCompare(b.uid));

    // ical.js
    const root = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    const vtz = root.getFirstSubcomponent('vtimezone')!;
    expect(vtz.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const zone = new ICAL.Timezone(vtz);
    const events = root.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    const timed = events.filter((e) => !e.startDate.isDate);
    expect(timed).toHaveLength(4);
    const fromIcalJs = timed
      .map((e) => {
        const toMs = (t: ICAL.Time) => Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second) - zone.utcOffset(t) * 1000;
        expect(e.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
        return { uid: e.uid, title: e.summary, start: toMs(e.startDate), end: toMs(e.endDate) };
      })
      .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(fromIcalJs).toEqual(expected);
    const allDay = events.filter((e) => e.startDate.isDate);
    expect(allDay.map((e) => [e.uid, e.startDate.toString(), e.summary])).toEqual([
      [`goal-${goalBody.id}@twelvefold`, goalBody.endDate, 'Goal ends: Run a 12k'],
    ]);

    // Python's icalendar
    const python = parseWithPython(res.body);
    expect(python.tzids).toEqual(['America/New_York']);
    expect(python.events).toHaveLength(5);
    const fromPython = python.events
      .filter((e) => e.timed)
      .map((e) => ({ uid: e.uid, title: e.summary, start: Date.parse(e.start), end: Date.parse(e.end) }))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(fromPython).toEqual(expected);
    expect(python.events.filter((e) => e.timed).every((e) => e.tzid === 'America/New_York')).toBe(true);
    expect(python.events.find((e) => !e.timed)).toMatchObject({ uid: `goal-${goalBody.id}@twelvefold`, start: goalBody.endDate });

    // Stable UIDs: the same feed again is byte-identical.
    expect((await call(undefined, 'GET', path)).body).toBe(res.body);
  });

  it("writes a block's minutes: 9:30 for 45 minutes is DTSTART…T093000 to DTEND…T101500, and a 7:15 series keeps them", async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    await addBlock(user.cookie, { title: 'Dentist', date: '2026-03-12', hour: 9, minute: 30, durationMinutes: 45 });
    await addBlock(user.cookie, { title: 'Stretch', date: '2026-03-27', hour: 7, minute: 15, duration: 0.25, rrule: 'FREQ=DAILY;COUNT=3' });
    const body = (await call(undefined, 'GET', await feedUrl(user.cookie))).body;
    expect(body).toContain('DTSTART;TZID=Europe/Berlin:20260312T093000');
    expect(body).toContain('DTEND;TZID=Europe/Berlin:20260312T101500');
    expect(body).toContain('DTSTART;TZID=Europe/Berlin:20260327T071500');
    expect(body).toContain('DTEND;TZID=Europe/Berlin:20260327T073000');
    expect(body).toMatch(/RRULE:FREQ=DAILY;COUNT=3/);
  });

  it('answers 304 to a repeat request, and 200 again after a change', async () => {
    const user = await signUpUser(ctx.app);
    const block = await addBlock(user.cookie, { title: 'Walk', date: '2026-03-12', hour: 7, duration: 1 });
    const path = await feedUrl(user.cookie);
    const first = await call(undefined, 'GET', path);
    const etag = first.headers.etag as string;
    const lastModified = first.headers['last-modified'] as string;

    const again = await call(undefined, 'GET', path, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await call(undefined, 'GET', path, { 'if-modified-since': lastModified })).statusCode).toBe(304);

    await ctx.app.inject({ method: 'PATCH', url: `/api/time-blocks/${block.id}`, headers: { cookie: user.cookie }, payload: { title: 'Long walk' } });
    const changed = await call(undefined, 'GET', path, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('SUMMARY:Long walk');
  });
});
