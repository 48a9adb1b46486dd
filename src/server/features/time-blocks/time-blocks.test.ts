import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import { timeBlockListSchema, timeBlockSchema } from '../../../shared/schemas/time-blocks.js';
import { purgeExpiredDeletedItems } from '../../db/deleted-items.js';
import { deletedItems, timeBlocks } from '../../db/schema/index.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expireDeletedItem, rowsAsStored } from '../../test/row-snapshot.js';

const ctx = useTestApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await signUpUser(ctx.app);
  other = await signUpUser(ctx.app);
});

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
    expect(body).toEqual({
      id: expect.any(String),
      hour: 9,
      minute: 0,
      title: 'Write report',
      category: 'focus',
      duration: 2,
      durationMinutes: 120,
      date: '2026-03-02',
      source: 'manual',
      rrule: null,
      occurrence: null,
      taskId: null,
    });
    expect(Object.keys(body).sort()).toEqual([
      'category',
      'date',
      'duration',
      'durationMinutes',
      'hour',
      'id',
      'minute',
      'occurrence',
      'rrule',
      'source',
      'taskId',
      'title',
    ]);
    expect(body.source).toBe('manual');
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
    ['duration 1.1 (not a 5-minute step)', { duration: 1.1 }, 'duration'],
    ['duration as text', { duration: '2' }, 'duration'],
    ['missing duration', { duration: undefined }, 'duration'],
    ['minute 7', { minute: 7 }, 'minute'],
    ['minute 60', { minute: 60 }, 'minute'],
    ['minute -5', { minute: -5 }, 'minute'],
    ['minute 2.5', { minute: 2.5 }, 'minute'],
    ['durationMinutes 0', { duration: undefined, durationMinutes: 0 }, 'durationMinutes'],
    ['durationMinutes 17', { duration: undefined, durationMinutes: 17 }, 'durationMinutes'],
    ['durationMinutes 725', { duration: undefined, durationMinutes: 725 }, 'durationMinutes'],
    ['duration and durationMinutes that disagree', { duration: 2, durationMinutes: 90 }, 'durationMinutes'],
    ['durationMinutes and duration that disagree', { duration: 1.5, durationMinutes: 60 }, 'duration'],
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

