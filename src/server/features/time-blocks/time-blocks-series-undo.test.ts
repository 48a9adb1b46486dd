import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import { timeBlockExceptions, timeBlocks } from '../../db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expireDeletedItem, rowsAsStored } from '../../test/row-snapshot.js';

const ctx = useTestApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  other = await signUpUser(ctx.app);
});

// Each test reads whole weeks of its own user's planner.
beforeEach(async () => {
  owner = await signUpUser(ctx.app, { timezone: 'Europe/Berlin' });
});

function call(user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: { cookie: user.cookie }, ...(payload ? { payload } : {}) });
}

/** Three Monday–Sunday weeks as the planner reads them: before, at and after the cuts. */
async function weeks(user: TestUser): Promise<TimeBlock[]> {
  const res = await call(user, 'GET', '/api/time-blocks?from=2026-06-01&to=2026-06-21');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimeBlock[]>();
}

/** What the planner shows of a block: which one, on which date and time, under which name. */
const seen = (b: TimeBlock) => [b.id, b.occurrence, b.date, b.hour, b.minute, b.durationMinutes, b.title];

/** The series row's rule and last date, and its exceptions, as PostgreSQL holds them. */
async function seriesAsStored(id: string) {
  const rule = await ctx.database.db.execute(sql`select rrule, series_end from ${timeBlocks} where id = ${id}::uuid`);
  const exceptions = await ctx.database.db.execute(
    sql`select to_jsonb(e) as row from ${timeBlockExceptions} e where e.block_id = ${id}::uuid order by e.occurrence_date`,
  );
  return { rule: rule.rows, exceptions: exceptions.rows };
}

