import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { calendarAccounts, calendarBusyEvents, calendarEventLinks, timeBlocks } from '../../../db/schema/index.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../../test/authz.js';
import { createTestApp, signUpUser, useTestApp } from '../../../test/helpers.js';
import { shiftDate, todayIn } from '../../../../shared/dates.js';
import { startRadicale, type RadicaleServer } from '../../../test/radicale-server.js';

const USER = 'alice';
const PASSWORD = 'app-password-1234';
const CAROL_PASSWORD = 'carol-password-5678';
// Outside Latin-1: Basic auth must carry them as UTF-8 (btoa cannot).
const UNICODE_USER = '山田';
const UNICODE_PASSWORD = '🔑 パスワード-密码';
let radicale: RadicaleServer;
let workUrl: string;
let homeUrl: string;

beforeAll(async () => {
  radicale = await startRadicale({ [USER]: PASSWORD, bob: 'bob-password', carol: CAROL_PASSWORD, [UNICODE_USER]: UNICODE_PASSWORD });
  workUrl = await radicale.makeCalendar(USER, PASSWORD, 'work', 'Work');
  homeUrl = await radicale.makeCalendar(USER, PASSWORD, 'home', 'Home');
});
afterAll(() => radicale?.close());
// Radicale listens on loopback, which CalDAV may reach only when the administrator allows private servers.
const ctx = useTestApp({ env: { CALDAV_ALLOW_PRIVATE: 'true' } });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

const credentials = () => ({ serverUrl: radicale.url, username: USER, password: PASSWORD });

async function connect(cookie: string, calendarUrl = workUrl) {
  const res = await call(cookie, 'POST', '/api/calendar/caldav', credentials());
  expect(res.statusCode, res.body).toBe(201);
  const chosen = await call(cookie, 'PATCH', '/api/calendar/caldav', { calendarUrl });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return chosen.json();
}

async function sync(cookie: string) {
  const res = await call(cookie, 'POST', '/api/calendar/caldav/sync');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ state: string; lastError: string | null; pendingChanges: number }>();
}

async function linkOf(blockId: string) {
  const [link] = await ctx.database.db.select().from(calendarEventLinks).where(eq(calendarEventLinks.timeBlockId, blockId));
  return link;
}

async function block(id: string) {
  const [row] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, id));
  return row;
}

function issuePaths(res: { json: () => { issues?: { path: string }[] } }) {
  return (res.json().issues ?? []).map((i) => i.path);
}

