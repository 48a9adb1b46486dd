import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { timeBlocks } from '../../db/schema/index.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';

let ctx: TestContext;
let owner: { cookie: string; id: string };
let other: { cookie: string; id: string };

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUpUser(ctx.app);
  other = await signUpUser(ctx.app);
});
afterAll(() => ctx.close());

const valid = { hour: 9, title: 'Deep work', category: 'focus', duration: 2, date: '2026-03-02' };

function call(cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

async function create(cookie: string, overrides: Record<string, unknown> = {}) {
  const res = await call(cookie, 'POST', '/api/time-blocks', { ...valid, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; hour: number; title: string; category: string; duration: number; date: string }>();
}

async function rowsOf(userId: string) {
  return ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.userId, userId));
}

function issuePaths(res: { json: () => { issues?: { path: string }[] } }) {
  return (res.json().issues ?? []).map((i) => i.path);
}

describe('POST /api/time-blocks', () => {
  it('creates a block and returns the DTO with 201', async () => {
    const res = await call(owner.cookie, 'POST', '/api/time-blocks', { ...valid, title: '  Write report  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ id: expect.any(String), hour: 9, title: 'Write report', category: 'focus', duration: 2, date: '2026-03-02' });
    expect(Object.keys(body).sort()).toEqual(['category', 'date', 'duration', 'hour', 'id', 'title']);
  });

  it('accepts the edges: hour 0 and 23, duration 1 and 12, every category', async () => {
    for (const [hour, duration, category] of [
      [0, 1, 'meeting'],
      [23, 12, 'break'],
      [12, 6, 'completed'],
    ] as const) {
      const block = await create(owner.cookie, { hour, duration, category, date: '2026-04-01' });
      expect(block).toMatchObject({ hour, duration, category });
    }
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['hour 24', { hour: 24 }, 'hour'],
    ['hour -1', { hour: -1 }, 'hour'],
    ['hour 9.5', { hour: 9.5 }, 'hour'],
    ['hour as text', { hour: '9' }, 'hour'],
    ['missing hour', { hour: undefined }, 'hour'],
    ['duration 0', { duration: 0 }, 'duration'],
    ['duration 13', { duration: 13 }, 'duration'],
    ['duration 1.5', { duration: 1.5 }, 'duration'],
    ['missing duration', { duration: undefined }, 'duration'],
    ['missing title', { title: undefined }, 'title'],
    ['blank title', { title: '   ' }, 'title'],
    ['title of 201 characters', { title: 'x'.repeat(201) }, 'title'],
    ['missing category', { category: undefined }, 'category'],
    ['unknown category', { category: 'nap' }, 'category'],
    ['missing date', { date: undefined }, 'date'],
    ['badly formatted date', { date: '02/03/2026' }, 'date'],
    ['impossible date', { date: '2026-02-30' }, 'date'],
  ];
  for (const [name, overrides, path] of cases) {
    it(`refuses ${name} with 400 naming ${path}, storing nothing`, async () => {
      const user = await signUpUser(ctx.app);
      const res = await call(user.cookie, 'POST', '/api/time-blocks', { ...valid, ...overrides });
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
      expect(res.json().message).toContain(path);
      expect(await rowsOf(user.id)).toHaveLength(0);
    });
  }

  it('accepts a title of exactly 200 characters', async () => {
    const block = await create(owner.cookie, { title: 'y'.repeat(200), date: '2026-04-02' });
    expect(block.title).toHaveLength(200);
  });
});

describe('GET /api/time-blocks', () => {
  it('lists the blocks of one date ordered by hour', async () => {
    const user = await signUpUser(ctx.app);
    await create(user.cookie, { hour: 15, title: 'Afternoon', date: '2026-05-05' });
    await create(user.cookie, { hour: 7, title: 'Morning', date: '2026-05-05' });
    await create(user.cookie, { hour: 11, title: 'Next day', date: '2026-05-06' });
    const res = await call(user.cookie, 'GET', '/api/time-blocks?date=2026-05-05');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { title: string }) => b.title)).toEqual(['Morning', 'Afternoon']);
    const empty = await call(user.cookie, 'GET', '/api/time-blocks?date=2026-05-07');
    expect(empty.json()).toEqual([]);
  });

  it('lists an inclusive range ordered by date then hour', async () => {
    const user = await signUpUser(ctx.app);
    await create(user.cookie, { hour: 10, title: 'Sun', date: '2026-05-10' });
    await create(user.cookie, { hour: 8, title: 'Tue late', date: '2026-05-05' });
    await create(user.cookie, { hour: 6, title: 'Tue early', date: '2026-05-05' });
    await create(user.cookie, { hour: 6, title: 'Mon', date: '2026-05-04' });
    await create(user.cookie, { hour: 6, title: 'Next Mon', date: '2026-05-11' });
    await create(user.cookie, { hour: 6, title: 'Prev Sun', date: '2026-05-03' });
    const res = await call(user.cookie, 'GET', '/api/time-blocks?from=2026-05-04&to=2026-05-10');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { title: string }) => b.title)).toEqual(['Mon', 'Tue early', 'Tue late', 'Sun']);
  });

  it('accepts a range of exactly 366 days and a one-day range', async () => {
    expect((await call(owner.cookie, 'GET', '/api/time-blocks?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await call(owner.cookie, 'GET', '/api/time-blocks?from=2026-03-02&to=2026-03-02')).statusCode).toBe(200);
  });

  const bad: [string, string, string][] = [
    ['no parameters', '', 'date'],
    ['date and a range together', '?date=2026-03-02&from=2026-03-01&to=2026-03-03', 'date'],
    ['a bad date', '?date=2026-13-01', 'date'],
    ['a non-date', '?date=today', 'date'],
    ['from without to', '?from=2026-03-01', 'to'],
    ['to without from', '?to=2026-03-01', 'from'],
    ['from after to', '?from=2026-03-05&to=2026-03-01', 'to'],
    ['a range over 366 days', '?from=2024-01-01&to=2025-01-01', 'to'],
    ['a bad from', '?from=2026-02-30&to=2026-03-05', 'from'],
  ];
  for (const [name, query, path] of bad) {
    it(`refuses ${name} with 400 naming ${path}`, async () => {
      const res = await call(owner.cookie, 'GET', `/api/time-blocks${query}`);
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
    });
  }
});

describe('PATCH /api/time-blocks/:id', () => {
  it('updates any subset and returns the DTO', async () => {
    const block = await create(owner.cookie, { date: '2026-06-01' });
    const res = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: ' Renamed ', category: 'completed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...block, title: 'Renamed', category: 'completed' });
    const moved = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { hour: 20, duration: 4, date: '2026-06-02' });
    expect(moved.json()).toEqual({ ...block, title: 'Renamed', category: 'completed', hour: 20, duration: 4, date: '2026-06-02' });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['hour 24', { hour: 24 }, 'hour'],
    ['hour 2.5', { hour: 2.5 }, 'hour'],
    ['duration 0', { duration: 0 }, 'duration'],
    ['duration 13', { duration: 13 }, 'duration'],
    ['a blank title', { title: ' ' }, 'title'],
    ['a null title', { title: null }, 'title'],
    ['an unknown category', { category: 'sleep' }, 'category'],
    ['an impossible date', { date: '2026-02-29' }, 'date'],
    ['no field at all', {}, 'body'],
  ];
  for (const [name, payload, path] of cases) {
    it(`refuses ${name} with 400 naming ${path}, changing nothing`, async () => {
      const block = await create(owner.cookie, { date: '2026-06-03' });
      const res = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
      const [row] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
      expect({ hour: row!.hour, title: row!.title, category: row!.category, duration: row!.duration, date: row!.date }).toEqual({
        hour: block.hour,
        title: block.title,
        category: block.category,
        duration: block.duration,
        date: block.date,
      });
    });
  }

  it('refuses a malformed id with 400 and an unknown id with 404', async () => {
    const bad = await call(owner.cookie, 'PATCH', '/api/time-blocks/not-a-uuid', { title: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(issuePaths(bad)).toContain('id');
    const missing = await call(owner.cookie, 'PATCH', '/api/time-blocks/00000000-0000-4000-8000-000000000000', { title: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Time block not found' });
  });
});

describe('DELETE /api/time-blocks/:id', () => {
  it('deletes with 204 and an empty body; a second delete is 404', async () => {
    const block = await create(owner.cookie, { date: '2026-07-01' });
    const res = await call(owner.cookie, 'DELETE', `/api/time-blocks/${block.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call(owner.cookie, 'GET', '/api/time-blocks?date=2026-07-01')).json()).toEqual([]);
    expect((await call(owner.cookie, 'DELETE', `/api/time-blocks/${block.id}`)).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    const res = await call(owner.cookie, 'DELETE', '/api/time-blocks/123');
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res)).toContain('id');
  });
});

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    const block = await create(owner.cookie, { date: '2026-08-01' });
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/time-blocks?date=2026-08-01' },
      { method: 'GET', url: '/api/time-blocks?from=2026-08-01&to=2026-08-07' },
      { method: 'POST', url: '/api/time-blocks', payload: valid },
      { method: 'PATCH', url: `/api/time-blocks/${block.id}`, payload: { title: 'Hijacked' } },
      { method: 'DELETE', url: `/api/time-blocks/${block.id}` },
    ]);
    const [row] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
    expect(row!.title).toBe('Deep work');
  });

  it("never lists another user's blocks", async () => {
    await create(owner.cookie, { date: '2026-08-02', title: 'Private' });
    expect((await call(other.cookie, 'GET', '/api/time-blocks?date=2026-08-02')).json()).toEqual([]);
    expect((await call(other.cookie, 'GET', '/api/time-blocks?from=2026-08-01&to=2026-08-07')).json()).toEqual([]);
  });

  it("answers 404 to another user's update and delete, changing nothing", async () => {
    const block = await create(owner.cookie, { date: '2026-08-03', title: 'Mine' });
    await expectAllNotFound(ctx.app, other.cookie, [
      { method: 'PATCH', url: `/api/time-blocks/${block.id}`, payload: { title: 'Hijacked', hour: 1 } },
      { method: 'DELETE', url: `/api/time-blocks/${block.id}` },
    ]);
    const list = await call(owner.cookie, 'GET', '/api/time-blocks?date=2026-08-03');
    expect(list.json()).toEqual([block]);
  });

  it('creates blocks only for the signed-in user', async () => {
    const user = await signUpUser(ctx.app);
    await call(user.cookie, 'POST', '/api/time-blocks', { ...valid, userId: owner.id });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(user.id);
  });
});

describe('two tabs editing one block', () => {
  it('keeps both changes when they touch different fields, and the later one when they touch the same field', async () => {
    const user = await signUpUser(ctx.app);
    const block = await create(user.cookie, { date: '2026-06-01' });
    const [tabA, tabB] = await Promise.all([
      call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'Renamed in tab A' }),
      call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { hour: 14 }),
    ]);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    const [row] = await rowsOf(user.id);
    expect(row).toMatchObject({ title: 'Renamed in tab A', hour: 14, duration: 2, category: 'focus' });

    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'First' });
    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'Second' });
    expect((await rowsOf(user.id))[0]!.title).toBe('Second');
  });
});
