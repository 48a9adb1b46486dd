import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';

// Tuesday 3 March 2026, 10:00 UTC.
let clock = new Date('2026-03-03T10:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

type Payload = Record<string, unknown>;
type TaskBody = { id: string; title: string; dueDate: string | null; rrule: string | null; status: string; priority: string; estimateMinutes: number | null };
const call = (cookie: string, method: 'POST' | 'PATCH', url: string, payload: Payload) => ctx.app.inject({ method, url, headers: { cookie }, payload });
const open = async (cookie: string) => (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).json<TaskBody[]>();

describe('repeating tasks', () => {
  it('starts today without a due date, and checked off makes the next one three days on, with its fields', async () => {
    clock = new Date('2026-03-03T10:00:00Z');
    const { cookie } = await signUpUser(ctx.app);
    const res = await call(cookie, 'POST', '/api/tasks', { title: 'Water plants', rrule: 'FREQ=DAILY;INTERVAL=3', priority: 'high', estimateMinutes: 10 });
    expect(res.statusCode).toBe(201);
    const first = res.json<TaskBody>();
    expect(first).toMatchObject({ dueDate: '2026-03-03', rrule: 'FREQ=DAILY;INTERVAL=3' });

    expect((await call(cookie, 'PATCH', `/api/tasks/${first.id}`, { status: 'done' })).statusCode).toBe(200);
    const next = await open(cookie);
    expect(next).toEqual([
      expect.objectContaining({
        title: 'Water plants',
        dueDate: '2026-03-06',
        rrule: 'FREQ=DAILY;INTERVAL=3',
        priority: 'high',
        estimateMinutes: 10,
        status: 'open',
      }),
    ]);
    expect(next[0].id).not.toBe(first.id);

    // Done again (or reopened and done) while the next one exists: only an open-to-done change makes another.
    await call(cookie, 'PATCH', `/api/tasks/${first.id}`, { status: 'done' });
    expect(await open(cookie)).toHaveLength(1);
  });

  it('skips the dates already past when an overdue task is checked off', async () => {
    clock = new Date('2026-03-03T10:00:00Z');
    const { cookie } = await signUpUser(ctx.app);
    const task = (await call(cookie, 'POST', '/api/tasks', { title: 'Stretch', rrule: 'FREQ=DAILY', dueDate: '2026-02-20' })).json<TaskBody>();
    await call(cookie, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    expect((await open(cookie)).map((t) => t.dueDate)).toEqual(['2026-03-04']);
  });

  it('stops after the COUNT of the rule, and a task made repeating later repeats from its due date', async () => {
    clock = new Date('2026-03-03T10:00:00Z');
    const { cookie } = await signUpUser(ctx.app);
    let task = (await call(cookie, 'POST', '/api/tasks', { title: 'Physio', rrule: 'FREQ=WEEKLY;COUNT=2', dueDate: '2026-03-03' })).json<TaskBody>();
    await call(cookie, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    [task] = await open(cookie);
    expect(task).toMatchObject({ dueDate: '2026-03-10', rrule: 'FREQ=WEEKLY;COUNT=1' });
    await call(cookie, 'PATCH', `/api/tasks/${task.id}`, { status: 'done' });
    expect(await open(cookie)).toEqual([]);

    const rent = (await call(cookie, 'POST', '/api/tasks', { title: 'Pay rent', dueDate: '2026-03-31' })).json<TaskBody>();
    const made = await call(cookie, 'PATCH', `/api/tasks/${rent.id}`, { rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' });
    expect(made.json()).toMatchObject({ dueDate: '2026-03-31', rrule: 'FREQ=MONTHLY;BYMONTHDAY=-1' });
    await call(cookie, 'PATCH', `/api/tasks/${rent.id}`, { status: 'done' });
    expect((await open(cookie)).map((t) => t.dueDate)).toEqual(['2026-04-30']);
    const stop = await call(cookie, 'PATCH', `/api/tasks/${(await open(cookie))[0].id}`, { rrule: null });
    expect(stop.json().rrule).toBeNull();
  });

  it.each([['FREQ=HOURLY'], ['FREQ=DAILY;COUNT=0'], ['every day'], ['x'.repeat(301)], [12]])('refuses the rule %s with 400 naming rrule', async (rrule) => {
    const { cookie } = await signUpUser(ctx.app);
    const res = await call(cookie, 'POST', '/api/tasks', { title: 'Bad', rrule });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain('rrule');
  });
});