describe('connecting an account', () => {
  it('discovers the calendars and never returns or stores the password in clear', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user.cookie, 'POST', '/api/calendar/caldav', credentials());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.calendars).toEqual(
      expect.arrayContaining([
        { url: workUrl, displayName: 'Work' },
        { url: homeUrl, displayName: 'Home' },
      ]),
    );
    expect(body.account).toEqual({
      serverUrl: radicale.url,
      username: USER,
      calendarUrl: null,
      calendarName: null,
      state: 'idle',
      lastError: null,
      lastSyncAt: null,
      pendingChanges: 0,
    });
    expect(res.body).not.toContain(PASSWORD);
    const [row] = await ctx.database.db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, user.id));
    expect(row.passwordEncrypted).not.toContain(PASSWORD);
    expect(row.passwordEncrypted.startsWith('v1.')).toBe(true);
    expect((await call(user.cookie, 'GET', '/api/calendar/caldav')).body).not.toContain(PASSWORD);

    const calendars = await call(user.cookie, 'GET', '/api/calendar/caldav/calendars');
    expect(calendars.statusCode).toBe(200);
    expect(calendars.json()).toHaveLength(2);
  });

  it('signs in with a username and password outside Latin-1', async () => {
    const calendarUrl = await radicale.makeCalendar(UNICODE_USER, UNICODE_PASSWORD, 'garden', 'Garden');
    const user = await signUpUser(ctx.app);
    const res = await call(user.cookie, 'POST', '/api/calendar/caldav', { serverUrl: radicale.url, username: UNICODE_USER, password: UNICODE_PASSWORD });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().calendars).toEqual([{ url: new URL(calendarUrl).href, displayName: 'Garden' }]);
    const wrong = await call(user.cookie, 'POST', '/api/calendar/caldav', { serverUrl: radicale.url, username: UNICODE_USER, password: '🔑 wrong' });
    expect(wrong.statusCode).toBe(400);
    expect(issuePaths(wrong)).toEqual(['password']);
  });

  it('refuses a wrong password with 400 naming password, storing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user.cookie, 'POST', '/api/calendar/caldav', { ...credentials(), password: 'wrong-password' });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['password']);
    expect(res.json().message).toContain('refused the username or app password');
    expect((await call(user.cookie, 'GET', '/api/calendar/caldav')).json()).toEqual({ account: null });
  });

  it('refuses an unreachable server with 400 naming serverUrl, storing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user.cookie, 'POST', '/api/calendar/caldav', { ...credentials(), serverUrl: 'http://127.0.0.1:9/' });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['serverUrl']);
    expect(res.json().message).toContain('Could not reach the CalDAV server');
    expect(res.json().message).toContain('nothing was saved');
    expect(res.json().message).not.toContain('will sync');
    expect((await call(user.cookie, 'GET', '/api/calendar/caldav')).json()).toEqual({ account: null });
  });

  it('refuses a server on a private address without CALDAV_ALLOW_PRIVATE, saying so and what to set, storing nothing', async () => {
    const closed = await createTestApp();
    try {
      const user = await signUpUser(closed.app);
      for (const serverUrl of ['http://192.168.1.20/remote.php/dav/', radicale.url]) {
        const res = await closed.app.inject({
          method: 'POST',
          url: '/api/calendar/caldav',
          headers: { cookie: user.cookie },
          payload: { serverUrl, username: USER, password: PASSWORD },
        });
        expect(res.statusCode, serverUrl).toBe(400);
        expect(res.json().issues).toEqual([expect.objectContaining({ path: 'serverUrl' })]);
        expect(res.json().message).toContain('private or local network address');
        expect(res.json().message).toContain('CALDAV_ALLOW_PRIVATE=true');
        expect(res.json().message).toContain('Nothing was saved');
        expect(res.json().message).not.toContain('will sync');
      }
      expect((await closed.app.inject({ method: 'GET', url: '/api/calendar/caldav', headers: { cookie: user.cookie } })).json()).toEqual({ account: null });
    } finally {
      await closed.close();
    }
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['a missing server URL', { serverUrl: undefined }, 'serverUrl'],
    ['a server URL that is not http(s)', { serverUrl: 'ftp://example.com/' }, 'serverUrl'],
    ['a server URL that is not a URL', { serverUrl: 'calendar' }, 'serverUrl'],
    ['a blank username', { username: '  ' }, 'username'],
    ['a missing password', { password: undefined }, 'password'],
    ['an empty password', { password: '' }, 'password'],
  ];
  for (const [name, overrides, path] of bad) {
    it(`refuses ${name} with 400 naming ${path}`, async () => {
      const user = await signUpUser(ctx.app);
      const res = await call(user.cookie, 'POST', '/api/calendar/caldav', { ...credentials(), ...overrides });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
    });
  }

  it('refuses a calendar that is not on the server, and choosing before connecting', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user.cookie, 'PATCH', '/api/calendar/caldav', { calendarUrl: workUrl })).statusCode).toBe(404);
    await call(user.cookie, 'POST', '/api/calendar/caldav', credentials());
    const res = await call(user.cookie, 'PATCH', '/api/calendar/caldav', { calendarUrl: `${radicale.url}${USER}/nope/` });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toEqual(['calendarUrl']);
    const empty = await call(user.cookie, 'PATCH', '/api/calendar/caldav', {});
    expect(issuePaths(empty)).toContain('calendarUrl');
    const early = await call(user.cookie, 'POST', '/api/calendar/caldav/sync');
    expect(early.statusCode).toBe(400);
    expect(issuePaths(early)).toEqual(['calendarUrl']);
  });
});