describe('minute precision', () => {
  it('keeps a 9:30 start and a 15-minute length, answering both length fields', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user.cookie, 'POST', '/api/time-blocks', { ...valid, duration: undefined, minute: 30, durationMinutes: 15, date: '2026-07-01' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ hour: 9, minute: 30, durationMinutes: 15, duration: 0.25 });
    const [listed] = (await call(user.cookie, 'GET', '/api/time-blocks?date=2026-07-01')).json();
    expect(listed).toMatchObject({ hour: 9, minute: 30, durationMinutes: 15, duration: 0.25 });
  });

  it('reads a length in hours as minutes: 1.5 and 0.25, and both fields when they agree', async () => {
    expect(await create(owner.cookie, { duration: 1.5, date: '2026-07-02' })).toMatchObject({ duration: 1.5, durationMinutes: 90, minute: 0 });
    expect(await create(owner.cookie, { duration: 0.25, date: '2026-07-02' })).toMatchObject({ duration: 0.25, durationMinutes: 15 });
    expect(await create(owner.cookie, { duration: 0.75, durationMinutes: 45, date: '2026-07-02' })).toMatchObject({ durationMinutes: 45 });
  });

  it('accepts the edges: minute 55, 5 minutes and 12 hours', async () => {
    expect(await create(owner.cookie, { minute: 55, duration: undefined, durationMinutes: 5, date: '2026-07-03' })).toMatchObject({
      minute: 55,
      durationMinutes: 5,
    });
    expect(await create(owner.cookie, { minute: 0, duration: undefined, durationMinutes: 720, date: '2026-07-03' })).toMatchObject({
      durationMinutes: 720,
      duration: 12,
    });
  });

  it('changes the minute or the length alone, in either unit, and refuses a patch whose lengths disagree', async () => {
    const block = await create(owner.cookie, { date: '2026-07-04' });
    const later = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { minute: 45 });
    expect(later.json()).toMatchObject({ hour: 9, minute: 45, durationMinutes: 120 });
    const shorter = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { duration: 0.5 });
    expect(shorter.json()).toMatchObject({ hour: 9, minute: 45, durationMinutes: 30, duration: 0.5 });
    const longer = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { durationMinutes: 25 });
    expect(longer.json()).toMatchObject({ durationMinutes: 25 });
    for (const [payload, path] of [
      [{ duration: 1, durationMinutes: 30 }, 'durationMinutes'],
      [{ minute: 7 }, 'minute'],
      [{ durationMinutes: 3 }, 'durationMinutes'],
      [{ duration: 0.3 }, 'duration'],
    ] as const) {
      const res = await call(owner.cookie, 'PATCH', `/api/time-blocks/${block.id}`, payload);
      expect(res.statusCode).toBe(400);
      expect(issuePaths(res)).toContain(path);
    }
    const [row] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
    expect(row).toMatchObject({ hour: 9, minute: 45, durationMinutes: 25 });
  });

  it('lists blocks of one hour in minute order', async () => {
    const user = await signUpUser(ctx.app);
    await create(user.cookie, { hour: 9, minute: 30, title: 'Half past', date: '2026-07-05' });
    await create(user.cookie, { hour: 10, title: 'Ten', date: '2026-07-05' });
    await create(user.cookie, { hour: 9, minute: 5, title: 'Five past', date: '2026-07-05' });
    await create(user.cookie, { hour: 9, title: 'Nine', date: '2026-07-05' });
    const titles = (await call(user.cookie, 'GET', '/api/time-blocks?date=2026-07-05')).json().map((b: { title: string }) => b.title);
    expect(titles).toEqual(['Nine', 'Five past', 'Half past', 'Ten']);
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

  it('answers in the schema, field for field, for one-off blocks and occurrences (the list is sent without the serializer)', async () => {
    const user = await signUpUser(ctx.app);
    const single = await create(user.cookie, { hour: 15, title: 'Afternoon', date: '2026-05-05' });
    const series = await create(user.cookie, { hour: 7, title: 'Stand-up', date: '2026-05-04', rrule: 'FREQ=DAILY' });
    const res = await call(user.cookie, 'GET', '/api/time-blocks?date=2026-05-05');
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = res.json();
    expect(timeBlockListSchema.parse(list)).toEqual(list);
    expect(list.map((b: object) => Object.keys(b).sort())).toEqual([Object.keys(timeBlockSchema.shape).sort(), Object.keys(timeBlockSchema.shape).sort()]);
    expect(list).toEqual([
      { ...series, date: '2026-05-05', occurrence: '2026-05-05' },
      { ...single, source: 'manual', rrule: null, occurrence: null },
    ]);
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

  it('accepts a range of exactly 42 days and a one-day range', async () => {
    expect((await call(owner.cookie, 'GET', '/api/time-blocks?from=2026-03-01&to=2026-04-11')).statusCode).toBe(200);
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
    ['a range over 42 days', '?from=2026-03-01&to=2026-04-12', 'to'],
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
    expect(moved.json()).toEqual({ ...block, title: 'Renamed', category: 'completed', hour: 20, duration: 4, durationMinutes: 240, date: '2026-06-02' });
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
      expect({ hour: row.hour, title: row.title, category: row.category, duration: row.durationMinutes / 60, date: row.date }).toEqual({
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
    expect(row.title).toBe('Deep work');
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
    expect(rows[0].userId).toBe(user.id);
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
    expect(row).toMatchObject({ title: 'Renamed in tab A', hour: 14, durationMinutes: 120, category: 'focus' });

    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'First' });
    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'Second' });
    expect((await rowsOf(user.id))[0].title).toBe('Second');
  });
});