/** A weekday series until a date, with a one-off block beside it and edits on dates before and after 2026-06-10. */
async function seriesWithEdits(user: TestUser): Promise<string> {
  const created = await call(user, 'POST', '/api/time-blocks', {
    date: '2026-06-01',
    hour: 7,
    minute: 15,
    durationMinutes: 25,
    title: 'Journal',
    category: 'focus',
    rrule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260619T235959Z',
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const edits: [string, string, Record<string, unknown> | undefined][] = [
    ['PATCH', `?occurrence=2026-06-03`, { title: 'Journal at the café' }],
    ['DELETE', `?occurrence=2026-06-05`, undefined],
    ['PATCH', `?occurrence=2026-06-11`, { hour: 8, minute: 40, durationMinutes: 35 }],
    ['DELETE', `?occurrence=2026-06-16`, undefined],
    ['PATCH', `?occurrence=2026-06-18`, { date: '2026-06-20', title: 'Weekend journal' }],
  ];
  for (const [method, query, body] of edits) {
    const res = await call(user, method as 'PATCH', `/api/time-blocks/${id}${query}`, body);
    expect(res.statusCode, `${method} ${query}: ${res.body}`).toBeLessThan(300);
  }
  const oneOff = await call(user, 'POST', '/api/time-blocks', { date: '2026-06-12', hour: 12, title: 'Lunch with Ada', category: 'focus', duration: 1 });
  expect(oneOff.statusCode, oneOff.body).toBe(201);
  return id;
}

describe('Undo of deleting this and following dates of a series', () => {
  it('brings back exactly the dates cut off: the read of the weeks equals the read before the delete', async () => {
    const id = await seriesWithEdits(owner);
    const before = await weeks(owner);
    const stored = await seriesAsStored(id);

    expect((await call(owner, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-06-10&scope=following`)).statusCode).toBe(204);
    // The dates before the cut stay as they were (under the series' shortened rule); those from it on are gone.
    const kept = before.filter((b) => b.id !== id || b.occurrence! < '2026-06-10');
    expect((await weeks(owner)).map(seen)).toEqual(kept.map(seen));

    const restored = await call(owner, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-10&scope=following`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ id, rrule: 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;UNTIL=20260619T235959Z' });
    expect(await weeks(owner)).toEqual(before);
    expect(await seriesAsStored(id)).toEqual(stored);
  });

  it('answers 404 to another user, whose request changes nothing, and after the 10 minutes', async () => {
    const id = await seriesWithEdits(owner);
    await call(owner, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-06-10&scope=following`);
    const cut = await weeks(owner);
    const stranger = await call(other, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-10&scope=following`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: expect.stringMatching(/not found/i) });
    expect(await weeks(owner)).toEqual(cut);

    await expireDeletedItem(ctx.database.db, id);
    expect((await call(owner, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-10&scope=following`)).statusCode).toBe(404);
    expect(await weeks(owner)).toEqual(cut);
  });

  it('two cuts in a row are undone one at a time, the later first, and neither is lost', async () => {
    const id = await seriesWithEdits(owner);
    const before = await weeks(owner);
    await call(owner, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-06-15&scope=following`);
    const afterFirst = await weeks(owner);
    await call(owner, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-06-08&scope=following`);

    const listed = (await call(owner, 'GET', '/api/recently-deleted')).json<{ kind: string; occurrence: string | null }[]>();
    expect(listed.filter((i) => i.kind === 'series-tail').map((i) => i.occurrence)).toEqual(['2026-06-08']);
    expect((await call(owner, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-08&scope=following`)).statusCode).toBe(200);
    expect(await weeks(owner)).toEqual(afterFirst);

    const next = (await call(owner, 'GET', '/api/recently-deleted')).json<{ kind: string; occurrence: string | null }[]>();
    expect(next.filter((i) => i.kind === 'series-tail').map((i) => i.occurrence)).toEqual(['2026-06-15']);
    expect((await call(owner, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-15&scope=following`)).statusCode).toBe(200);
    expect(await weeks(owner)).toEqual(before);
  });

  it('a series deleted whole after a cut comes back with the cut dates when the cut is restored', async () => {
    const id = await seriesWithEdits(owner);
    const before = await weeks(owner);
    await call(owner, 'DELETE', `/api/time-blocks/${id}?occurrence=2026-06-10&scope=following`);
    expect((await call(owner, 'DELETE', `/api/time-blocks/${id}`)).statusCode).toBe(204);
    expect((await call(owner, 'POST', `/api/time-blocks/${id}/restore?occurrence=2026-06-10&scope=following`)).statusCode).toBe(200);
    expect(await weeks(owner)).toEqual(before);
    const listed = (await call(owner, 'GET', '/api/recently-deleted')).json<{ id: string }[]>();
    expect(listed.filter((i) => i.id === id)).toEqual([]);
  });
});

describe('Undo of deleting all dates of a series', () => {
  it('brings back the series as it was: the same read of the weeks, the same rows', async () => {
    const id = await seriesWithEdits(owner);
    const before = await weeks(owner);
    const row = await rowsAsStored(ctx.database.db, timeBlocks, 'id', id);
    const stored = await seriesAsStored(id);

    expect((await call(owner, 'DELETE', `/api/time-blocks/${id}`)).statusCode).toBe(204);
    expect((await weeks(owner)).map((b) => b.title)).toEqual(['Lunch with Ada']);
    expect((await call(other, 'POST', `/api/time-blocks/${id}/restore`)).statusCode).toBe(404);

    const restored = await call(owner, 'POST', `/api/time-blocks/${id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await weeks(owner)).toEqual(before);
    expect(await rowsAsStored(ctx.database.db, timeBlocks, 'id', id)).toEqual(row);
    expect(await seriesAsStored(id)).toEqual(stored);
  });

  it('is refused after the 10 minutes, and the series stays deleted', async () => {
    const id = await seriesWithEdits(owner);
    await call(owner, 'DELETE', `/api/time-blocks/${id}`);
    await expireDeletedItem(ctx.database.db, id);
    expect((await call(owner, 'POST', `/api/time-blocks/${id}/restore`)).statusCode).toBe(404);
    expect((await weeks(owner)).map((b) => b.title)).toEqual(['Lunch with Ada']);
  });
});