describe('two-way sync with Radicale', () => {
  it('pushes creates, edits and deletes; pulls server edits and other events as busy', async () => {
    const user = await signUpUser(ctx.app);
    const account = await connect(user.cookie, homeUrl);
    expect(account).toMatchObject({ calendarUrl: homeUrl, calendarName: 'Home', state: 'ok' });

    const created = await call(user.cookie, 'POST', '/api/time-blocks', { title: 'Deep work', category: 'focus', date: '2026-11-24', hour: 9, duration: 2 });
    const id = created.json<{ id: string }>().id;
    expect((await sync(user.cookie)).pendingChanges).toBe(0);
    const link = await linkOf(id);
    let remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.status).toBe(200);
    expect(remote.body).toContain('SUMMARY:Deep work');
    expect(remote.body).toContain('DTSTART;TZID=UTC:20261124T090000');
    expect(remote.body).toContain(`UID:${id}@twelvefold`);
    expect(remote.etag).toBe(link.etag);

    await call(user.cookie, 'PATCH', `/api/time-blocks/${id}`, { title: 'Deeper work', hour: 14 });
    await sync(user.cookie);
    remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.body).toContain('SUMMARY:Deeper work');
    expect(remote.body).toContain('DTSTART;TZID=UTC:20261124T140000');

    // Edited on the server (another client, with If-Match): the block follows.
    const edited = remote.body
      .replace('SUMMARY:Deeper work', 'SUMMARY:Moved by phone')
      .replace('DTSTART;TZID=UTC:20261124T140000', 'DTSTART;TZID=UTC:20261125T071500')
      .replace(/DTEND;TZID=UTC:\d{8}T\d{6}/, 'DTEND;TZID=UTC:20261125T101500')
      .replace(/LAST-MODIFIED:\d{8}T\d{6}Z/, 'LAST-MODIFIED:20301231T000000Z');
    expect((await radicale.putEvent(USER, PASSWORD, link.href!, edited, remote.etag!)).status).toBeLessThan(300);
    await sync(user.cookie);
    // 7:15–10:15 keeps its minutes.
    expect(await block(id)).toMatchObject({ title: 'Moved by phone', date: '2026-11-25', hour: 7, minute: 15, durationMinutes: 180 });
    const list = await call(user.cookie, 'GET', '/api/time-blocks?date=2026-11-25');
    expect(list.json()).toEqual([expect.objectContaining({ id, title: 'Moved by phone', hour: 7, minute: 15, duration: 3, durationMinutes: 180 })]);

    // Someone else's event on the same calendar shows as busy, never as a block.
    const foreign = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:dentist-1',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261125T153000Z',
      'DTEND:20261125T163000Z',
      'SUMMARY:Dentist',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect((await radicale.putEvent(USER, PASSWORD, `${homeUrl}dentist-1.ics`, foreign)).status).toBe(201);
    await sync(user.cookie);
    const busy = await call(user.cookie, 'GET', '/api/calendar/busy?from=2026-11-23&to=2026-11-29');
    expect(busy.statusCode).toBe(200);
    expect(busy.json()).toEqual([
      {
        id: expect.any(String),
        title: 'Dentist',
        date: '2026-11-25',
        hour: 15,
        minute: 30,
        duration: 1,
        durationMinutes: 60,
        allDay: false,
        free: false,
        source: 'caldav',
        subscriptionId: null,
      },
    ]);
    expect((await call(user.cookie, 'GET', '/api/time-blocks?date=2026-11-25')).json()).toHaveLength(1);

    await call(user.cookie, 'DELETE', `/api/time-blocks/${id}`);
    await sync(user.cookie);
    expect((await radicale.getEvent(USER, PASSWORD, link.href!)).status).toBe(404);
    expect(await linkOf(id)).toBeUndefined();
  });

  it('round-trips a 25-minute block: pushed with its minutes, and a server edit comes back to the minute', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie, homeUrl);
    const created = await call(user.cookie, 'POST', '/api/time-blocks', {
      title: 'Tea',
      category: 'break',
      date: '2026-11-24',
      hour: 9,
      minute: 5,
      durationMinutes: 25,
    });
    const id = created.json<{ id: string }>().id;
    expect((await sync(user.cookie)).pendingChanges).toBe(0);
    const link = await linkOf(id);
    const remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.body).toContain('DTSTART;TZID=UTC:20261124T090500');
    expect(remote.body).toContain('DTEND;TZID=UTC:20261124T093000');

    const edited = remote.body
      .replace('DTSTART;TZID=UTC:20261124T090500', 'DTSTART;TZID=UTC:20261124T161000')
      .replace('DTEND;TZID=UTC:20261124T093000', 'DTEND;TZID=UTC:20261124T163500')
      .replace(/LAST-MODIFIED:\d{8}T\d{6}Z/, 'LAST-MODIFIED:20301231T000000Z');
    expect((await radicale.putEvent(USER, PASSWORD, link.href!, edited, remote.etag!)).status).toBeLessThan(300);
    await sync(user.cookie);
    expect(await block(id)).toMatchObject({ title: 'Tea', date: '2026-11-24', hour: 16, minute: 10, durationMinutes: 25 });
    const [listed] = (await call(user.cookie, 'GET', '/api/time-blocks?date=2026-11-24')).json();
    expect(listed).toMatchObject({ id, hour: 16, minute: 10, durationMinutes: 25, duration: 25 / 60 });
  });

  it('pushes a series as one event with its rule, removed and edited dates, and keeps it a series when the server changes it', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie, homeUrl);
    const day = (n: number) => shiftDate(todayIn('UTC'), n);
    const compact = (date: string) => date.replaceAll('-', '');
    const created = await call(user.cookie, 'POST', '/api/time-blocks', {
      title: 'Run',
      category: 'break',
      date: day(1),
      hour: 7,
      duration: 1,
      rrule: 'FREQ=DAILY;COUNT=5',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    expect((await call(user.cookie, 'PATCH', `/api/time-blocks/${id}?occurrence=${day(2)}`, { hour: 18, title: 'Evening run' })).statusCode).toBe(200);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${id}?occurrence=${day(3)}`)).statusCode).toBe(204);
    expect((await sync(user.cookie)).pendingChanges).toBe(0);

    const link = await linkOf(id);
    const remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.status).toBe(200);
    expect(remote.body.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(remote.body).toContain('RRULE:FREQ=DAILY;COUNT=5');
    expect(remote.body).toMatch(new RegExp(`EXDATE;TZID=UTC:${compact(day(3))}T070000`));
    expect(remote.body).toMatch(new RegExp(`RECURRENCE-ID;TZID=UTC:${compact(day(2))}T070000`));
    expect(remote.body).toContain('SUMMARY:Evening run');

    // Another client makes the series two days longer: the block follows and stays one series with its exceptions.
    const longer = remote.body.replace('COUNT=5', 'COUNT=7').replace(/LAST-MODIFIED:\d{8}T\d{6}Z/g, 'LAST-MODIFIED:20301231T000000Z');
    expect((await radicale.putEvent(USER, PASSWORD, link.href!, longer, remote.etag!)).status).toBeLessThan(300);
    await sync(user.cookie);
    expect(await block(id)).toMatchObject({ rrule: 'FREQ=DAILY;COUNT=7', date: day(1), hour: 7, seriesEnd: day(7) });
    const listed = await call(user.cookie, 'GET', `/api/time-blocks?from=${day(0)}&to=${day(10)}`);
    expect(listed.json().map((b: { id: string; date: string; hour: number; title: string }) => [b.id === id, b.date, b.hour, b.title])).toEqual([
      [true, day(1), 7, 'Run'],
      [true, day(2), 18, 'Evening run'],
      [true, day(4), 7, 'Run'],
      [true, day(5), 7, 'Run'],
      [true, day(6), 7, 'Run'],
      [true, day(7), 7, 'Run'],
    ]);
    const busy = await call(user.cookie, 'GET', `/api/calendar/busy?from=${day(0)}&to=${day(10)}`);
    // Our own series is never shown again as busy time (the calendar is shared with the test above).
    expect(busy.json().filter((b: { title: string }) => /run/i.test(b.title))).toEqual([]);
  });

  it('pulls all-day server events as busy on every date they cover, in any timezone', async () => {
    // Its own server account, so these events never reach the calendars the other tests sync with.
    const user = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const calendarUrl = await radicale.makeCalendar('carol', CAROL_PASSWORD, 'family', 'Family');
    const vevent = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];
    const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR', ''].join('\r\n');
    const put = async (uid: string, ics: string) =>
      expect((await radicale.putEvent('carol', CAROL_PASSWORD, `${calendarUrl}${uid}.ics`, ics)).status).toBe(201);
    await put('holiday-1', calendar(vevent('holiday-1', ['DTSTART;VALUE=DATE:20261126', 'DTEND;VALUE=DATE:20261127', 'SUMMARY:Thanksgiving'])));
    await put('trip-1', calendar(vevent('trip-1', ['DTSTART;VALUE=DATE:20261130', 'DTEND;VALUE=DATE:20261203', 'SUMMARY:Conference trip'])));
    await put('no-end-1', calendar(vevent('no-end-1', ['DTSTART;VALUE=DATE:20261128', 'SUMMARY:Birthday'])));
    await put('weekly-1', calendar(vevent('weekly-1', ['DTSTART;VALUE=DATE:20261124', 'RRULE:FREQ=WEEKLY;COUNT=2', 'SUMMARY:Bin day'])));
    await put('timed-1', calendar(vevent('timed-1', ['DTSTART:20261126T200000Z', 'DTEND:20261126T210000Z', 'SUMMARY:Call'])));
    // Outside the sync window (12 weeks back): never stored.
    await put('old-1', calendar(vevent('old-1', ['DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250102', 'SUMMARY:Long ago'])));

    const connected = await call(user.cookie, 'POST', '/api/calendar/caldav', { serverUrl: radicale.url, username: 'carol', password: CAROL_PASSWORD });
    expect(connected.statusCode, connected.body).toBe(201);
    const chosen = await call(user.cookie, 'PATCH', '/api/calendar/caldav', { calendarUrl });
    expect(chosen.json()).toMatchObject({ state: 'ok', lastError: null });

    const res = await call(user.cookie, 'GET', '/api/calendar/busy?from=2026-11-23&to=2026-12-06');
    expect(res.statusCode).toBe(200);
    const allDay = (title: string, date: string) => ({
      id: expect.any(String),
      title,
      date,
      hour: 0,
      minute: 0,
      duration: 24,
      durationMinutes: 1440,
      allDay: true,
      free: false,
      source: 'caldav',
      subscriptionId: null,
    });
    expect(res.json()).toEqual([
      allDay('Bin day', '2026-11-24'),
      allDay('Thanksgiving', '2026-11-26'),
      // 20:00 UTC is 10 AM the next day in Kiritimati (UTC+14); the all-day dates do not move with the zone.
      {
        id: expect.any(String),
        title: 'Call',
        date: '2026-11-27',
        hour: 10,
        minute: 0,
        duration: 1,
        durationMinutes: 60,
        allDay: false,
        free: false,
        source: 'caldav',
        subscriptionId: null,
      },
      allDay('Birthday', '2026-11-28'),
      allDay('Conference trip', '2026-11-30'),
      allDay('Bin day', '2026-12-01'),
      allDay('Conference trip', '2026-12-01'),
      allDay('Conference trip', '2026-12-02'),
    ]);
    const ids = res.json<{ id: string }[]>().map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await ctx.database.db.select().from(calendarBusyEvents).where(eq(calendarBusyEvents.userId, user.id));
    expect(stored.map((r) => r.title)).not.toContain('Long ago');
    // Read-only: none of them became a time block.
    expect((await call(user.cookie, 'GET', '/api/time-blocks?from=2026-11-23&to=2026-12-06')).json()).toEqual([]);

    // Removed on the server: gone on the next sync.
    const removed = await fetch(`${calendarUrl}trip-1.ics`, {
      method: 'DELETE',
      headers: { authorization: `Basic ${Buffer.from(`carol:${CAROL_PASSWORD}`).toString('base64')}` },
    });
    expect(removed.status).toBeLessThan(300);
    await sync(user.cookie);
    const after = await call(user.cookie, 'GET', '/api/calendar/busy?from=2026-11-30&to=2026-12-02');
    expect(after.json()).toEqual([allDay('Bin day', '2026-12-01')]);
  });

  it('keeps edits while the server is down and delivers them when it is back', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie);
    const created = await call(user.cookie, 'POST', '/api/time-blocks', { title: 'Review', category: 'meeting', date: '2026-11-26', hour: 10, duration: 1 });
    const id = created.json<{ id: string }>().id;
    await sync(user.cookie);
    const link = await linkOf(id);

    await radicale.stop();
    try {
      const edit = await call(user.cookie, 'PATCH', `/api/time-blocks/${id}`, { title: 'Review offline', duration: 3 });
      expect(edit.statusCode).toBe(200);
      const state = await sync(user.cookie);
      expect(state.state).toBe('error');
      expect(state.lastError).toContain('Could not reach the CalDAV server');
      expect(state.pendingChanges).toBe(1);
      expect(await block(id)).toMatchObject({ title: 'Review offline', durationMinutes: 180 });
    } finally {
      await radicale.start();
    }
    const state = await sync(user.cookie);
    expect(state).toMatchObject({ state: 'ok', lastError: null, pendingChanges: 0 });
    const remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.body).toContain('SUMMARY:Review offline');
    expect(remote.body).toContain('DTEND;TZID=UTC:20261126T130000');
  });

  it('reports a password changed on the server as an error and keeps local data', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie);
    await ctx.database.db.update(calendarAccounts).set({ username: 'bob' }).where(eq(calendarAccounts.userId, user.id));
    const created = await call(user.cookie, 'POST', '/api/time-blocks', { title: 'Kept', category: 'focus', date: '2026-11-27', hour: 8, duration: 1 });
    expect(created.statusCode).toBe(201);
    const state = await sync(user.cookie);
    expect(state.state).toBe('error');
    expect(state.lastError).toBe('The CalDAV server refused the username or app password.');
    expect(state.pendingChanges).toBe(1);
    expect((await call(user.cookie, 'GET', '/api/time-blocks?date=2026-11-27')).json()).toHaveLength(1);
    expect((await call(user.cookie, 'GET', '/api/calendar/caldav/calendars')).statusCode).toBe(502);
  });

  it('disconnects, keeping the time blocks', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie);
    await call(user.cookie, 'POST', '/api/time-blocks', { title: 'Stays', category: 'focus', date: '2026-11-28', hour: 8, duration: 1 });
    await sync(user.cookie);
    const res = await call(user.cookie, 'DELETE', '/api/calendar/caldav');
    expect(res.statusCode).toBe(204);
    expect((await call(user.cookie, 'GET', '/api/calendar/caldav')).json()).toEqual({ account: null });
    expect((await call(user.cookie, 'GET', '/api/time-blocks?date=2026-11-28')).json()).toHaveLength(1);
    expect((await call(user.cookie, 'DELETE', '/api/calendar/caldav')).statusCode).toBe(404);
  });
});

describe('undo of a deleted block', () => {
  const addBlock = async (cookie: string, title: string, hour: number) => {
    const res = await call(cookie, 'POST', '/api/time-blocks', { title, category: 'focus', date: '2026-11-30', hour, duration: 1 });
    return res.json<{ id: string }>().id;
  };

  it('puts the event back on the server after the delete was pushed', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie);
    const id = await addBlock(user.cookie, 'Undone after sync', 9);
    await sync(user.cookie);
    const pushed = await linkOf(id);
    await call(user.cookie, 'DELETE', `/api/time-blocks/${id}`);
    await sync(user.cookie);
    expect((await radicale.getEvent(USER, PASSWORD, pushed.href!)).status).toBe(404);

    expect((await call(user.cookie, 'POST', `/api/time-blocks/${id}/restore`)).statusCode).toBe(200);
    expect((await linkOf(id))?.pending).toBe('upsert');
    expect((await sync(user.cookie)).pendingChanges).toBe(0);
    const link = await linkOf(id);
    const remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.status).toBe(200);
    expect(remote.body).toContain('SUMMARY:Undone after sync');
    expect(remote.body).toContain(`UID:${id}@twelvefold`);
  });

  it('keeps the event on the server when Undo comes before the delete was pushed', async () => {
    const user = await signUpUser(ctx.app);
    await connect(user.cookie);
    const id = await addBlock(user.cookie, 'Undone before sync', 11);
    await sync(user.cookie);
    const pushed = await linkOf(id);
    await call(user.cookie, 'DELETE', `/api/time-blocks/${id}`);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${id}/restore`)).statusCode).toBe(200);
    expect((await sync(user.cookie)).pendingChanges).toBe(0);
    const link = await linkOf(id);
    expect(link).toMatchObject({ id: pushed.id, href: pushed.href, pending: null });
    const remote = await radicale.getEvent(USER, PASSWORD, link.href!);
    expect(remote.status).toBe(200);
    expect(remote.body).toContain('SUMMARY:Undone before sync');
  });
});

