import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { tasks } from '../../db/schema/index.js';
import { taskListSchema } from '../../../shared/schemas/tasks.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';
import { expireDeletedItem, rowsAsStored } from '../../test/row-snapshot.js';

// 2026-03-01 12:00 UTC is already 2026-03-02 in Kiritimati (UTC+14): "today" follows the user's timezone.
let clock = new Date('2026-03-01T12:00:00Z');
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
  cookie = (await signUpUser(ctx.app)).cookie;
});
afterAll(() => ctx.close());

type Payload = Record<string, unknown>;
const create = (payload: Payload, as = cookie) => ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie: as }, payload });
const patch = (id: string, payload: Payload, as = cookie) => ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${id}`, headers: { cookie: as }, payload });
const remove = (id: string, as = cookie) => ctx.app.inject({ method: 'DELETE', url: `/api/tasks/${id}`, headers: { cookie: as } });
const restore = (id: string, as = cookie) => ctx.app.inject({ method: 'POST', url: `/api/tasks/${id}/restore`, headers: { cookie: as } });
const list = (as = cookie, query = '') => ctx.app.inject({ method: 'GET', url: `/api/tasks${query}`, headers: { cookie: as } });
const titles = async (as: string, query = '') => (await list(as, query)).json().map((t: { title: string }) => t.title);

describe('POST /api/tasks', () => {
  it('creates an open task with the defaults', async () => {
    const res = await create({ title: '  Call the plumber ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      title: 'Call the plumber',
      notes: '',
      status: 'open',
      dueDate: null,
      estimateMinutes: null,
      priority: 'normal',
      lifeArea: null,
      goalId: null,
      relationshipId: null,
      rrule: null,
      labels: [],
      parentId: null,
      milestoneIndex: null,
      pickedFor: null,
      position: null,
      blockIds: [],
      scheduledDate: null,
      rolledOverFrom: null,
      completedAt: null,
      createdAt: clock.toISOString(),
    });
  });

  it('keeps every field as sent, linked to the user’s own goal and person', async () => {
    const goal = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { cookie },
        payload: { title: 'Fix the house', category: 'Home', timeframe: '12 weeks' },
      })
    ).json();
    const person = (await ctx.app.inject({ method: 'POST', url: '/api/relationships', headers: { cookie }, payload: { name: 'Maya', initials: 'M' } })).json();
    const res = await create({
      title: 'Plumber',
      notes: 'Kitchen sink',
      dueDate: '2026-03-06',
      estimateMinutes: 30,
      priority: 'high',
      lifeArea: 'home',
      goalId: goal.id,
      relationshipId: person.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      notes: 'Kitchen sink',
      dueDate: '2026-03-06',
      estimateMinutes: 30,
      priority: 'high',
      lifeArea: 'home',
      goalId: goal.id,
      relationshipId: person.id,
    });
  });

  it.each([
    ['title', { title: undefined }],
    ['title', { title: '  ' }],
    ['title', { title: 'x'.repeat(201) }],
    ['title', { title: 'a\u0000b' }],
    ['notes', { notes: 'x'.repeat(5001) }],
    ['dueDate', { dueDate: '2026-02-30' }],
    ['dueDate', { dueDate: 'friday' }],
    ['estimateMinutes', { estimateMinutes: 0 }],
    ['estimateMinutes', { estimateMinutes: 7 }],
    ['estimateMinutes', { estimateMinutes: 725 }],
    ['estimateMinutes', { estimateMinutes: '30' }],
    ['priority', { priority: 'urgent' }],
    ['lifeArea', { lifeArea: 'chores' }],
    ['goalId', { goalId: 'not-a-uuid' }],
    ['relationshipId', { relationshipId: 12 }],
  ])('refuses a bad %s with 400 naming it', async (field, change) => {
    const res = await create({ title: 'Task', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('accepts the longest allowed values', async () => {
    const res = await create({ title: 'x'.repeat(200), notes: 'n'.repeat(5000), estimateMinutes: 720 });
    expect(res.statusCode).toBe(201);
  });

  it("answers 404 naming the field for another user's goal or person, and stores nothing", async () => {
    const other = await signUpUser(ctx.app);
    const goal = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/goals',
        headers: { cookie: other.cookie },
        payload: { title: 'Theirs', category: 'Home', timeframe: '12 weeks' },
      })
    ).json();
    const person = (
      await ctx.app.inject({ method: 'POST', url: '/api/relationships', headers: { cookie: other.cookie }, payload: { name: 'Theirs', initials: 'T' } })
    ).json();
    const user = await signUpUser(ctx.app);
    const byGoal = await create({ title: 'Sneaky', goalId: goal.id }, user.cookie);
    expect(byGoal.statusCode).toBe(404);
    expect(byGoal.json().issues[0].path).toBe('goalId');
    const byPerson = await create({ title: 'Sneaky', relationshipId: person.id }, user.cookie);
    expect(byPerson.statusCode).toBe(404);
    expect(byPerson.json().issues[0].path).toBe('relationshipId');
    expect((await list(user.cookie)).json()).toEqual([]);
  });
});

describe('GET /api/tasks (plan order)', () => {
  it('puts due-today-or-earlier first by due date then priority, then the rest by priority, due date (none last) and age', async () => {
    const user = await signUpUser(ctx.app);
    const start = clock;
    let second = 0;
    const add = (title: string, extra: Payload = {}) => {
      clock = new Date(start.getTime() + ++second * 1000);
      return create({ title, ...extra }, user.cookie);
    };
    await add('low, no date', { priority: 'low' });
    await add('normal, no date, older');
    await add('high, due next week', { priority: 'high', dueDate: '2026-03-08' });
    await add('normal, due today', { dueDate: '2026-03-01' });
    await add('high, due today', { priority: 'high', dueDate: '2026-03-01' });
    await add('low, overdue', { priority: 'low', dueDate: '2026-02-20' });
    await add('normal, due tomorrow', { dueDate: '2026-03-02' });
    await add('high, no date', { priority: 'high' });
    await add('normal, no date, newer');
    await add('low, due in a week', { priority: 'low', dueDate: '2026-03-08' });
    clock = start;
    expect(await titles(user.cookie)).toEqual([
      'low, overdue',
      'high, due today',
      'normal, due today',
      'high, due next week',
      'high, no date',
      'normal, due tomorrow',
      'normal, no date, older',
      'normal, no date, newer',
      'low, due in a week',
      'low, no date',
    ]);
  });

  it("reads today in the user's own timezone", async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    await create({ title: 'high, no date', priority: 'high' }, user.cookie);
    await create({ title: 'low, due 2 March', priority: 'low', dueDate: '2026-03-02' }, user.cookie);
    expect(await titles(user.cookie)).toEqual(['low, due 2 March', 'high, no date']);
  });

  it('answers in the schema and leaves done tasks out', async () => {
    const user = await signUpUser(ctx.app);
    const done = (await create({ title: 'Done' }, user.cookie)).json();
    await create({ title: 'Open' }, user.cookie);
    await patch(done.id, { status: 'done' }, user.cookie);
    const answer = (await list(user.cookie)).json();
    expect(taskListSchema.parse(answer)).toEqual(answer);
    expect(answer.map((t: { title: string }) => t.title)).toEqual(['Open']);
  });
});

describe('GET /api/tasks?status=done', () => {
  it('pages done tasks newest completion first, 50 at a time, with before', async () => {
    const user = await signUpUser(ctx.app);
    const start = clock;
    for (let i = 0; i < 55; i++) {
      const { id } = (await create({ title: `Task ${i}` }, user.cookie)).json();
      clock = new Date(start.getTime() + i * 60_000);
      await patch(id, { status: 'done' }, user.cookie);
    }
    clock = start;
    const first = (await list(user.cookie, '?status=done')).json();
    expect(first).toHaveLength(50);
    expect(first[0]).toMatchObject({ title: 'Task 54', status: 'done', completedAt: new Date(start.getTime() + 54 * 60_000).toISOString() });
    expect(first[49].title).toBe('Task 5');
    const rest = (await list(user.cookie, `?status=done&before=${first[49].id}`)).json();
    expect(rest.map((t: { title: string }) => t.title)).toEqual(['Task 4', 'Task 3', 'Task 2', 'Task 1', 'Task 0']);
    expect((await list(user.cookie, `?status=done&before=${rest[4].id}`)).json()).toEqual([]);
  });

  it("answers 404 naming before for an id that is not one of the user's done tasks, and 400 for before without status=done", async () => {
    const user = await signUpUser(ctx.app);
    const open = (await create({ title: 'Open' }, user.cookie)).json();
    const res = await list(user.cookie, `?status=done&before=${open.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().issues[0].path).toBe('before');
    const unpaged = await list(user.cookie, `?before=${open.id}`);
    expect(unpaged.statusCode).toBe(400);
    expect(unpaged.json().issues[0].path).toBe('before');
    expect((await list(user.cookie, '?status=maybe')).json().issues[0].path).toBe('status');
  });
});

