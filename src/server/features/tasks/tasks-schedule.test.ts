import { describe, expect, it } from 'vitest';
import { shiftDate, todayIn } from '../../../shared/dates.js';
import { timeBlockSchema } from '../../../shared/schemas/time-blocks.js';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

type Payload = Record<string, unknown>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const createTask = async (cookie: string, payload: Payload) => (await inject('POST', '/api/tasks', cookie, payload)).json<{ id: string }>();
const schedule = (cookie: string, id: string, payload: Payload) => inject('POST', `/api/tasks/${id}/schedule`, cookie, payload);
const openTasks = async (cookie: string) => (await inject('GET', '/api/tasks', cookie)).json<{ id: string; blockIds: string[] }[]>();
const blocksOn = async (cookie: string, date: string) =>
  (await inject('GET', `/api/time-blocks?date=${date}`, cookie)).json<{ id: string; taskId: string | null }[]>();

describe('POST /api/tasks/:id/schedule', () => {
  it('makes a focus block titled like the task, as long as its estimate, linked both ways', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Write the proposal', estimateMinutes: 90 });
    const res = await schedule(cookie, task.id, { date: '2026-03-03', hour: 9, minute: 30 });
    expect(res.statusCode).toBe(201);
    const block = res.json();
    expect(Object.keys(block).sort()).toEqual(Object.keys(timeBlockSchema.shape).sort());
    expect(block).toMatchObject({
      title: 'Write the proposal',
      category: 'focus',
      date: '2026-03-03',
      hour: 9,
      minute: 30,
      durationMinutes: 90,
      duration: 1.5,
      taskId: task.id,
    });
    expect((await openTasks(cookie)).find((t) => t.id === task.id)?.blockIds).toEqual([block.id]);
    expect(await blocksOn(cookie, '2026-03-03')).toEqual([expect.objectContaining({ id: block.id, taskId: task.id })]);
  });

  it('lasts 30 minutes without an estimate, starts on the hour without a minute, and takes a length when given', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Call the plumber' });
    const plain = (await schedule(cookie, task.id, { date: '2026-03-03', hour: 14 })).json();
    expect(plain).toMatchObject({ hour: 14, minute: 0, durationMinutes: 30 });
    const longer = (await schedule(cookie, task.id, { date: '2026-03-02', hour: 8, durationMinutes: 45 })).json();
    expect(longer).toMatchObject({ durationMinutes: 45 });
    // Earliest block first.
    expect((await openTasks(cookie)).find((t) => t.id === task.id)?.blockIds).toEqual([longer.id, plain.id]);
  });

  it.each([
    ['date', { hour: 9 }],
    ['date', { date: '2026-02-30', hour: 9 }],
    ['hour', { date: '2026-03-03' }],
    ['hour', { date: '2026-03-03', hour: 24 }],
    ['minute', { date: '2026-03-03', hour: 9, minute: 7 }],
    ['durationMinutes', { date: '2026-03-03', hour: 9, durationMinutes: 0 }],
    ['durationMinutes', { date: '2026-03-03', hour: 9, durationMinutes: 725 }],
  ])('refuses a bad %s with 400 naming it', async (field, payload) => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Task' });
    const res = await schedule(cookie, task.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("answers 404 for another user's task, a missing one and a deleted one, and makes no block", async () => {
    const owner = await signUpUser(ctx.app);
    const task = await createTask(owner.cookie, { title: 'Mine' });
    const intruder = await signUpUser(ctx.app);
    const gone = await createTask(intruder.cookie, { title: 'Gone' });
    await inject('DELETE', `/api/tasks/${gone.id}`, intruder.cookie);
    const body = { date: '2026-03-03', hour: 9 };
    await expectAllNotFound(ctx.app, intruder.cookie, [
      { method: 'POST', url: `/api/tasks/${task.id}/schedule`, payload: body },
      { method: 'POST', url: '/api/tasks/00000000-0000-4000-8000-000000000000/schedule', payload: body },
      { method: 'POST', url: `/api/tasks/${gone.id}/schedule`, payload: body },
    ]);
    expect(await blocksOn(intruder.cookie, '2026-03-03')).toEqual([]);
    expect(await blocksOn(owner.cookie, '2026-03-03')).toEqual([]);
    expect((await openTasks(owner.cookie))[0]?.blockIds).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'POST', url: '/api/tasks/00000000-0000-4000-8000-000000000000/schedule', payload: { date: '2026-03-03', hour: 9 } },
    ]);
  });
});