describe('busy query', () => {
  const bad: [string, string, string][] = [
    ['no range', '', 'from'],
    ['a bad date', '?from=2026-02-30&to=2026-03-01', 'from'],
    ['to before from', '?from=2026-03-05&to=2026-03-01', 'to'],
    ['more than 42 days', '?from=2026-01-01&to=2026-03-01', 'to'],
  ];
  for (const [name, query, path] of bad) {
    it(`refuses ${name} with 400 naming ${path}`, async () => {
      const user = await signUpUser(ctx.app);
      const res = await call(user.cookie, 'GET', `/api/calendar/busy${query}`);
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
    });
  }
});

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/calendar/caldav' },
      { method: 'POST', url: '/api/calendar/caldav', payload: { serverUrl: 'http://127.0.0.1:9/', username: 'x', password: 'y' } },
      { method: 'GET', url: '/api/calendar/caldav/calendars' },
      { method: 'PATCH', url: '/api/calendar/caldav', payload: { calendarUrl: 'http://x/' } },
      { method: 'DELETE', url: '/api/calendar/caldav' },
      { method: 'POST', url: '/api/calendar/caldav/sync' },
      { method: 'GET', url: '/api/calendar/busy?from=2026-11-01&to=2026-11-07' },
    ]);
  });

  it("never reaches another user's account: 404 or empty, and nothing changes", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await connect(owner.cookie);
    await expectAllNotFound(ctx.app, other.cookie, [
      { method: 'GET', url: '/api/calendar/caldav/calendars' },
      { method: 'PATCH', url: '/api/calendar/caldav', payload: { calendarUrl: workUrl } },
      { method: 'DELETE', url: '/api/calendar/caldav' },
      { method: 'POST', url: '/api/calendar/caldav/sync' },
    ]);
    expect((await call(other.cookie, 'GET', '/api/calendar/caldav')).json()).toEqual({ account: null });
    expect((await call(other.cookie, 'GET', '/api/calendar/busy?from=2026-11-01&to=2026-11-30')).json()).toEqual([]);
    const [row] = await ctx.database.db
      .select()
      .from(calendarAccounts)
      .where(and(eq(calendarAccounts.userId, owner.id), eq(calendarAccounts.calendarUrl, workUrl)));
    expect(row).toBeDefined();
  });
});