describe('PATCH /api/tasks/:id', () => {
  it('done sets completedAt (kept when done again), open clears it', async () => {
    const { id } = (await create({ title: 'Check off' })).json();
    const done = await patch(id, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done', completedAt: clock.toISOString() });
    const later = clock;
    clock = new Date(clock.getTime() + 3_600_000);
    expect((await patch(id, { status: 'done', title: 'Checked off' })).json()).toMatchObject({ title: 'Checked off', completedAt: later.toISOString() });
    expect((await patch(id, { status: 'open' })).json()).toMatchObject({ status: 'open', completedAt: null });
    clock = later;
  });

  it('edits fields, clears nullable ones with null and keeps the rest', async () => {
    const { id } = (await create({ title: 'Edit me', dueDate: '2026-03-04', estimateMinutes: 45, priority: 'low', notes: 'first' })).json();
    const res = await patch(id, { dueDate: null, priority: 'high', notes: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Edit me', dueDate: null, estimateMinutes: 45, priority: 'high', notes: '' });
  });

  it.each([
    ['title', { title: '' }],
    ['status', { status: 'finished' }],
    ['estimateMinutes', { estimateMinutes: 3 }],
    ['priority', { priority: 'HIGH' }],
  ])('refuses a bad %s with 400 naming it and changes nothing', async (field, change) => {
    const created = (await create({ title: 'Stay' })).json();
    const res = await patch(created.id, change);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
    expect((await list()).json().find((t: { id: string }) => t.id === created.id)).toEqual(created);
  });

  it('refuses a malformed id with 400 and an unknown id with 404', async () => {
    expect((await patch('nope', { title: 'x' })).statusCode).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { title: 'x' })).statusCode).toBe(404);
  });

  it('keeps the task when its goal is deleted, unlinked', async () => {
    const goal = (
      await ctx.app.inject({ method: 'POST', url: '/api/goals', headers: { cookie }, payload: { title: 'Gone', category: 'Home', timeframe: '12 days' } })
    ).json();
    const { id } = (await create({ title: 'For the goal', goalId: goal.id })).json();
    await ctx.app.inject({ method: 'DELETE', url: `/api/goals/${goal.id}`, headers: { cookie } });
    expect((await list()).json().find((t: { id: string }) => t.id === id)).toMatchObject({ goalId: null });
  });
});

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    const { id } = (await create({ title: 'Mine' })).json();
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/tasks' },
      { method: 'GET', url: '/api/tasks?status=done' },
      { method: 'POST', url: '/api/tasks', payload: { title: 'x' } },
      { method: 'PATCH', url: `/api/tasks/${id}`, payload: { status: 'done' } },
      { method: 'DELETE', url: `/api/tasks/${id}` },
      { method: 'POST', url: `/api/tasks/${id}/restore` },
      { method: 'PUT', url: '/api/tasks/order', payload: { ids: [id] } },
    ]);
  });

  it("answers 404 to another user's task, never lists it and leaves it unchanged", async () => {
    const owner = await signUpUser(ctx.app);
    const created = (await create({ title: 'Private', priority: 'high' }, owner.cookie)).json();
    const doneOne = (await create({ title: 'Private done' }, owner.cookie)).json();
    await patch(doneOne.id, { status: 'done' }, owner.cookie);
    const intruder = await signUpUser(ctx.app);
    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'PATCH', url: `/api/tasks/${created.id}`, payload: { title: 'Mine now' } },
      { method: 'PATCH', url: `/api/tasks/${created.id}`, payload: { status: 'done' } },
      { method: 'DELETE', url: `/api/tasks/${created.id}` },
      { method: 'POST', url: `/api/tasks/${created.id}/restore` },
      { method: 'GET', url: `/api/tasks?status=done&before=${doneOne.id}` },
      { method: 'PUT', url: '/api/tasks/order', payload: { ids: [created.id] } },
    ]);
    expect((await list(intruder.cookie)).json()).toEqual([]);
    expect((await list(intruder.cookie, '?status=done')).json()).toEqual([]);
    expect((await list(owner.cookie)).json()).toEqual([created]);
  });
});

