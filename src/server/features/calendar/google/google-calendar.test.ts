import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarConnections } from '../../../db/schema/index.js';
import { dayFromToday as day, useCalendarContract } from '../../../test/calendar-contract.js';
import { GOOGLE_TEST_CLIENT, startGoogleCalendarServer, type GoogleCalendarServer } from '../../../test/google-calendar-server.js';
import { signUpUser, type TestUser } from '../../../test/helpers.js';

let google: GoogleCalendarServer;
// Two events a page: every pass follows Google's nextPageToken to the sync token on the last page.
const startServer = async () => (google = await startGoogleCalendarServer({ pageSize: 2 }));
const {
  ctx,
  call,
  now: appNow,
  skew,
  authorize,
  connect,
  connection,
  sync,
  busy,
  block,
  blocks,
} = useCalendarContract('google', GOOGLE_TEST_CLIENT, startServer);

const at = (date: string, time: string) => ({ dateTime: `${date}T${time}:00Z`, timeZone: 'UTC' });

const connected = async (user: TestUser) => (await connect(user)).id;

const eventIdOf = (blockId: string) => `tf${blockId.replace(/-/g, '')}`;
const listCalls = (calendarId: string) =>
  google.requests.filter((r) => r.method === 'GET' && r.path === `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`);

let calendarCount = 0;
/** A calendar of the account to write to and one to read, fresh for each test (the account is shared). */
function calendars() {
  calendarCount += 1;
  const write = `work${calendarCount}@group.calendar.google.com`;
  const team = `team${calendarCount}@group.calendar.google.com`;
  google.addCalendar(write, `Work ${calendarCount}`, 'owner');
  google.addCalendar(team, `Team ${calendarCount}`, 'reader');
  return { write, team };
}

