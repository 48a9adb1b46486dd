import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarEventLinks, calendarSubscriptions } from '../../../db/schema/index.js';
import type { BusyBlock } from '../../../../shared/schemas/calendar.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../../test/authz.js';
import { sendChat } from '../../../test/chat.js';
import { startFeedServer, type FeedServer } from '../../../test/feed-server.js';
import { eventually, signUpUser, useTestApp, type TestUser } from '../../../test/helpers.js';
import { SUBSCRIPTIONS_DUE_JOB } from '../calendar.jobs.js';

const fixture = (name: string) => fs.readFileSync(new URL(`../../../test/calendars/${name}`, import.meta.url), 'utf8');
const GOOGLE = fixture('google-edited-instance.ics');
const EXCHANGE = fixture('exchange-2010-windows-zones.ics');
const GOOGLE_FREE = fixture('google-free-all-day.ics');

let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds?.close());

// Two weeks before the Google export's series; the clock is moved for the Exchange one.
let clock = new Date('2026-02-01T12:00:00Z');
// Only the test's own feed server may be reached on loopback: every other private address stays refused.
const ctx = useTestApp({ now: () => clock, runJobs: true, trustedCalendarAddresses: ['127.0.0.1'] });

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (user: TestUser | undefined, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function subscribe(user: TestUser, path: string, name?: string) {
  const res = await call(user, 'POST', '/api/calendar/subscriptions', { url: feeds.url(path), ...(name ? { name } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string; url: string; lastFetchedAt: string | null; lastError: string | null; eventCount: number }>();
}

async function busy(user: TestUser, from: string, to: string) {
  const res = await call(user, 'GET', `/api/calendar/busy?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BusyBlock[]>();
}

const spans = (rows: Awaited<ReturnType<typeof busy>>) =>
  rows.map((b) => `${b.date} ${b.hour}:${String(b.minute).padStart(2, '0')} ${b.durationMinutes}m ${b.title}`);

async function refresh(user: TestUser, id: string) {
  const res = await call(user, 'POST', `/api/calendar/subscriptions/${id}/refresh`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ lastFetchedAt: string | null; lastError: string | null; eventCount: number }>();
}

describe('subscribing to a Google calendar by its address', () => {
  it('reads it at once as busy time: the edited occurrence moved, every entry named by source and subscription', async () => {
    feeds.serve('/google/basic.ics', { body: GOOGLE, etag: '"v1"' });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    const created = await subscribe(user, '/google/basic.ics', 'Team');
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Team',
      url: feeds.url('/google/basic.ics'),
      lastFetchedAt: clock.toISOString(),
      lastError: null,
      eventCount: 3,
    });
    const rows = await busy(user, '2026-02-09', '2026-02-13');
    expect(spans(rows)).toEqual(['2026-02-10 10:00 30m TEST RECURR 3', '2026-02-11 10:30 30m TEST RECURR 3 - MODIFIED', '2026-02-12 10:00 30m TEST RECURR 3']);
    expect(rows.every((b) => b.source === 'subscription' && b.subscriptionId === created.id && !b.allDay)).toBe(true);
    expect((await call(user, 'GET', '/api/calendar/subscriptions')).json()).toEqual([created]);
  });

  it('shows an edit on the server after a refresh, answers 304 with nothing changed, and drops a cancelled occurrence', async () => {
    feeds.serve('/google/edit.ics', { body: GOOGLE, etag: '"a"' });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    const { id } = await subscribe(user, '/google/edit.ics');

    feeds.serve('/google/edit.ics', { body: GOOGLE.replace('SUMMARY:TEST RECURR 3\n', 'SUMMARY:Standup\n'), etag: '"b"' });
    clock = new Date(clock.getTime() + 60_000);
    expect(await refresh(user, id)).toMatchObject({ lastError: null, eventCount: 3, lastFetchedAt: clock.toISOString() });
    expect(spans(await busy(user, '2026-02-09', '2026-02-13'))).toEqual([
      '2026-02-10 10:00 30m Standup',
      '2026-02-11 10:30 30m TEST RECURR 3 - MODIFIED',
      '2026-02-12 10:00 30m Standup',
    ]);

    clock = new Date(clock.getTime() + 60_000);
    const asked = feeds.requests.length;
    expect(await refresh(user, id)).toMatchObject({ lastError: null, eventCount: 3, lastFetchedAt: clock.toISOString() });
    expect(feeds.requests.slice(asked)).toEqual([{ path: '/google/edit.ics', ifNoneMatch: '"b"', ifModifiedSince: undefined }]);
    expect(await busy(user, '2026-02-09', '2026-02-13')).toHaveLength(3);

    const cancelled = [
      'BEGIN:VEVENT',
      'DTSTART;TZID=America/Denver:20260212T100000',
      'DTEND;TZID=America/Denver:20260212T103000',
      'UID:aaaaaaaaaa888se1rr0b24sm4p@google.com',
      'RECURRENCE-ID;TZID=America/Denver:20260212T100000',
      'STATUS:CANCELLED',
      'SUMMARY:Standup',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\n');
    feeds.serve('/google/edit.ics', { body: GOOGLE.replace('SUMMARY:TEST RECURR 3\n', 'SUMMARY:Standup\n').replace('END:VCALENDAR', cancelled), etag: '"c"' });
    expect(await refresh(user, id)).toMatchObject({ lastError: null, eventCount: 2 });
    expect(spans(await busy(user, '2026-02-09', '2026-02-13'))).toEqual(['2026-02-10 10:00 30m Standup', '2026-02-11 10:30 30m TEST RECURR 3 - MODIFIED']);
  });

  it('keeps the last good copy when a fetch fails, and says why', async () => {
    feeds.serve('/google/flaky.ics', { body: GOOGLE, lastModified: 'Sun, 01 Feb 2026 10:00:00 GMT' });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    const created = await subscribe(user, '/google/flaky.ics');
    feeds.serve('/google/flaky.ics', { status: 500 });
    const failed = await refresh(user, created.id);
    expect(failed).toEqual({ ...created, lastError: 'The calendar’s server answered 500 Internal Server Error.' });
    expect(await busy(user, '2026-02-09', '2026-02-13')).toHaveLength(3);

    feeds.serve('/google/flaky.ics', { body: 'Sorry, this calendar moved.' });
    expect((await refresh(user, created.id)).lastError).toBe('The address does not give a calendar (no BEGIN:VCALENDAR at its start).');
    feeds.serve('/google/flaky.ics', { body: GOOGLE, lastModified: 'Sun, 01 Feb 2026 10:00:00 GMT' });
    expect(await refresh(user, created.id)).toMatchObject({ lastError: null, eventCount: 3 });
  });

  it('is fetched again by the job once its time has come', async () => {
    feeds.serve('/google/job.ics', { body: GOOGLE, etag: '"1"' });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    const { id } = await subscribe(user, '/google/job.ics');
    const [row] = await ctx.database.db.select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, id));
    const minutes = (row.nextFetchAt.getTime() - clock.getTime()) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(13.5);
    expect(minutes).toBeLessThanOrEqual(16.5);

    feeds.serve('/google/job.ics', { body: GOOGLE.replaceAll('TEST RECURR 3', 'Planning'), etag: '"2"' });
    await ctx.database.db
      .update(calendarSubscriptions)
      .set({ nextFetchAt: new Date(clock.getTime() - 1000) })
      .where(eq(calendarSubscriptions.id, id));
    await ctx.app.jobs.send(SUBSCRIPTIONS_DUE_JOB, {});
    const titles = await eventually(async () => {
      const rows = await busy(user, '2026-02-09', '2026-02-13');
      return rows.some((b) => b.title.startsWith('Planning')) ? rows.map((b) => b.title) : undefined;
    });
    expect(titles).toEqual(['Planning', 'Planning - MODIFIED', 'Planning']);
  });

  it('is avoided by Plan my day', async () => {
    feeds.serve('/google/plan.ics', { body: GOOGLE });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    await subscribe(user, '/google/plan.ics');
    const created = await call(user, 'POST', '/api/tasks', { title: 'Write the report', estimateMinutes: 120, priority: 'high' });
    expect(created.statusCode, created.body).toBe(201);
    const res = await call(user, 'POST', '/api/plan/day', { date: '2026-02-11' });
    expect(res.statusCode, res.body).toBe(200);
    const { blocks } = res.json<{ blocks: { hour: number; minute: number; durationMinutes: number }[] }>();
    // Two focus sessions of the two hours, none over the moved occurrence, which holds 10:30–11:00 that day.
    expect(blocks.reduce((sum, b) => sum + b.durationMinutes, 0)).toBe(120);
    for (const b of blocks) {
      const start = b.hour * 60 + b.minute;
      expect(start < 11 * 60 && 10 * 60 + 30 < start + b.durationMinutes, `${b.hour}:${b.minute}`).toBe(false);
    }
  });

  it('lists the events that show as free as free, and Plan my day plans over them', async () => {
    const saved = clock;
    clock = new Date('2024-03-20T12:00:00Z');
    try {
      feeds.serve('/google/free.ics', { body: GOOGLE_FREE });
      const user = await signUpUser(ctx.app, { timezone: 'Europe/Zurich' });
      await subscribe(user, '/google/free.ics');
      const rows = await busy(user, '2024-03-27', '2024-03-28');
      expect(rows.map((b) => `${b.date} ${b.allDay ? 'all day' : `${b.hour}:00`} ${b.title} ${b.free ? 'free' : 'busy'}`)).toEqual([
        '2024-03-27 all day all 2 days free',
        '2024-03-27 7:00 07:00-08:00-daily-30x busy',
        '2024-03-28 all day all 2 days free',
        '2024-03-28 7:00 07:00-08:00-daily-30x busy',
      ]);
      const created = await call(user, 'POST', '/api/tasks', { title: 'Write the report', estimateMinutes: 90, priority: 'high' });
      expect(created.statusCode, created.body).toBe(201);
      const res = await call(user, 'POST', '/api/plan/day', { date: '2024-03-27' });
      expect(res.statusCode, res.body).toBe(200);
      // An all-day event that is busy would leave no time that day at all.
      expect(res.json<{ blocks: { title: string }[] }>().blocks.map((b) => b.title)).toEqual(['Write the report']);
    } finally {
      clock = saved;
    }
  });

  it('is read by the assistant, beside the day’s blocks', async () => {
    feeds.serve('/google/chat.ics', { body: GOOGLE });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    await subscribe(user, '/google/chat.ics');
    const reply = await sendChat(ctx.app, user.cookie, 'what meetings do I have on 11 February?');
    expect(reply.content).toContain('From your calendars');
    expect(reply.content).toContain('• 10:30 – 11:00 TEST RECURR 3 - MODIFIED');
    expect(reply.content).not.toContain('Nothing is planned');
  });

  it('is never written back to CalDAV nor published in the user’s own feed', async () => {
    feeds.serve('/google/private.ics', { body: GOOGLE });
    const user = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    await subscribe(user, '/google/private.ics');
    const { url } = (await call(user, 'POST', '/api/calendar/feed/rotate')).json<{ url: string }>();
    const published = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(published.statusCode).toBe(200);
    expect(published.body).toContain('BEGIN:VCALENDAR');
    expect(published.body).not.toContain('TEST RECURR');
    expect(await ctx.database.db.select().from(calendarEventLinks).where(eq(calendarEventLinks.userId, user.id))).toEqual([]);
  });
});

describe('subscribing to an Outlook calendar by its address', () => {
  it('reads Exchange’s Windows zone names in the user’s zone, gzip-compressed, without the dates its EXDATE removes', async () => {
    const saved = clock;
    clock = new Date('2020-07-15T12:00:00Z');
    try {
      feeds.serve('/owa/calendar.ics', { body: EXCHANGE, gzip: true });
      const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
      const created = await subscribe(user, '/owa/calendar.ics');
      expect(created.name).toBe('Calendar');
      expect(created.lastError).toBeNull();
      const week = spans(await busy(user, '2020-07-19', '2020-07-25')).filter((s) => s.includes('summary either'));
      // Noon in Pacific time is 20:00 in London's summer; the 21st and 23rd are removed.
      expect(week).toEqual(['2020-07-19 20:00 30m Not the actual summary either', '2020-07-24 20:00 30m Not the actual summary either']);
    } finally {
      clock = saved;
    }
  });
});

describe('what a subscription refuses', () => {
  it('refuses a private address, and a redirect to one, naming the setting and storing nothing', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user, 'POST', '/api/calendar/subscriptions', { url: 'http://192.168.1.20/calendar.ics' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'url', message: expect.stringContaining('CALDAV_ALLOW_PRIVATE=true') }]);

    feeds.serve('/moved.ics', { status: 302, location: `http://127.0.0.2:${feeds.port}/google/basic.ics` });
    const redirected = await call(user, 'POST', '/api/calendar/subscriptions', { url: feeds.url('/moved.ics') });
    expect(redirected.statusCode).toBe(400);
    expect(redirected.json().message).toContain('private or local network address');
    expect((await call(user, 'GET', '/api/calendar/subscriptions')).json()).toEqual([]);
  });

  it('refuses what is not an https, http or webcal address, a second subscription to one calendar, and a compressed feed that unpacks past the bound', async () => {
    const user = await signUpUser(ctx.app);
    for (const url of ['ftp://example.com/cal.ics', 'calendar.ics', '']) {
      const res = await call(user, 'POST', '/api/calendar/subscriptions', { url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual(['url']);
    }
    feeds.serve('/twice.ics', { body: GOOGLE });
    await subscribe(user, '/twice.ics');
    const again = await call(user, 'POST', '/api/calendar/subscriptions', { url: `${feeds.url('/twice.ics')}#again` });
    expect(again.statusCode).toBe(409);

    feeds.serve('/bomb.ics', { body: `BEGIN:VCALENDAR\n${' '.repeat(11 * 1024 * 1024)}`, gzip: true });
    const bomb = await call(user, 'POST', '/api/calendar/subscriptions', { url: feeds.url('/bomb.ics') });
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json().message).toContain('larger than 10 MB');
  });

  it('renames and removes, taking its events along; another user’s subscription is 404 and no session is 401', async () => {
    feeds.serve('/google/mine.ics', { body: GOOGLE });
    const owner = await signUpUser(ctx.app, { timezone: 'America/Denver' });
    const other = await signUpUser(ctx.app);
    const { id } = await subscribe(owner, '/google/mine.ics');
    const renamed = await call(owner, 'PATCH', `/api/calendar/subscriptions/${id}`, { name: '  Work  ' });
    expect(renamed.json()).toMatchObject({ id, name: 'Work' });
    expect((await call(owner, 'PATCH', `/api/calendar/subscriptions/${id}`, { name: '' })).statusCode).toBe(400);

    const urls = [`/api/calendar/subscriptions/${id}`, `/api/calendar/subscriptions/${id}/refresh`];
    await expectAllNotFound(ctx.app, other.cookie, [
      { method: 'PATCH', url: urls[0], payload: { name: 'Mine now' } },
      { method: 'DELETE', url: urls[0] },
      { method: 'POST', url: urls[1] },
    ]);
    expect((await call(other, 'GET', '/api/calendar/subscriptions')).json()).toEqual([]);
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/calendar/subscriptions' },
      { method: 'POST', url: '/api/calendar/subscriptions', payload: { url: feeds.url('/google/mine.ics') } },
      { method: 'PATCH', url: urls[0], payload: { name: 'x' } },
      { method: 'DELETE', url: urls[0] },
      { method: 'POST', url: urls[1] },
    ]);

    expect((await call(owner, 'DELETE', urls[0])).statusCode).toBe(204);
    expect(await busy(owner, '2026-02-09', '2026-02-13')).toEqual([]);
    expect((await call(owner, 'DELETE', urls[0])).statusCode).toBe(404);
  });
});