describe('DELETE and POST /api/tasks/:id/restore (Undo)', () => {
  it('deletes with 204 and puts the task back exactly, in its place', async () => {
    const user = await signUpUser(ctx.app);
    await create({ title: 'First', priority: 'high' }, user.cookie);
    const task = (await create({ title: 'Middle', notes: 'Keep me', estimateMinutes: 25 }, user.cookie)).json();
    await create({ title: 'Last', priority: 'low' }, user.cookie);
    const stored = await rowsAsStored(ctx.database.db, tasks, 'id', task.id);
    const listed = (await list(user.cookie)).json();
    const res = await remove(task.id, user.cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await titles(user.cookie)).toEqual(['First', 'Last']);
    expect((await remove(task.id, user.cookie)).statusCode).toBe(404);
    const back = await restore(task.id, user.cookie);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual(task);
    expect(await rowsAsStored(ctx.database.db, tasks, 'id', task.id)).toEqual(stored);
    expect((await list(user.cookie)).json()).toEqual(listed);
  });

  it('answers 404 when there is nothing to restore: never deleted, already restored or past the 10 minutes', async () => {
    const user = await signUpUser(ctx.app);
    const task = (await create({ title: 'Once' }, user.cookie)).json();
    expect((await restore(task.id, user.cookie)).statusCode).toBe(404);
    await remove(task.id, user.cookie);
    expect((await restore(task.id, user.cookie)).statusCode).toBe(200);
    expect((await restore(task.id, user.cookie)).json()).toEqual({ message: 'Deleted task not found' });
    await remove(task.id, user.cookie);
    await expireDeletedItem(ctx.database.db, task.id);
    expect((await restore(task.id, user.cookie)).statusCode).toBe(404);
    expect((await list(user.cookie)).json()).toEqual([]);
  });

  it('restores a task whose person was deleted meanwhile, unlinked', async () => {
    const user = await signUpUser(ctx.app);
    const person = (
      await ctx.app.inject({ method: 'POST', url: '/api/relationships', headers: { cookie: user.cookie }, payload: { name: 'Maya', initials: 'M' } })
    ).json();
    const task = (await create({ title: 'Call Maya', relationshipId: person.id }, user.cookie)).json();
    await remove(task.id, user.cookie);
    await ctx.app.inject({ method: 'DELETE', url: `/api/relationships/${person.id}`, headers: { cookie: user.cookie } });
    const back = await restore(task.id, user.cookie);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toEqual({ ...task, relationshipId: null });
  });
});
