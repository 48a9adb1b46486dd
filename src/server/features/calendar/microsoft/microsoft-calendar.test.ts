import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { calendarConnections } from '../../../db/schema/index.js';
import type { ConnectionList } from '../../../../shared/schemas/calendar-connections.js';
import { dayFromToday as day, useCalendarContract } from '../../../test/calendar-contract.js';
import { MICROSOFT_TEST_CLIENT, startMicrosoftGraphServer, type MicrosoftGraphServer } from '../../../test/microsoft-graph-server.js';
import { signUpUser, type TestUser } from '../../../test/helpers.js';

let graph: MicrosoftGraphServer;
// Two events a page: every round follows @odata.nextLink to the delta link on the last page.
const startServer = async () => (graph = await startMicrosoftGraphServer({ pageSize: 2 }));
const { ctx, call, skew, connect, sync, busy, block, blocks } = useCalendarContract('microsoft', MICROSOFT_TEST_CLIENT, startServer);

const at = (date: string, time: string) => ({ dateTime: `${date}T${time}:00.0000000`, timeZone: 'UTC' });

/** The event Twelvefold wrote for a block, found by the transaction id it gave it. */
const written = (calendarId: string, blockId: string) => graph.events(calendarId).find((e) => e.transactionId === `twelvefold-${blockId}`);
const deltaCalls = (calendarId: string) => graph.requests.filter((r) => r.path === `/v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView/delta`);

let calendarCount = 0;
function calendars() {
  calendarCount += 1;
  const write = `AAMkWork${calendarCount}`;
  const team = `AAMkTeam${calendarCount}`;
  graph.addCalendar(write, `Work ${calendarCount}`, true);
  graph.addCalendar(team, `Team ${calendarCount}`, false);
  return { write, team };
}

