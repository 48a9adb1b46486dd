import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { timeBlocks, users } from '../../db/schema/index.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

const ctx = useTestApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
  other = await signUpUser(ctx.app);
});

interface Block {
  id: string;
  hour: number;
  title: string;
  duration: number;
  date: string;
  rrule: string | null;
  occurrence: string | null;
}

const weekly = { hour: 9, title: 'Standup', category: 'meeting', duration: 1, date: '2026-06-01', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR' };

function call(cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function create(cookie: string, overrides: Record<string, unknown> = {}): Promise<Block> {
  const res = await call(cookie, 'POST', '/api/time-blocks', { ...weekly, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Block>();
}

async function range(cookie: string, from: string, to: string): Promise<Block[]> {
  const res = await call(cookie, 'GET', `/api/time-blocks?from=${from}&to=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Block[]>();
}

const datesOf = (blocks: Block[]) => blocks.map((b) => b.date);

describe('repeating blocks', () => {
  it('creates a series that starts on its first occurrence and lists each occurrence with the series id', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie, { date: '2026-06-02', rrule: 'freq=weekly;byday=mo,we,fr' });
    expect(series).toMatchObject({ date: '2026-06-03', rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR', occurrence: '2026-06-03' });
    const one = await create(user.cookie, { date: '2026-06-05', hour: 8, rrule: undefined, title: 'One-off' });
    expect(one.rrule).toBeNull();
    const week = await range(user.cookie, '2026-06-01', '2026-06-07');
    expect(week.map((b) => [b.date, b.hour, b.title])).toEqual([
      ['2026-06-03', 9, 'Standup'],
      ['2026-06-05', 8, 'One-off'],
      ['2026-06-05', 9, 'Standup'],
    ]);
    expect(week.filter((b) => b.title === 'Standup').every((b) => b.id === series.id && b.occurrence === b.date)).toBe(true);
    const day = await call(user.cookie, 'GET', '/api/time-blocks?date=2026-06-10');
    expect(day.json()).toEqual([{ ...series, date: '2026-06-10', occurrence: '2026-06-10' }]);
    expect((await call(user.cookie, 'GET', '/api/time-blocks?date=2026-06-09')).json()).toEqual([]);
  });

  it.each([
    ['a rule that does not parse', 'WEEKLY'],
    ['an unsupported frequency', 'FREQ=YEARLY'],
    ['an empty rule', ''],
    ['a rule with no occurrence', 'FREQ=DAILY;UNTIL=20260101'],
    ['COUNT and UNTIL together', 'FREQ=DAILY;COUNT=2;UNTIL=20261231'],
  ])('refuses %s with 400 naming rrule', async (_name, rrule) => {
    const res = await call(owner.cookie, 'POST', '/api/time-blocks', { ...weekly, rrule });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('rrule');
  });

  it('stops at COUNT and keeps the wall-clock hour across the clock change', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    await create(user.cookie, { date: '2026-03-27', rrule: 'FREQ=DAILY;COUNT=4' });
    const days = await range(user.cookie, '2026-03-23', '2026-04-05');
    expect(days.map((b) => [b.date, b.hour])).toEqual([
      ['2026-03-27', 9],
      ['2026-03-28', 9],
      ['2026-03-29', 9],
      ['2026-03-30', 9],
    ]);
  });

  it('keeps a 7:15 start on every date, across the spring clock change, through occurrence edits and a split', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
    // 29 March 2026 is the day Berlin's clocks go forward.
    const series = await create(user.cookie, {
      date: '2026-03-27',
      hour: 7,
      minute: 15,
      duration: undefined,
      durationMinutes: 25,
      rrule: 'FREQ=DAILY;COUNT=6',
    });
    expect(series).toMatchObject({ hour: 7, minute: 15, durationMinutes: 25 });
    const days = await range(user.cookie, '2026-03-23', '2026-04-05');
    expect(days.map((b) => [b.date, b.hour, (b as Block & { minute: number }).minute, (b as Block & { durationMinutes: number }).durationMinutes])).toEqual([
      ['2026-03-27', 7, 15, 25],
      ['2026-03-28', 7, 15, 25],
      ['2026-03-29', 7, 15, 25],
      ['2026-03-30', 7, 15, 25],
      ['2026-03-31', 7, 15, 25],
      ['2026-04-01', 7, 15, 25],
    ]);
    const dst = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-03-29`, { minute: 40, durationMinutes: 35 });
    expect(dst.json()).toMatchObject({ date: '2026-03-29', hour: 7, minute: 40, durationMinutes: 35, duration: 35 / 60 });
    const split = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-03-31&scope=following`, { hour: 8 });
    expect(split.json()).toMatchObject({ date: '2026-03-31', hour: 8, minute: 15, durationMinutes: 25, rrule: 'FREQ=DAILY;COUNT=2' });
    const after = await range(user.cookie, '2026-03-27', '2026-04-01');
    expect(after.map((b) => `${b.date} ${b.hour}:${(b as Block & { minute: number }).minute}`)).toEqual([
      '2026-03-27 7:15',
      '2026-03-28 7:15',
      '2026-03-29 7:40',
      '2026-03-30 7:15',
      '2026-03-31 8:15',
      '2026-04-01 8:15',
    ]);
    // Undo of a removed occurrence brings back its minutes too.
    await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-03-29`);
    const restored = await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-03-29`);
    expect(restored.json()).toMatchObject({ date: '2026-03-29', minute: 40, durationMinutes: 35 });
  });

  it('edits one occurrence, which keeps its own edits when the series changes', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    const edited = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-03`, { hour: 14, title: 'Moved standup' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: series.id, date: '2026-06-03', occurrence: '2026-06-03', hour: 14, title: 'Moved standup' });
    const all = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}`, { duration: 2, title: 'Team standup' });
    expect(all.json()).toMatchObject({ duration: 2, title: 'Team standup', rrule: weekly.rrule });
    const week = await range(user.cookie, '2026-06-01', '2026-06-05');
    expect(week.map((b) => [b.date, b.hour, b.title, b.duration])).toEqual([
      ['2026-06-01', 9, 'Team standup', 2],
      ['2026-06-03', 14, 'Moved standup', 2],
      ['2026-06-05', 9, 'Team standup', 2],
    ]);
  });

  it('moves one occurrence to another day', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-05`, { date: '2026-06-06' });
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-07'))).toEqual(['2026-06-01', '2026-06-03', '2026-06-06']);
    // Seen from a range that holds only its new date.
    expect(await range(user.cookie, '2026-06-06', '2026-06-06')).toEqual([expect.objectContaining({ date: '2026-06-06', occurrence: '2026-06-05' })]);
  });

  it('reads a week of a series with its edits, moves and removed dates in one database round trip', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    await create(user.cookie, { rrule: undefined, date: '2026-06-03', hour: 8, title: 'One-off' });
    const patch = (occurrence: string, body: object) => call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=${occurrence}`, body);
    expect((await patch('2026-06-03', { title: 'Quiet standup' })).statusCode).toBe(200);
    expect((await patch('2026-06-05', { date: '2026-06-08' })).statusCode).toBe(200);
    expect((await patch('2026-06-12', { date: '2026-06-02', hour: 16 })).statusCode).toBe(200);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-01`)).statusCode).toBe(204);
    await range(user.cookie, '2026-06-01', '2026-06-07');
    const queries = vi.spyOn(ctx.database.pool, 'query');
    try {
      const week = await range(user.cookie, '2026-06-01', '2026-06-07');
      expect(queries).toHaveBeenCalledTimes(1);
      expect(week.map((b) => [b.date, b.hour, b.title, b.occurrence])).toEqual([
        ['2026-06-02', 16, 'Standup', '2026-06-12'],
        ['2026-06-03', 8, 'One-off', null],
        ['2026-06-03', 9, 'Quiet standup', '2026-06-03'],
      ]);
    } finally {
      queries.mockRestore();
    }
    expect(datesOf(await range(user.cookie, '2026-06-08', '2026-06-14'))).toEqual(['2026-06-08', '2026-06-08', '2026-06-10']);
  });

  it('reads a user who never had a repeating block through the one-off statement, and their first series at once', async () => {
    const user = await signUpUser(ctx.app);
    await create(user.cookie, { rrule: undefined, date: '2026-06-02', hour: 8, title: 'One-off' });
    await range(user.cookie, '2026-06-01', '2026-06-07');
    const queries = vi.spyOn(ctx.database.pool, 'query');
    try {
      expect((await range(user.cookie, '2026-06-01', '2026-06-07')).map((b) => b.title)).toEqual(['One-off']);
      expect(queries.mock.calls.map(([config]) => (config as { name?: string }).name)).toEqual(['one_off_time_blocks_in_range']);
    } finally {
      queries.mockRestore();
    }
    const series = await create(user.cookie);
    expect((await range(user.cookie, '2026-06-01', '2026-06-07')).map((b) => [b.date, b.title])).toEqual([
      ['2026-06-01', 'Standup'],
      ['2026-06-02', 'One-off'],
      ['2026-06-03', 'Standup'],
      ['2026-06-05', 'Standup'],
    ]);
    const [row] = await ctx.database.db.select({ hasSeries: users.hasSeries }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ hasSeries: true });
    // Never cleared: a user whose last series is gone still reads both kinds.
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}`)).statusCode).toBe(204);
    const [after] = await ctx.database.db.select({ hasSeries: users.hasSeries }).from(users).where(eq(users.id, user.id));
    expect(after).toEqual({ hasSeries: true });
  });

  it('marks a user as having series whichever way a rule arrives: an insert, or a block given a rule later', async () => {
    const [inserted, updated, never] = [await signUpUser(ctx.app), await signUpUser(ctx.app), await signUpUser(ctx.app)];
    const block = (userId: string, rrule: string | null) => ({
      userId,
      date: '2026-06-01',
      hour: 9,
      durationMinutes: 60,
      title: 'B',
      category: 'focus' as const,
      rrule,
    });
    await ctx.database.db.insert(timeBlocks).values([block(inserted.id, 'FREQ=DAILY'), block(never.id, null)]);
    const [plain] = await ctx.database.db.insert(timeBlocks).values(block(updated.id, null)).returning();
    const flags = async () =>
      Object.fromEntries(
        (
          await ctx.database.db
            .select({ id: users.id, hasSeries: users.hasSeries })
            .from(users)
            .where(inArray(users.id, [inserted.id, updated.id, never.id]))
        ).map((r) => [r.id, r.hasSeries]),
      );
    expect(await flags()).toEqual({ [inserted.id]: true, [updated.id]: false, [never.id]: false });
    await ctx.database.db.update(timeBlocks).set({ title: 'Renamed' }).where(eq(timeBlocks.id, plain.id));
    expect((await flags())[updated.id]).toBe(false);
    await ctx.database.db.update(timeBlocks).set({ rrule: 'FREQ=WEEKLY' }).where(eq(timeBlocks.id, plain.id));
    expect(await flags()).toEqual({ [inserted.id]: true, [updated.id]: true, [never.id]: false });
  });

  it('removes one date, and Undo puts it back', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-03`)).statusCode).toBe(204);
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-07'))).toEqual(['2026-06-01', '2026-06-05']);
    const restored = await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-03`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-07'))).toEqual(['2026-06-01', '2026-06-03', '2026-06-05']);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-03`)).statusCode).toBe(404);
  });

  it('deletes the whole series with its exceptions, and Undo brings both back', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-03`, { title: 'Kept edit' });
    await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-05`);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}`)).statusCode).toBe(204);
    expect(await range(user.cookie, '2026-06-01', '2026-06-30')).toEqual([]);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore`)).statusCode).toBe(200);
    const week = await range(user.cookie, '2026-06-01', '2026-06-07');
    expect(week.map((b) => [b.date, b.title])).toEqual([
      ['2026-06-01', 'Standup'],
      ['2026-06-03', 'Kept edit'],
    ]);
  });

  it('deletes this and following dates, and Undo gives the series back its rule and the edits of those dates', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie, { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' });
    await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-10`, { title: 'Kept edit' });
    const cut = await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-05&scope=following`);
    expect(cut.statusCode, cut.body).toBe(204);
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-30'))).toEqual(['2026-06-01', '2026-06-03']);
    expect((await call(other.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-05&scope=following`)).statusCode).toBe(404);
    const restored = await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-05&scope=following`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id: series.id, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' });
    const list = await range(user.cookie, '2026-06-01', '2026-06-30');
    expect(list.map((b) => [b.date, b.title])).toEqual([
      ['2026-06-01', 'Standup'],
      ['2026-06-03', 'Standup'],
      ['2026-06-05', 'Standup'],
      ['2026-06-08', 'Standup'],
      ['2026-06-10', 'Kept edit'],
      ['2026-06-12', 'Standup'],
    ]);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-05&scope=following`)).statusCode).toBe(404);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-01&scope=following`)).statusCode).toBe(204);
    expect(await range(user.cookie, '2026-06-01', '2026-06-30')).toEqual([]);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${series.id}/restore?occurrence=2026-06-01&scope=following`)).statusCode).toBe(200);
    expect(await range(user.cookie, '2026-06-01', '2026-06-30')).toHaveLength(6);
  });

  it('splits the series at a date: this and following get the change, earlier ones keep theirs', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie, { rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=6' });
    const res = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-05&scope=following`, { hour: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const tail = res.json<Block>();
    expect(tail.id).not.toBe(series.id);
    expect(tail).toMatchObject({ date: '2026-06-05', hour: 10, rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4' });
    const list = await range(user.cookie, '2026-06-01', '2026-06-30');
    expect(list.map((b) => [b.date, b.hour, b.id === series.id])).toEqual([
      ['2026-06-01', 9, true],
      ['2026-06-03', 9, true],
      ['2026-06-05', 10, false],
      ['2026-06-08', 10, false],
      ['2026-06-10', 10, false],
      ['2026-06-12', 10, false],
    ]);
  });

  it('refuses an UNTIL past 2999 by name, and creates, reads and splits a series that runs from 1900 to 2999', async () => {
    const user = await signUpUser(ctx.app);
    const far = await call(user.cookie, 'POST', '/api/time-blocks', { ...weekly, rrule: 'FREQ=DAILY;UNTIL=99991231' });
    expect(far.statusCode).toBe(400);
    expect(far.json().issues).toEqual([{ path: 'rrule', message: 'UNTIL must be between 1900 and 2999' }]);

    const series = await create(user.cookie, { date: '1900-01-01', rrule: 'FREQ=DAILY;UNTIL=29991231' });
    const [row] = await ctx.database.db.select({ seriesEnd: timeBlocks.seriesEnd }).from(timeBlocks).where(eq(timeBlocks.id, series.id));
    expect(row.seriesEnd).toBe('2999-12-31');
    expect(datesOf(await range(user.cookie, '2999-12-29', '2999-12-31'))).toEqual(['2999-12-29', '2999-12-30', '2999-12-31']);
    const split = await call(user.cookie, 'PATCH', `/api/time-blocks/${series.id}?occurrence=2999-12-30&scope=following`, { hour: 10 });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json()).toMatchObject({ date: '2999-12-30', rrule: 'FREQ=DAILY;UNTIL=29991231' });
    expect((await range(user.cookie, '2999-12-29', '2999-12-31')).map((b) => [b.date, b.hour])).toEqual([
      ['2999-12-29', 9],
      ['2999-12-30', 10],
      ['2999-12-31', 10],
    ]);
  });

  it('deletes this and the following occurrences', async () => {
    const user = await signUpUser(ctx.app);
    const series = await create(user.cookie);
    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${series.id}?occurrence=2026-06-08&scope=following`)).statusCode).toBe(204);
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-07-12'))).toEqual(['2026-06-01', '2026-06-03', '2026-06-05']);
  });

  it('answers 404 to an occurrence that is not in the series, and to one of a block that does not repeat', async () => {
    const series = await create(owner.cookie);
    const single = await create(owner.cookie, { rrule: undefined });
    for (const [method, url] of [
      ['PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-02`],
      ['DELETE', `/api/time-blocks/${series.id}?occurrence=2026-05-29`],
      ['PATCH', `/api/time-blocks/${series.id}?occurrence=2026-06-02&scope=following`],
      ['PATCH', `/api/time-blocks/${single.id}?occurrence=2026-06-01`],
    ] as const) {
      const res = await call(owner.cookie, method, url, method === 'PATCH' ? { title: 'x' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it.each([
    ['a bad occurrence', '?occurrence=2026-02-30', 'occurrence'],
    ['scope without occurrence', '?scope=following', 'scope'],
    ['an unknown scope', '?occurrence=2026-06-01&scope=all', 'scope'],
  ])('refuses %s with 400', async (_name, query, path) => {
    const series = await create(owner.cookie);
    const res = await call(owner.cookie, 'PATCH', `/api/time-blocks/${series.id}${query}`, { title: 'x' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("answers 401 without a session and 404 to another user's series and occurrences", async () => {
    const series = await create(owner.cookie);
    await expectAllUnauthorized(ctx.app, [
      { method: 'PATCH', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03`, payload: { title: 'x' } },
      { method: 'DELETE', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03` },
      { method: 'DELETE', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03&scope=following` },
      { method: 'POST', url: `/api/time-blocks/${series.id}/restore?occurrence=2026-06-03` },
    ]);
    await expectAllNotFound(ctx.app, other.cookie, [
      { method: 'PATCH', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03`, payload: { title: 'Hijacked' } },
      { method: 'PATCH', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03&scope=following`, payload: { title: 'Hijacked' } },
      { method: 'PATCH', url: `/api/time-blocks/${series.id}`, payload: { rrule: 'FREQ=DAILY' } },
      { method: 'DELETE', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03` },
      { method: 'DELETE', url: `/api/time-blocks/${series.id}?occurrence=2026-06-03&scope=following` },
      { method: 'POST', url: `/api/time-blocks/${series.id}/restore?occurrence=2026-06-03` },
    ]);
    expect(await range(other.cookie, '2026-06-01', '2026-06-07')).toEqual([]);
    const mine = await call(owner.cookie, 'GET', '/api/time-blocks?date=2026-06-03');
    expect(mine.json()).toContainEqual(expect.objectContaining({ id: series.id, title: 'Standup' }));
  });

  it('turns a block into a series and back', async () => {
    const user = await signUpUser(ctx.app);
    const block = await create(user.cookie, { rrule: undefined });
    const repeating = await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { rrule: 'FREQ=DAILY;COUNT=3' });
    expect(repeating.json()).toMatchObject({ rrule: 'FREQ=DAILY;COUNT=3' });
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-07'))).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { rrule: null });
    expect(datesOf(await range(user.cookie, '2026-06-01', '2026-06-07'))).toEqual(['2026-06-01']);
  });

  it('counts occurrences in the dashboard figures', async () => {
    const user = await signUpUser(ctx.app);
    const today = new Date().toISOString().slice(0, 10);
    await create(user.cookie, { date: today, rrule: 'FREQ=DAILY', duration: 3 });
    const res = await call(user.cookie, 'GET', '/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().stats.blocksToday).toBe(1);
    expect(res.json().schedule).toEqual([expect.objectContaining({ date: today, rrule: 'FREQ=DAILY' })]);
  });
});
