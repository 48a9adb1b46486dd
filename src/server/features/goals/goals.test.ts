import { beforeAll, describe, expect, it } from 'vitest';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { goals } from '../../db/schema/index.js';
import { goalListSchema, goalSchema } from '../../../shared/schemas/goals.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { expireDeletedItem, rowsAsStored } from '../../test/row-snapshot.js';

// 2026-03-01 12:00 UTC is already 2026-03-02 in Kiritimati (UTC+14): "today" follows the user's timezone.
const clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });
let cookie: string;
beforeAll(async () => {
  cookie = (await signUpUser(ctx.app)).cookie;
});

const base = { title: 'Run a half marathon', category: 'Health', timeframe: '12 weeks' };

async function create(payload: Record<string, unknown>, as = cookie) {
  return ctx.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie: as }, payload });
}
async function patch(id: string, payload: Record<string, unknown>, as = cookie) {
  return ctx.app.inject({ method: 'PATCH', url: `/api/goals/${id}`, headers: { cookie: as }, payload });
}
async function list(as = cookie) {
  return ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: as } });
}

describe('POST /api/goals', () => {
  it('creates with the defaults: progress 0, start today, 12 milestones, end from the timeframe', async () => {
    const res = await create(base);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      title: 'Run a half marathon',
      category: 'Health',
      timeframe: '12 weeks',
      startDate: '2026-03-01',
      endDate: '2026-05-24',
      totalMilestones: 12,
      completedMilestones: 0,
      progress: 0,
      description: '',
      daysLeft: 84,
      status: 'active',
      progressSource: 'percentage',
      milestones: Array.from({ length: 12 }, (_, i) => ({ index: i + 1, title: null, dueDate: null, doneAt: null })),
    });
  });

  it("starts on the user's own today", async () => {
    const { cookie: kiritimati } = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    const res = await create({ ...base, timeframe: '12 days' }, kiritimati);
    expect(res.json()).toMatchObject({ startDate: '2026-03-02', endDate: '2026-03-14', daysLeft: 12 });
  });

  it('computes the end date itself and ignores the client end date and milestone counts', async () => {
    const res = await create({
      ...base,
      timeframe: '12 months',
      startDate: '2024-02-29',
      endDate: '2030-01-01',
      totalMilestones: 99,
      completedMilestones: 7,
      progress: 50,
      description: '  Twice a week  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      startDate: '2024-02-29',
      endDate: '2025-02-28',
      totalMilestones: 12,
      completedMilestones: 6,
      progress: 50,
      description: 'Twice a week',
      daysLeft: 0,
    });
  });

  it('trims the title and category and clamps month ends', async () => {
    const res = await create({ title: '  Learn Spanish ', category: ' Learning ', timeframe: '12 months', startDate: '2026-01-31' });
    expect(res.json()).toMatchObject({ title: 'Learn Spanish', category: 'Learning', endDate: '2027-01-31' });
  });

  it('marks a goal created at 100% as completed', async () => {
    const res = await create({ ...base, progress: 100 });
    expect(res.json()).toMatchObject({ status: 'completed', completedMilestones: 12 });
  });

  it.each([
    ['title', { title: undefined }],
    ['title', { title: '   ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: 42 }],
    ['category', { category: undefined }],
    ['category', { category: '' }],
    ['category', { category: 'x'.repeat(101) }],
    ['timeframe', { timeframe: undefined }],
    ['timeframe', { timeframe: '12 years' }],
    ['timeframe', { timeframe: '12 Weeks' }],
    ['description', { description: 'x'.repeat(2001) }],
    ['description', { description: 7 }],
    ['progress', { progress: -1 }],
    ['progress', { progress: 101 }],
    ['progress', { progress: 50.5 }],
    ['progress', { progress: '50' }],
    ['startDate', { startDate: '2026-02-30' }],
    ['startDate', { startDate: '01/03/2026' }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await create({ ...base, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('accepts the longest allowed values', async () => {
    const res = await create({ title: 'x'.repeat(200), category: 'c'.repeat(100), timeframe: '12 days', description: 'd'.repeat(2000) });
    expect(res.statusCode).toBe(201);
  });
});

describe('GET /api/goals', () => {
  it('lists active goals by end date, then completed ones', async () => {
    const { cookie: own } = await signUpUser(ctx.app);
    await create({ ...base, title: 'Months', timeframe: '12 months' }, own);
    await create({ ...base, title: 'Done', timeframe: '12 days', progress: 100 }, own);
    await create({ ...base, title: 'Days', timeframe: '12 days' }, own);
    await create({ ...base, title: 'Weeks', timeframe: '12 weeks' }, own);
    const res = await list(own);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((g: { title: string; status: string }) => [g.title, g.status])).toEqual([
      ['Days', 'active'],
      ['Weeks', 'active'],
      ['Months', 'active'],
      ['Done', 'completed'],
    ]);
  });

  it('is empty for a new user', async () => {
    const { cookie: fresh } = await signUpUser(ctx.app);
    expect((await list(fresh)).json()).toEqual([]);
  });

  it('answers in the schema, field for field, as a goal is answered alone (the list is sent without the serializer)', async () => {
    const { cookie: own } = await signUpUser(ctx.app);
    const created = (await create({ ...base, title: 'Read', description: 'Twelve books' }, own)).json();
    const res = await list(own);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const answer = res.json();
    expect(goalListSchema.parse(answer)).toEqual(answer);
    expect(Object.keys(answer[0]).sort()).toEqual(Object.keys(goalSchema.shape).sort());
    expect(answer).toEqual([created]);
  });
});

describe('PATCH /api/goals/:id', () => {
  it('sets completed milestones from progress, as the web sends it', async () => {
    const id = (await create(base)).json().id;
    const cases: Array<[number, number]> = [
      [8, 0],
      [9, 1],
      [50, 6],
      [99, 11],
      [100, 12],
      [0, 0],
    ];
    for (const [progress, milestones] of cases) {
      const res = await patch(id, { progress, completedMilestones: 3 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ progress, completedMilestones: milestones, status: progress === 100 ? 'completed' : 'active' });
    }
  });

  it('recomputes the end date when the timeframe or the start date changes', async () => {
    const id = (await create({ ...base, startDate: '2026-01-31' })).json().id;
    const months = await patch(id, { timeframe: '12 months', endDate: '2099-01-01' });
    expect(months.json()).toMatchObject({ timeframe: '12 months', startDate: '2026-01-31', endDate: '2027-01-31' });
    const moved = await patch(id, { startDate: '2024-02-29' });
    expect(moved.json()).toMatchObject({ startDate: '2024-02-29', endDate: '2025-02-28' });
    const days = await patch(id, { timeframe: '12 days', startDate: '2026-03-01' });
    expect(days.json()).toMatchObject({ endDate: '2026-03-13', daysLeft: 12 });
  });

  it('edits the text fields and keeps the rest', async () => {
    const id = (await create({ ...base, progress: 25, description: 'first' })).json().id;
    const res = await patch(id, { title: 'Run a full marathon', category: 'Fitness', description: '' });
    expect(res.json()).toMatchObject({
      title: 'Run a full marathon',
      category: 'Fitness',
      description: '',
      progress: 25,
      completedMilestones: 3,
      timeframe: '12 weeks',
    });
    const [row] = (await list()).json().filter((g: { id: string }) => g.id === id);
    expect(row.title).toBe('Run a full marathon');
  });

  it.each([
    ['title', { title: ' ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['category', { category: '' }],
    ['category', { category: 'x'.repeat(101) }],
    ['timeframe', { timeframe: '13 weeks' }],
    ['description', { description: 'x'.repeat(2001) }],
    ['progress', { progress: 101 }],
    ['progress', { progress: -5 }],
    ['progress', { progress: 1.5 }],
    ['progress', { progress: 'abc' }],
    ['startDate', { startDate: 'tomorrow' }],
  ])('refuses a bad %s with 400 naming it and changes nothing', async (field, change) => {
    const created = (await create(base)).json();
    const res = await patch(created.id, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    const after = (await list()).json().find((g: { id: string }) => g.id === created.id);
    expect(after).toEqual(created);
  });

  it('refuses a malformed id with 400 and an unknown id with 404', async () => {
    const bad = await patch('not-a-uuid', { progress: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('id');
    const missing = await patch('00000000-0000-4000-8000-000000000000', { progress: 5 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('concurrent edits', () => {
  it('keeps every field-disjoint change of 50 simultaneous PATCHes of one goal', async () => {
    const { id } = (await create({ ...base, timeframe: '12 days', startDate: '2026-03-01' })).json();
    const patches = Array.from({ length: 50 }, (_, i) => {
      switch (i % 5) {
        case 0:
          return { progress: 75 };
        case 1:
          return { timeframe: '12 months' };
        case 2:
          return { title: 'Run a full marathon' };
        case 3:
          return { description: 'Sub four hours' };
        default:
          return { category: 'Fitness' };
      }
    });
    const answers = await Promise.all(patches.map((p) => patch(id, p)));
    expect(answers.map((a) => a.statusCode)).toEqual(patches.map(() => 200));
    const goal = (await list()).json().find((g: { id: string }) => g.id === id);
    expect(goal).toMatchObject({
      progress: 75,
      completedMilestones: 9,
      timeframe: '12 months',
      startDate: '2026-03-01',
      endDate: '2027-03-01',
      title: 'Run a full marathon',
      description: 'Sub four hours',
      category: 'Fitness',
    });
  });
});

describe('date bounds', () => {
  it('refuses a start date outside 1900–2999 with 400 and stores nothing; the last accepted year still answers', async () => {
    const user = await signUpUser(ctx.app);
    for (const startDate of ['9999-06-01', '3000-01-01', '1899-12-31']) {
      const res = await create({ ...base, timeframe: '12 months', startDate }, user.cookie);
      expect(res.statusCode, startDate).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('startDate');
    }
    expect((await list(user.cookie)).json()).toEqual([]);
    const edge = await create({ ...base, timeframe: '12 months', startDate: '2999-06-01' }, user.cookie);
    expect(edge.statusCode).toBe(201);
    expect(edge.json().endDate).toBe('3000-06-01');
    expect((await list(user.cookie)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });
});

describe('DELETE /api/goals/:id', () => {
  it('deletes with 204, then 404', async () => {
    const id = (await create(base)).json().id;
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await list()).json().some((g: { id: string }) => g.id === id)).toBe(false);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers: { cookie } });
    expect(again.statusCode).toBe(404);
  });
});

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    const id = (await create(base)).json().id;
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/goals' },
      { method: 'POST', url: '/api/goals', payload: base },
      { method: 'PATCH', url: `/api/goals/${id}`, payload: { progress: 50 } },
      { method: 'DELETE', url: `/api/goals/${id}` },
    ]);
    const after = (await list()).json().find((g: { id: string }) => g.id === id);
    expect(after.progress).toBe(0);
  });

  it("answers 404 to another user's goal, never lists it and leaves it unchanged", async () => {
    const owner = await signUpUser(ctx.app);
    const created = (await create({ ...base, progress: 25 }, owner.cookie)).json();
    const intruder = await signUpUser(ctx.app);
    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'PATCH', url: `/api/goals/${created.id}`, payload: { progress: 100, title: 'Mine now' } },
      { method: 'PATCH', url: `/api/goals/${created.id}`, payload: { timeframe: '12 days' } },
      { method: 'DELETE', url: `/api/goals/${created.id}` },
    ]);
    expect((await list(intruder.cookie)).json()).toEqual([]);
    expect((await list(owner.cookie)).json()).toEqual([created]);
  });
});

describe('POST /api/goals/:id/restore (Undo)', () => {
  const restore = (id: string, as = cookie) => ctx.app.inject({ method: 'POST', url: `/api/goals/${id}/restore`, headers: { cookie: as } });
  const remove = (id: string, as = cookie) => ctx.app.inject({ method: 'DELETE', url: `/api/goals/${id}`, headers: { cookie: as } });

  it('puts a deleted goal back exactly: same id, fields, progress and timestamps, in its place in the list', async () => {
    const user = await signUpUser(ctx.app);
    const first = (await create({ ...base, title: 'First', timeframe: '12 days' }, user.cookie)).json();
    const goal = (await create({ ...base, title: 'Middle', description: 'Step by step', startDate: '2026-02-01' }, user.cookie)).json();
    const last = (await create({ ...base, title: 'Last', timeframe: '12 months' }, user.cookie)).json();
    await patch(goal.id, { progress: 42 }, user.cookie);
    const stored = await rowsAsStored(ctx.database.db, goals, 'id', goal.id);
    const listed = (await list(user.cookie)).json();
    expect(listed.map((g: { id: string }) => g.id)).toEqual([first.id, goal.id, last.id]);

    expect((await remove(goal.id, user.cookie)).statusCode).toBe(204);
    const res = await restore(goal.id, user.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(listed[1]);
    expect(res.json()).toMatchObject({ progress: 42, completedMilestones: 5, description: 'Step by step', startDate: '2026-02-01' });
    expect(await rowsAsStored(ctx.database.db, goals, 'id', goal.id)).toEqual(stored);
    expect((await list(user.cookie)).json()).toEqual(listed);
  });

  it('answers 404 when there is nothing to restore: never deleted, already restored or expired', async () => {
    const user = await signUpUser(ctx.app);
    const goal = (await create(base, user.cookie)).json();
    expect((await restore(goal.id, user.cookie)).statusCode).toBe(404);
    await remove(goal.id, user.cookie);
    expect((await restore(goal.id, user.cookie)).statusCode).toBe(200);
    expect((await restore(goal.id, user.cookie)).json()).toEqual({ message: 'Deleted goal not found' });
    await remove(goal.id, user.cookie);
    await expireDeletedItem(ctx.database.db, goal.id);
    expect((await restore(goal.id, user.cookie)).statusCode).toBe(404);
    expect((await list(user.cookie)).json()).toEqual([]);
  });

  it('answers 401 without a session and 404 to another user', async () => {
    const owner = await signUpUser(ctx.app);
    const intruder = await signUpUser(ctx.app);
    const goal = (await create(base, owner.cookie)).json();
    await remove(goal.id, owner.cookie);
    await expectAllUnauthorized(ctx.app, [{ method: 'POST', url: `/api/goals/${goal.id}/restore` }]);
    await expectAllNotFound(ctx.app, intruder.cookie, [{ method: 'POST', url: `/api/goals/${goal.id}/restore` }]);
    expect((await list(intruder.cookie)).json()).toEqual([]);
    expect((await restore(goal.id, owner.cookie)).json()).toEqual(goal);
  });
});
