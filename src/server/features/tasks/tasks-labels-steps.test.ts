import { describe, expect, it } from 'vitest';
import type { Goal } from '../../../shared/schemas/goals.js';
import type { Task, TaskChange } from '../../../shared/schemas/tasks.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp({ now: () => new Date('2026-03-01T12:00:00Z') });

type Payload = Record<string, unknown>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const create = async (cookie: string, payload: Payload) => {
  const res = await inject('POST', '/api/tasks', cookie, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Task>();
};
const issuePaths = (body: { issues?: { path: string }[] }) => (body.issues ?? []).map((i) => i.path);

describe('labels', () => {
  it('keeps labels as written and lists the tasks under one whatever its case', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const home = await create(cookie, { title: 'Fix the tap', labels: ['Home', 'errands'] });
    await create(cookie, { title: 'Buy stamps', labels: ['errands'] });
    await create(cookie, { title: 'Write report' });
    expect(home.labels).toEqual(['Home', 'errands']);
    const listed = (await inject('GET', '/api/tasks?label=home', cookie)).json<Task[]>();
    expect(listed.map((t) => t.title)).toEqual(['Fix the tap']);
    expect(
      (await inject('GET', '/api/tasks?label=ERRANDS', cookie))
        .json<Task[]>()
        .map((t) => t.title)
        .sort(),
    ).toEqual(['Buy stamps', 'Fix the tap']);
    const relabelled = (await inject('PATCH', `/api/tasks/${home.id}`, cookie, { labels: [] })).json<Task>();
    expect(relabelled.labels).toEqual([]);
  });

  it.each([
    ['labels.0', { labels: ['two words'] }],
    ['labels.0', { labels: ['@home'] }],
    ['labels', { labels: ['home', 'HOME'] }],
    ['labels', { labels: Array.from({ length: 21 }, (_, i) => `l${i}`) }],
    ['label', 'label=a%20b'],
  ])('refuses a bad %s with 400 naming it', async (field, input) => {
    const { cookie } = await signUpUser(ctx.app);
    const res =
      typeof input === 'string' ? await inject('GET', `/api/tasks?${input}`, cookie) : await inject('POST', '/api/tasks', cookie, { title: 'x', ...input });
    expect(res.statusCode).toBe(400);
    expect(issuePaths(res.json())).toContain(field);
  });
});

describe('steps (one level of subtasks)', () => {
  it('makes a task a step of another, one level deep, and deleting the task takes its steps, Undo brings them back', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const trip = await create(cookie, { title: 'Plan the trip' });
    const book = await create(cookie, { title: 'Book the flights', parentId: trip.id });
    expect(book.parentId).toBe(trip.id);

    const deeper = await inject('POST', '/api/tasks', cookie, { title: 'Compare fares', parentId: book.id });
    expect(deeper.statusCode).toBe(400);
    expect(issuePaths(deeper.json())).toEqual(['parentId']);
    const upward = await inject('PATCH', `/api/tasks/${trip.id}`, cookie, { parentId: book.id });
    expect(upward.statusCode).toBe(400);
    const self = await inject('PATCH', `/api/tasks/${trip.id}`, cookie, { parentId: trip.id });
    expect(self.statusCode).toBe(400);
    const other = await signUpUser(ctx.app);
    const foreign = await inject('POST', '/api/tasks', other.cookie, { title: 'Sneaky', parentId: trip.id });
    expect(foreign.statusCode).toBe(404);
    expect(issuePaths(foreign.json())).toEqual(['parentId']);

    expect((await inject('DELETE', `/api/tasks/${trip.id}`, cookie)).statusCode).toBe(204);
    expect((await inject('GET', '/api/tasks', cookie)).json<Task[]>()).toEqual([]);
    expect((await inject('POST', `/api/tasks/${trip.id}/restore`, cookie)).statusCode).toBe(200);
    const back = (await inject('GET', '/api/tasks', cookie)).json<Task[]>();
    expect(back.map((t) => [t.title, t.parentId]).sort()).toEqual([
      ['Book the flights', trip.id],
      ['Plan the trip', null],
    ]);
  });
});

describe('milestone links and Undo of a check-off', () => {
  it('ticks the linked milestone when the task is done, and Undo takes back the tick, the contact and the next repeat', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const goal = (await inject('POST', '/api/goals', cookie, { title: 'Run a half marathon', category: 'Health', timeframe: '12 weeks' })).json<Goal>();
    const person = (await inject('POST', '/api/relationships', cookie, { name: 'Maya', relationshipType: 'friend' })).json<{ id: string }>();
    const noGoal = await inject('POST', '/api/tasks', cookie, { title: 'x', milestoneIndex: 3 });
    expect(noGoal.statusCode).toBe(400);
    expect(issuePaths(noGoal.json())).toEqual(['milestoneIndex']);

    const run = await create(cookie, {
      title: 'Call Maya about the 10 km',
      goalId: goal.id,
      milestoneIndex: 3,
      relationshipId: person.id,
      rrule: 'FREQ=WEEKLY',
    });
    const done = await inject('PATCH', `/api/tasks/${run.id}`, cookie, { status: 'done' });
    expect(done.statusCode).toBe(200);
    expect(done.json<TaskChange>().effects).toMatchObject({
      milestoneReached: { goalId: goal.id, completedMilestones: 1, milestoneIndex: 3 },
      contactLogged: {},
    });
    const ticked = (await inject('GET', '/api/goals', cookie)).json<Goal[]>()[0];
    expect(ticked).toMatchObject({ progressSource: 'milestones', completedMilestones: 1, progress: 9 });
    expect(ticked.milestones[2].doneAt).toBe('2026-03-01T12:00:00.000Z');
    const open = (await inject('GET', '/api/tasks', cookie)).json<Task[]>();
    expect(open.map((t) => [t.title, t.dueDate])).toEqual([['Call Maya about the 10 km', '2026-03-08']]);

    const undone = await inject('POST', `/api/tasks/${run.id}/undo-done`, cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<Task>()).toMatchObject({ status: 'open', completedAt: null });
    expect((await inject('GET', '/api/tasks', cookie)).json<Task[]>().map((t) => t.id)).toEqual([run.id]);
    const back = (await inject('GET', '/api/goals', cookie)).json<Goal[]>()[0];
    expect(back).toMatchObject({ progressSource: 'percentage', completedMilestones: 0, progress: 0 });
    expect((await inject('GET', `/api/relationships/${person.id}/interactions`, cookie)).json()).toEqual([]);

    const again = await inject('POST', `/api/tasks/${run.id}/undo-done`, cookie);
    expect(again.statusCode).toBe(409);
    const intruder = await signUpUser(ctx.app);
    expect((await inject('POST', `/api/tasks/${run.id}/undo-done`, intruder.cookie)).statusCode).toBe(404);
  });
});