describe('POST /api/time-blocks/:id/restore (Undo)', () => {
  it('puts a deleted block back exactly: same id, fields and timestamps, in its place in the list', async () => {
    const user = await signUpUser(ctx.app);
    const early = await create(user.cookie, { date: '2026-09-01', hour: 7, title: 'Early' });
    const block = await create(user.cookie, { date: '2026-09-01', hour: 10, duration: 3, category: 'meeting', title: 'Planning' });
    const late = await create(user.cookie, { date: '2026-09-01', hour: 15, title: 'Late' });
    await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { title: 'Planning, edited' });
    const stored = await rowsAsStored(ctx.database.db, timeBlocks, 'id', block.id);
    const listed = (await call(user.cookie, 'GET', '/api/time-blocks?date=2026-09-01')).json();

    expect((await call(user.cookie, 'DELETE', `/api/time-blocks/${block.id}`)).statusCode).toBe(204);
    expect(await rowsAsStored(ctx.database.db, timeBlocks, 'id', block.id)).toEqual([]);

    const res = await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...block, title: 'Planning, edited' });
    expect(await rowsAsStored(ctx.database.db, timeBlocks, 'id', block.id)).toEqual(stored);
    expect((await call(user.cookie, 'GET', '/api/time-blocks?date=2026-09-01')).json()).toEqual(listed);
    expect(listed.map((b: { id: string }) => b.id)).toEqual([early.id, block.id, late.id]);
  });

  it('restores once: a second Undo is 404, and the block can be deleted and restored again', async () => {
    const user = await signUpUser(ctx.app);
    const block = await create(user.cookie, { date: '2026-09-02' });
    await call(user.cookie, 'DELETE', `/api/time-blocks/${block.id}`);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`)).statusCode).toBe(200);
    const again = await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Deleted time block not found' });
    await call(user.cookie, 'DELETE', `/api/time-blocks/${block.id}`);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`)).statusCode).toBe(200);
  });

  it('answers 404 for a block never deleted, an unknown id and an expired copy, and 400 for a malformed id', async () => {
    const user = await signUpUser(ctx.app);
    const kept = await create(user.cookie, { date: '2026-09-03' });
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${kept.id}/restore`)).statusCode).toBe(404);
    expect((await call(user.cookie, 'POST', '/api/time-blocks/00000000-0000-4000-8000-000000000000/restore')).statusCode).toBe(404);
    const malformed = await call(user.cookie, 'POST', '/api/time-blocks/nope/restore');
    expect(malformed.statusCode).toBe(400);
    expect(issuePaths(malformed)).toContain('id');

    const old = await create(user.cookie, { date: '2026-09-03', hour: 14 });
    await call(user.cookie, 'DELETE', `/api/time-blocks/${old.id}`);
    await expireDeletedItem(ctx.database.db, old.id);
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${old.id}/restore`)).statusCode).toBe(404);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('answers 409 when a block with that id exists again, and keeps the copy', async () => {
    const user = await signUpUser(ctx.app);
    const block = await create(user.cookie, { date: '2026-09-04' });
    const [row] = await ctx.database.db.select().from(timeBlocks).where(eq(timeBlocks.id, block.id));
    await call(user.cookie, 'DELETE', `/api/time-blocks/${block.id}`);
    await ctx.database.db.insert(timeBlocks).values({ ...row, title: 'Imported again' });
    const res = await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Time block already exists' });
    expect((await rowsOf(user.id)).map((r) => r.title)).toEqual(['Imported again']);
    await ctx.database.db.delete(timeBlocks).where(eq(timeBlocks.id, block.id));
    expect((await call(user.cookie, 'POST', `/api/time-blocks/${block.id}/restore`)).json()).toMatchObject({ title: 'Deep work' });
  });

  it('keeps the copy only until the maintenance job finds it expired', async () => {
    const user = await signUpUser(ctx.app);
    const fresh = await create(user.cookie, { date: '2026-09-06', hour: 8 });
    const stale = await create(user.cookie, { date: '2026-09-06', hour: 12 });
    await call(user.cookie, 'DELETE', `/api/time-blocks/${fresh.id}`);
    await call(user.cookie, 'DELETE', `/api/time-blocks/${stale.id}`);
    await expireDeletedItem(ctx.database.db, stale.id);
    await purgeExpiredDeletedItems(ctx.database.db, new Date());
    const kept = await ctx.database.db.select().from(deletedItems).where(eq(deletedItems.userId, user.id));
    expect(kept.map((k) => k.itemId)).toEqual([fresh.id]);
    expect(kept[0].expiresAt.getTime() - kept[0].deletedAt.getTime()).toBe(UNDO_KEEP_MS);
  });

  it('answers 401 without a session and 404 to another user, who can neither see nor restore the block', async () => {
    const block = await create(owner.cookie, { date: '2026-09-05', title: 'Mine to undo' });
    await call(owner.cookie, 'DELETE', `/api/time-blocks/${block.id}`);
    await expectAllUnauthorized(ctx.app, [{ method: 'POST', url: `/api/time-blocks/${block.id}/restore` }]);
    await expectAllNotFound(ctx.app, other.cookie, [{ method: 'POST', url: `/api/time-blocks/${block.id}/restore` }]);
    expect((await call(other.cookie, 'GET', '/api/time-blocks?date=2026-09-05')).json()).toEqual([]);
    expect((await call(owner.cookie, 'POST', `/api/time-blocks/${block.id}/restore`)).json()).toEqual(block);
  });
});