describe('a task and its blocks', () => {
  it('keeps the blocks, unlinked, when the task is deleted, and links them again when it is restored', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Plan the trip' });
    const block = (await schedule(cookie, task.id, { date: '2026-03-03', hour: 10 })).json();
    expect((await inject('DELETE', `/api/tasks/${task.id}`, cookie)).statusCode).toBe(204);
    expect(await blocksOn(cookie, '2026-03-03')).toEqual([expect.objectContaining({ id: block.id, taskId: null })]);
    const restored = await inject('POST', `/api/tasks/${task.id}/restore`, cookie);
    expect(restored.json().blockIds).toEqual([block.id]);
    expect(await blocksOn(cookie, '2026-03-03')).toEqual([expect.objectContaining({ id: block.id, taskId: task.id })]);
  });

  it('restores a deleted block unlinked when its task has gone since, and linked when the task is there', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Read the contract' });
    const kept = await createTask(cookie, { title: 'Kept' });
    const first = (await schedule(cookie, task.id, { date: '2026-03-04', hour: 9 })).json();
    const second = (await schedule(cookie, kept.id, { date: '2026-03-04', hour: 11 })).json();
    await inject('DELETE', `/api/time-blocks/${first.id}`, cookie);
    await inject('DELETE', `/api/time-blocks/${second.id}`, cookie);
    await inject('DELETE', `/api/tasks/${task.id}`, cookie);
    const back = await inject('POST', `/api/time-blocks/${first.id}/restore`, cookie);
    expect(back.statusCode).toBe(200);
    expect(back.json().taskId).toBeNull();
    expect((await inject('POST', `/api/time-blocks/${second.id}/restore`, cookie)).json().taskId).toBe(kept.id);
  });

  it('keeps the link when the block is moved, and a done task lists its blocks too', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const task = await createTask(cookie, { title: 'Tidy the desk' });
    const block = (await schedule(cookie, task.id, { date: '2026-03-05', hour: 9 })).json();
    const moved = await inject('PATCH', `/api/time-blocks/${block.id}`, cookie, { hour: 15, minute: 15 });
    expect(moved.json()).toMatchObject({ hour: 15, minute: 15, taskId: task.id });
    const done = await inject('PATCH', `/api/tasks/${task.id}`, cookie, { status: 'done' });
    expect(done.json().blockIds).toEqual([block.id]);
    expect((await inject('GET', '/api/tasks?status=done', cookie)).json()[0].blockIds).toEqual([block.id]);
  });
});

describe('roll-over', () => {
  it('brings back an open task whose blocks all lie before today, saying from when, until it has a block today or later', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const today = todayIn('UTC');
    const task = await createTask(cookie, { title: 'Finish the report' });
    const find = async () =>
      (await openTasks(cookie)).find((t) => t.id === task.id) as unknown as { scheduledDate: string | null; rolledOverFrom: string | null };
    expect(await find()).toMatchObject({ scheduledDate: null, rolledOverFrom: null });
    await schedule(cookie, task.id, { date: shiftDate(today, -3), hour: 9 });
    await schedule(cookie, task.id, { date: shiftDate(today, -1), hour: 9 });
    expect(await find()).toMatchObject({ scheduledDate: shiftDate(today, -1), rolledOverFrom: shiftDate(today, -1) });
    await schedule(cookie, task.id, { date: today, hour: 23 });
    expect(await find()).toMatchObject({ scheduledDate: today, rolledOverFrom: null });
    const done = await inject('PATCH', `/api/tasks/${task.id}`, cookie, { status: 'done' });
    expect(done.json()).toMatchObject({ scheduledDate: today, rolledOverFrom: null });
  });
});