async function chosen(user: TestUser, write: string, busyIds: string[] = []) {
  const { id } = await connect(user);
  const res = await call(user, 'PATCH', `/api/calendar/connections/${id}`, { writeCalendarId: write, busyCalendarIds: busyIds });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('connecting a Microsoft 365 account', () => {
  it('signs in with PKCE, keeps the rotating tokens sealed, lists the calendars, and is the owner’s alone', async () => {
    const user = await signUpUser(ctx.app);
    const empty = await call(user, 'GET', '/api/calendar/connections');
    expect(empty.json()).toEqual({ providers: [{ id: 'microsoft', name: 'Outlook' }], connections: [] });
    const { id, url } = await connect(user);
    expect(url.origin + url.pathname).toBe(graph.urls.authorization);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['offline_access', 'Calendars.ReadWrite']));
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/api\/calendar\/microsoft\/callback$/);
    const list = await call(user, 'GET', '/api/calendar/connections');
    expect(list.json<ConnectionList>().connections).toMatchObject([{ id, state: 'connected', accountEmail: 'sam@contoso.com' }]);
    const [row] = await ctx.database.db.select().from(calendarConnections).where(eq(calendarConnections.id, id));
    for (const token of graph.issuedTokens()) expect(JSON.stringify(row)).not.toContain(token);
    const cals = await call(user, 'GET', `/api/calendar/connections/${id}/calendars`);
    expect(cals.statusCode, cals.body).toBe(200);
    expect(cals.json()).toContainEqual({ id: graph.defaultCalendar, name: 'Calendar', primary: true, canWrite: true });
    const other = await signUpUser(ctx.app);
    expect((await call(other, 'GET', `/api/calendar/connections/${id}/calendars`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/calendar/connections/${id}/sync`)).statusCode).toBe(404);
  });
});

describe('syncing with Outlook', () => {
  it('first round pushes blocks and reads busy time with a series’ exceptions; then syncs by delta link both ways', async () => {
    const { write, team } = calendars();
    const user = await signUpUser(ctx.app);
    const deep = await block(user, { date: day(1), hour: 9, title: 'Deep work', durationMinutes: 60 });
    graph.putEvent(write, { id: 'AAMkDentist', subject: 'Dentist', start: at(day(1), '14:00'), end: at(day(1), '15:00') });
    graph.putEvent(team, {
      id: 'AAMkStandup',
      subject: 'Standup',
      start: at(day(1), '11:00'),
      end: at(day(1), '11:30'),
      recurrence: {
        pattern: { type: 'daily', interval: 1 },
        range: { type: 'numbered', startDate: day(1), numberOfOccurrences: 5, recurrenceTimeZone: 'UTC' },
      },
    });
    graph.editOccurrence(team, 'AAMkStandup', `${day(2)}T11:00:00Z`, { subject: 'Standup (moved)', start: at(day(2), '12:00'), end: at(day(2), '12:30') });
    graph.deleteOccurrence(team, 'AAMkStandup', `${day(3)}T11:00:00Z`);
    graph.putEvent(team, { id: 'AAMkFree', subject: 'Free time', start: at(day(2), '16:00'), end: at(day(2), '17:00'), showAs: 'free' });

    const id = await chosen(user, write, [team]);
    expect(written(write, deep.id)).toMatchObject({ subject: 'Deep work', start: { dateTime: `${day(1)}T09:00:00`, timeZone: 'UTC' } });
    expect(await busy(user, day(1), day(6))).toEqual([
      `${day(1)} 11:00 30m Standup`,
      `${day(1)} 14:00 60m Dentist`,
      `${day(2)} 12:00 30m Standup (moved)`,
      `${day(4)} 11:00 30m Standup`,
      `${day(5)} 11:00 30m Standup`,
    ]);
    const first = deltaCalls(team);
    expect(first[0].query.startDateTime).toBeTruthy();
    expect(first[0].prefer).toMatch(/outlook\.timezone="UTC"/);
    expect(first.some((r) => r.query.$skiptoken)).toBe(true);

    // Changes in Outlook: the dentist moved, a meeting added, the standup series deleted.
    graph.editEvent(write, 'AAMkDentist', { start: at(day(1), '16:00'), end: at(day(1), '17:00') });
    graph.putEvent(team, { id: 'AAMkReview', subject: 'Review', start: at(day(3), '09:00'), end: at(day(3), '10:00') });
    graph.deleteEvent(team, 'AAMkStandup');
    // Changes here: a block added, one moved.
    const writing = await block(user, { date: day(2), hour: 8, title: 'Writing', durationMinutes: 30 });
    expect((await call(user, 'PATCH', `/api/time-blocks/${deep.id}`, { hour: 10 })).statusCode).toBe(200);
    const before = deltaCalls(team).length;
    expect(await sync(user, id)).toMatchObject({ state: 'connected', pendingChanges: 0 });
    const increments = deltaCalls(team).slice(before);
    expect(increments.length).toBeGreaterThan(0);
    for (const request of increments) expect(request.query.startDateTime).toBeUndefined();
    expect(await busy(user, day(1), day(6))).toEqual([`${day(1)} 16:00 60m Dentist`, `${day(3)} 9:00 60m Review`]);
    expect(written(write, writing.id)).toMatchObject({ subject: 'Writing', start: { dateTime: `${day(2)}T08:00:00` } });
    expect(written(write, deep.id)).toMatchObject({ start: { dateTime: `${day(1)}T10:00:00` } });

    // Deletions both ways: a block deleted here goes from Outlook; its event deleted in Outlook deletes the block.
    const writingEvent = written(write, writing.id)!.id;
    expect((await call(user, 'DELETE', `/api/time-blocks/${writing.id}`)).statusCode).toBe(204);
    graph.deleteEvent(write, written(write, deep.id)!.id);
    await sync(user, id);
    expect(graph.event(writingEvent)).toBeUndefined();
    expect((await blocks(user, day(1), day(2))).map((b) => b.title)).toEqual([]);

    // An edit in Outlook of a block's own event moves the block.
    const call1 = await block(user, { date: day(4), hour: 13, title: 'Call', durationMinutes: 30 });
    await sync(user, id);
    graph.editEvent(write, written(write, call1.id)!.id, { subject: 'Call with Sam', start: at(day(4), '15:00'), end: at(day(4), '15:30') });
    await sync(user, id);
    expect(await blocks(user, day(4), day(4))).toMatchObject([{ id: call1.id, title: 'Call with Sam', hour: 15, minute: 0 }]);
    expect(await busy(user, day(4), day(4))).toEqual([]);
  });

  it('writes a repeating block as a series, its moved occurrence as an exception and its removed one deleted', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await chosen(user, write);
    const series = await block(user, { date: day(1), hour: 7, title: 'Run', durationMinutes: 45, rrule: 'FREQ=DAILY;COUNT=3' });
    expect((await call(user, 'PATCH', `/api/time-blocks/${series.id}?occurrence=${day(2)}`, { hour: 18 })).statusCode).toBe(200);
    expect((await call(user, 'DELETE', `/api/time-blocks/${series.id}?occurrence=${day(3)}`)).statusCode).toBe(204);
    await sync(user, id);
    const master = written(write, series.id)!;
    expect(master).toMatchObject({
      subject: 'Run',
      recurrence: { pattern: { type: 'daily', interval: 1 }, range: { type: 'numbered', numberOfOccurrences: 3, startDate: day(1) } },
    });
    expect(Object.values(master.exceptions ?? {})).toMatchObject([{ start: { dateTime: `${day(2)}T18:00:00` }, end: { dateTime: `${day(2)}T18:45:00` } }]);
    expect(Object.keys(master.deletedOccurrences ?? {})).toEqual([`${day(3)}T07:00:00.000Z`]);
    // Read back, the series is the block's own: never busy time, and the block unchanged.
    await sync(user, id);
    expect(await busy(user, day(1), day(3))).toEqual([]);
    expect((await blocks(user, day(1), day(3))).map((b) => `${b.date} ${b.hour}`)).toEqual([`${day(1)} 7`, `${day(2)} 18`]);
  });
});

describe('when Microsoft says no', () => {
  it('starts a new round when the delta link is gone (410 syncStateNotFound)', async () => {
    const { write, team } = calendars();
    const user = await signUpUser(ctx.app);
    graph.putEvent(team, { id: 'AAMkPlanning', subject: 'Planning', start: at(day(2), '10:00'), end: at(day(2), '11:00') });
    const id = await chosen(user, write, [team]);
    graph.expireDeltaTokens();
    graph.putEvent(team, { id: 'AAMkRetro', subject: 'Retro', start: at(day(3), '10:00'), end: at(day(3), '11:00') });
    graph.deleteEvent(team, 'AAMkPlanning');
    const before = deltaCalls(team).length;
    expect(await sync(user, id)).toMatchObject({ state: 'connected', stateReason: null });
    const calls = deltaCalls(team).slice(before);
    expect(calls[0].query.$deltatoken).toBeTruthy();
    expect(calls[1].query.startDateTime).toBeTruthy();
    expect(await busy(user, day(1), day(4))).toEqual([`${day(3)} 10:00 60m Retro`]);
  });

  it('backs off on 429 as Retry-After says, keeping the changes queued', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await chosen(user, write);
    const queued = await block(user, { date: day(2), hour: 9, title: 'Queued', durationMinutes: 30 });
    graph.failNext({ status: 429, retryAfter: '90' });
    const started = Date.now();
    const limited = await sync(user, id);
    expect(limited).toMatchObject({ state: 'error', pendingChanges: 1 });
    expect(limited.stateReason).toMatch(/Outlook asked Twelvefold to slow down/);
    const wait = Date.parse(limited.retryAt!) - started;
    expect(wait).toBeGreaterThanOrEqual(89_000);
    expect(wait).toBeLessThan(95_000);
    // Until then nothing is asked of Microsoft, however often a sync is asked for.
    const calls = graph.requests.length;
    expect(await sync(user, id)).toMatchObject({ state: 'error', retryAt: limited.retryAt, pendingChanges: 1 });
    expect(graph.requests.length).toBe(calls);
    skew(91_000);
    expect(await sync(user, id)).toMatchObject({ state: 'connected', stateReason: null, retryAt: null, pendingChanges: 0 });
    expect(written(write, queued.id)).toMatchObject({ subject: 'Queued' });
  });

  it('marks a revoked grant as needing Reconnect and tries it no more', async () => {
    const { write } = calendars();
    const user = await signUpUser(ctx.app);
    const id = await chosen(user, write);
    graph.revokeAll();
    const refreshes = () => graph.requests.filter((r) => r.path.endsWith('/oauth2/v2.0/token')).length;
    const before = refreshes();
    const refused = await sync(user, id);
    expect(refused.state).toBe('needs_reconnect');
    expect(refused.stateReason).toMatch(/Reconnect/);
    expect(refreshes() - before).toBe(1);
    const retry = await call(user, 'POST', `/api/calendar/connections/${id}/sync`);
    expect(retry.statusCode).toBe(409);
    expect(refreshes() - before).toBe(1);
    const again = await connect(user, { connectionId: id });
    expect(again.id).toBe(id);
    expect(await sync(user, id)).toMatchObject({ state: 'connected' });
  });
});