describe('connecting a Google account', () => {
  it('signs in with PKCE, keeps the tokens sealed, lists the calendars, and is the owner’s alone', async () => {
    const user = await signUpUser(ctx.app);
    const empty = await call(user, 'GET', '/api/calendar/connections');
    expect(empty.json()).toEqual({ providers: [{ id: 'google', name: 'Google Calendar' }], connections: [] });

    const { url, back, callback } = await authorize(user);
    expect(url.origin + url.pathname).toBe(google.urls.authorization);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/calendar.events');
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/calendar\/google\/callback$/);
    // A callback whose state is not the one this browser was given is refused and exchanges nothing.
    const forged = new URLSearchParams(back.search);
    forged.set('state', 'forged');
    const refused = await callback(`?${forged}`);
    expect(refused.headers.location).toMatch(/calendarError=/);
    expect(google.requests.filter((r) => r.path === '/token')).toHaveLength(0);

    const done = await callback(back.search);
    const id = new URL(done.headers.location as string, 'http://app').searchParams.get('calendarConnection')!;
    expect(await connection(user, id)).toMatchObject({ state: 'connected', accountEmail: 'pat@example.com', writeCalendar: null, busyCalendars: [] });
    const [row] = await ctx.database.db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
    const stored = JSON.stringify(row);
    for (const token of google.issuedTokens()) expect(stored).not.toContain(token);

    const list = await call(user, 'GET', `/api/calendar/connections/${id}/calendars`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toContainEqual({ id: 'pat@example.com', name: 'pat@example.com', primary: true, canWrite: true });

    const other = await signUpUser(ctx.app);
    expect((await call(other, 'GET', `/api/calendar/connections/${id}/calendars`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: null, busyCalendarIds: [] })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/calendar/connections/${id}/sync`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/calendar/connections/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/api/calendar/connections')).json().connections).toEqual([]);
  });
});

describe('syncing with Google Calendar', () => {
  it('first sync pushes blocks and reads busy time, series exceptions honoured; then syncs by token both ways', async () => {
    const { write, team } = calendars();
    const user = await signUpUser(ctx.app);
    const deep = await block(user, { date: day(1), hour: 9, title: 'Deep work', durationMinutes: 60 });
    google.putEvent(write, { id: 'dentist1', summary: 'Dentist', start: at(day(1), '14:00'), end: at(day(1), '15:00') });
    google.putEvent(team, {
      id: 'standup1',
      summary: 'Standup',
      start: at(day(1), '11:00'),
      end: at(day(1), '11:30'),
      recurrence: ['RRULE:FREQ=DAILY;COUNT=5'],
    });
    // The second standup moved an hour later, the third cancelled: exceptions of the series, as Google lists them.
    google.putEvent(team, {
      id: google.instanceId('standup1', `${day(2)}T11:00:00Z`),
      recurringEventId: 'standup1',
      originalStartTime: at(day(2), '11:00'),
      summary: 'Standup (moved)',
      start: at(day(2), '12:00'),
      end: at(day(2), '12:30'),
    });
    google.putEvent(team, {
      id: google.instanceId('standup1', `${day(3)}T11:00:00Z`),
      recurringEventId: 'standup1',
      originalStartTime: at(day(3), '11:00'),
      status: 'cancelled',
    });
    google.putEvent(team, { id: 'focusfree', summary: 'Free time', start: at(day(2), '16:00'), end: at(day(2), '17:00'), transparency: 'transparent' });

    const id = await connected(user);
    const chosen = await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [team] });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({ state: 'connected', writeCalendar: { id: write }, busyCalendars: [{ id: team }], pendingChanges: 0 });

    const pushed = google.event(write, eventIdOf(deep.id))!;
    expect(pushed).toMatchObject({ summary: 'Deep work', start: { dateTime: `${day(1)}T09:00:00+00:00` }, end: { dateTime: `${day(1)}T10:00:00+00:00` } });
    expect(pushed.extendedProperties?.private).toMatchObject({ twelvefoldBlock: deep.id });
    expect(await busy(user, day(1), day(6))).toEqual([
      `${day(1)} 11:00 30m Standup`,
      `${day(1)} 14:00 60m Dentist`,
      `${day(2)} 12:00 30m Standup (moved)`,
      `${day(4)} 11:00 30m Standup`,
      `${day(5)} 11:00 30m Standup`,
    ]);
    const first = listCalls(team);
    expect(first[0].query).toMatchObject({ singleEvents: 'false' });
    expect(first[0].query.timeMin).toBeTruthy();
    expect(first.some((r) => r.query.pageToken)).toBe(true);

    // Changes on Google: the dentist moved, a meeting added, a standup's series ended early.
    google.editEvent(write, 'dentist1', { start: at(day(1), '16:00'), end: at(day(1), '17:00') });
    google.putEvent(team, { id: 'review1', summary: 'Review', start: at(day(3), '09:00'), end: at(day(3), '10:00') });
    google.deleteEvent(team, 'standup1');
    // Changes here: a block added, one moved.
    const writing = await block(user, { date: day(2), hour: 8, title: 'Writing', durationMinutes: 30 });
    expect((await call(user, 'PATCH', `/api/time-blocks/${deep.id}`, { hour: 10 })).statusCode).toBe(200);
    const before = listCalls(team).length;
    expect(await sync(user, id)).toMatchObject({ state: 'connected', pendingChanges: 0 });
    const increments = listCalls(team).slice(before);
    expect(increments.length).toBeGreaterThan(0);
    for (const request of increments) {
      expect(request.query.syncToken).toBeTruthy();
      expect(request.query.timeMin).toBeUndefined();
    }
    expect(await busy(user, day(1), day(6))).toEqual([`${day(1)} 16:00 60m Dentist`, `${day(3)} 9:00 60m Review`]);
    expect(google.event(write, eventIdOf(writing.id))).toMatchObject({ summary: 'Writing', start: { dateTime: `${day(2)}T08:00:00+00:00` } });
    expect(google.event(write, eventIdOf(deep.id))).toMatchObject({ start: { dateTime: `${day(1)}T10:00:00+00:00` } });

    // Deletions both ways: a block deleted here goes from Google; its event deleted on Google deletes the block.
    expect((await call(user, 'DELETE', `/api/time-blocks/${writing.id}`)).statusCode).toBe(204);
    google.deleteEvent(write, eventIdOf(deep.id));
    await sync(user, id);
    expect(google.event(write, eventIdOf(writing.id))).toMatchObject({ deleted: true, status: 'cancelled' });
    expect((await blocks(user, day(1), day(2))).map((b) => b.title)).toEqual([]);

    // An edit on Google of a block's own event moves the block.
    const call1 = await block(user, { date: day(4), hour: 13, title: 'Call', durationMinutes: 30 });
    await sync(user, id);
    google.editEvent(write, eventIdOf(call1.id), { summary: 'Call with Sam', start: at(day(4), '15:00'), end: at(day(4), '15:30') });
    await sync(user, id);
    expect(await blocks(user, day(4), day(4))).toMatchObject([{ id: call1.id, title: 'Call with Sam', hour: 15, minute: 0 }]);
    expect(await busy(user, day(4), day(4))).toEqual([]);
  });

  it('writes a repeating block with a moved occurrence as a series and its exception', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await connected(user);
    await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [] });
    const series = await block(user, { date: day(1), hour: 7, title: 'Run', durationMinutes: 45, rrule: 'FREQ=DAILY;COUNT=3' });
    const moved = await call(user, 'PATCH', `/api/time-blocks/${series.id}?occurrence=${day(2)}`, { hour: 18 });
    expect(moved.statusCode, moved.body).toBe(200);
    await sync(user, id);
    expect(google.event(write, eventIdOf(series.id))).toMatchObject({
      summary: 'Run',
      recurrence: ['RRULE:FREQ=DAILY;COUNT=3'],
      start: { dateTime: `${day(1)}T07:00:00+00:00` },
    });
    expect(google.event(write, google.instanceId(eventIdOf(series.id), `${day(2)}T07:00:00Z`))).toMatchObject({
      recurringEventId: eventIdOf(series.id),
      start: { dateTime: `${day(2)}T18:00:00+00:00` },
      end: { dateTime: `${day(2)}T18:45:00+00:00` },
    });
    // Read back, the series and its exception are the block's own: never busy time, and the block unchanged.
    await sync(user, id);
    expect(await busy(user, day(1), day(3))).toEqual([]);
    expect((await blocks(user, day(1), day(3))).map((b) => `${b.date} ${b.hour}`)).toEqual([`${day(1)} 7`, `${day(2)} 18`, `${day(3)} 7`]);

    // The last run moved on Google: an exception of the series there becomes the block's moved occurrence here.
    const third = google.instanceId(eventIdOf(series.id), `${day(3)}T07:00:00Z`);
    google.putEvent(write, {
      id: third,
      recurringEventId: eventIdOf(series.id),
      originalStartTime: at(day(3), '07:00'),
      summary: 'Run',
      start: at(day(3), '19:00'),
      end: at(day(3), '19:45'),
      extendedProperties: { private: { twelvefoldBlock: series.id } },
    });
    await sync(user, id);
    expect((await blocks(user, day(1), day(3))).map((b) => `${b.date} ${b.hour}`)).toEqual([`${day(1)} 7`, `${day(2)} 18`, `${day(3)} 19`]);
    expect(await busy(user, day(1), day(3))).toEqual([]);
  });

  it('disconnecting revokes the grant at Google and takes its busy time away, keeping the blocks', async () => {
    const { write, team } = calendars();
    const user = await signUpUser(ctx.app);
    const kept = await block(user, { date: day(1), hour: 8, title: 'Kept', durationMinutes: 30 });
    google.putEvent(team, { id: 'allhands1', summary: 'All hands', start: at(day(1), '17:00'), end: at(day(1), '18:00') });
    const id = await connected(user);
    await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [team] });
    expect(await busy(user, day(1), day(1))).toEqual([`${day(1)} 17:00 60m All hands`]);
    const revocations = google.requests.filter((r) => r.path === '/revoke').length;
    expect((await call(user, 'DELETE', `/api/calendar/connections/${id}`)).statusCode).toBe(204);
    expect(google.requests.filter((r) => r.path === '/revoke').length).toBe(revocations + 1);
    expect(await busy(user, day(1), day(1))).toEqual([]);
    expect((await blocks(user, day(1), day(1))).map((b) => b.id)).toEqual([kept.id]);
    expect((await call(user, 'GET', '/api/calendar/connections')).json().connections).toEqual([]);
  });
});

describe('when Google says no', () => {
  it('starts a full sync when the sync token is gone (410)', async () => {
    const { write, team } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await connected(user);
    google.putEvent(team, { id: 'planning1', summary: 'Planning', start: at(day(2), '10:00'), end: at(day(2), '11:00') });
    await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [team] });
    google.expireSyncTokens();
    google.putEvent(team, { id: 'retro1', summary: 'Retro', start: at(day(3), '10:00'), end: at(day(3), '11:00') });
    google.deleteEvent(team, 'planning1');
    const before = listCalls(team).length;
    expect(await sync(user, id)).toMatchObject({ state: 'connected', stateReason: null });
    const calls = listCalls(team).slice(before);
    expect(calls[0].query.syncToken).toBeTruthy();
    expect(calls[1].query.syncToken).toBeUndefined();
    expect(calls[1].query.timeMin).toBeTruthy();
    expect(await busy(user, day(1), day(4))).toEqual([`${day(3)} 10:00 60m Retro`]);
  });

  it('backs off on 429 and 403 rateLimitExceeded, honouring Retry-After, keeping the changes queued', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await connected(user);
    await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [] });
    const queued = await block(user, { date: day(2), hour: 9, title: 'Queued', durationMinutes: 30 });

    google.failNext({ status: 429, retryAfter: '120' });
    const started = Date.now();
    const limited = await sync(user, id);
    expect(limited).toMatchObject({ state: 'error', pendingChanges: 1 });
    expect(limited.stateReason).toMatch(/asked Twelvefold to slow down/);
    const wait = Date.parse(limited.retryAt!) - started;
    expect(wait).toBeGreaterThanOrEqual(119_000);
    expect(wait).toBeLessThan(125_000);
    // Until then nothing is asked of Google, however often a sync is asked for.
    const calls = google.requests.length;
    expect(await sync(user, id)).toMatchObject({ state: 'error', retryAt: limited.retryAt, pendingChanges: 1 });
    expect(google.requests.length).toBe(calls);

    // No Retry-After: a doubling wait from 30 seconds, jittered (the second failure in a row: about a minute).
    skew(121_000);
    google.failNext({ status: 403, reason: 'rateLimitExceeded' });
    const again = await sync(user, id);
    const second = Date.parse(again.retryAt!) - appNow().getTime();
    expect(second).toBeGreaterThan(50_000);
    expect(second).toBeLessThan(70_000);

    skew(70_000);
    expect(await sync(user, id)).toMatchObject({ state: 'connected', stateReason: null, retryAt: null, pendingChanges: 0 });
    expect(google.event(write, eventIdOf(queued.id))).toMatchObject({ summary: 'Queued' });
  });

  it('marks a revoked grant as needing Reconnect, tries it no more, and Reconnect restores it', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await connected(user);
    await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: [] });
    google.revokeAll();
    const refreshes = () => google.requests.filter((r) => r.path === '/token').length;
    const before = refreshes();
    const refused = await sync(user, id);
    expect(refused.state).toBe('needs_reconnect');
    expect(refused.stateReason).toMatch(/Reconnect/);
    expect(refreshes() - before).toBe(1);
    const retry = await call(user, 'POST', `/api/calendar/connections/${id}/sync`);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toMatch(/Reconnect/);
    expect(refreshes() - before).toBe(1);

    // Reconnect: the same account signs in again; its calendars and their sync are kept.
    const { back, callback } = await authorize(user, { connectionId: id });
    const done = await callback(back.search);
    expect(new URL(done.headers.location as string, 'http://app').searchParams.get('calendarConnection')).toBe(id);
    expect(await connection(user, id)).toMatchObject({ state: 'connected', stateReason: null, writeCalendar: { id: write } });
    expect(await sync(user, id)).toMatchObject({ state: 'connected' });
  });
});
