import { describe, expect, it } from 'vitest';
import type { DayReview, Shutdown } from '../../../shared/schemas/daily-plans.js';
import type { PlanDay } from '../../../shared/schemas/plan.js';
import type { Task } from '../../../shared/schemas/tasks.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// Noon on 2026-03-01 in UTC, the test users' timezone.
const ctx = useTestApp({ now: () => new Date('2026-03-01T12:00:00Z') });
const TODAY = '2026-03-01';
const TOMORROW = '2026-03-02';

type Payload = Record<string, unknown>;
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: Payload) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const ok = async <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie: string, payload?: Payload): Promise<T> => {
  const res = await inject(method, url, cookie, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
};
const task = async (cookie: string, payload: Payload) => (await ok<Task>('POST', '/api/tasks', cookie, payload)).id;
const ids = (list: { id: string }[]) => list.map((t) => t.id).sort();

/** A user with one task of each kind that is, or is not, on today's plan. */
async function dayOfEachKind() {
  const user = await signUpUser(ctx.app);
  const t = {
    overdue: await task(user.cookie, { title: 'Overdue report', dueDate: '2026-02-26', estimateMinutes: 45 }),
    dueToday: await task(user.cookie, { title: 'Pay rent', dueDate: TODAY, priority: 'high' }),
    bookedToday: await task(user.cookie, { title: 'Draft slides', estimateMinutes: 60 }),
    picked: await task(user.cookie, { title: 'Tidy inbox', estimateMinutes: 30 }),
    bookedTomorrow: await task(user.cookie, { title: 'Call the bank' }),
    upcoming: await task(user.cookie, { title: 'Renew passport', dueDate: '2026-03-09' }),
    inbox: await task(user.cookie, { title: 'Read the manual' }),
    doneToday: await task(user.cookie, { title: 'Water plants', dueDate: TODAY }),
  };
  await ok('POST', `/api/tasks/${t.bookedToday}/schedule`, user.cookie, { date: TODAY, hour: 15 });
  await ok('POST', `/api/tasks/${t.bookedTomorrow}/schedule`, user.cookie, { date: TOMORROW, hour: 10 });
  await ok('PUT', `/api/daily-plans/${TODAY}`, user.cookie, { picks: [t.picked] });
  await ok('PATCH', `/api/tasks/${t.doneToday}`, user.cookie, { status: 'done' });
  // Someone else's day counts for nothing here.
  const other = await signUpUser(ctx.app);
  await task(other.cookie, { title: 'Theirs', dueDate: TODAY });
  return { user, t, onToday: [t.overdue, t.dueToday, t.bookedToday, t.picked].sort() };
}

describe("today's plan: one definition every surface reads", () => {
  it('gives the Tasks page, the planner list, the dashboard, Plan my day and the shutdown the same tasks', async () => {
    const { user, t, onToday } = await dayOfEachKind();

    // The Tasks page's Today and the planner's side list both read this list.
    const today = await ok<Task[]>('GET', '/api/tasks?view=today', user.cookie);
    expect(ids(today)).toEqual(onToday);
    expect(today.slice(0, 2).map((x) => x.id)).toEqual([t.overdue, t.dueToday]);

    const dashboard = await ok<{ stats: { tasksToday: number } }>('GET', '/api/dashboard', user.cookie);
    expect(dashboard.stats.tasksToday).toBe(onToday.length);

    // Plan my day accounts for each of them once: placed, kept where it is booked, or left out with why.
    const plan = await ok<PlanDay>('POST', '/api/plan/day', user.cookie, { date: TODAY });
    const accounted = [...new Set([...plan.blocks.map((b) => b.taskId), ...plan.unplaced.map((u) => u.taskId), ...plan.kept.map((k) => k.taskId)])];
    expect(accounted.sort()).toEqual(onToday);
    expect(plan.kept.map((k) => k.taskId)).toEqual([t.bookedToday]);

    const review = await ok<DayReview>('GET', `/api/daily-plans/${TODAY}/review`, user.cookie);
    expect(ids(review.open)).toEqual(onToday);
    expect(review.done.map((x) => x.id)).toEqual([t.doneToday]);
    expect(review.plannedMinutes).toBe(45 + 30 + 60 + 30 + 30);
    expect(review.blockedMinutes).toBe(60);
    expect(review.availableMinutes).toBe(8 * 60);
  });

  it('plans a later day without taking a task booked on an earlier one, and keeps what is booked on that day', async () => {
    const { user, t } = await dayOfEachKind();
    const plan = await ok<PlanDay>('POST', '/api/plan/day', user.cookie, { date: TOMORROW });
    const placed = plan.blocks.map((b) => b.taskId);
    expect(placed).not.toContain(t.bookedToday);
    expect(plan.unplaced.map((u) => u.taskId)).not.toContain(t.bookedToday);
    expect(plan.kept.map((k) => k.taskId)).toEqual([t.bookedTomorrow]);
    // Due by tomorrow, so on tomorrow's plan: placed first.
    expect(placed).toEqual(expect.arrayContaining([t.overdue, t.dueToday]));
  });

  it('moves what is still open to tomorrow in one step at the shutdown, keeps a record of the day, and Undo puts it back', async () => {
    const { user, t, onToday } = await dayOfEachKind();
    const shut = await ok<Shutdown>('POST', `/api/daily-plans/${TODAY}/shutdown`, user.cookie, { move: onToday, reflection: 'Slow start.' });
    expect(shut.plan).toMatchObject({
      date: TODAY,
      reflection: 'Slow start.',
      record: { done: ['Water plants'], plannedMinutes: 195, blockedMinutes: 60, closedAt: '2026-03-01T12:00:00.000Z' },
    });
    expect([...shut.plan.record!.moved].sort()).toEqual(['Draft slides', 'Overdue report', 'Pay rent', 'Tidy inbox']);
    expect(await ok<Task[]>('GET', '/api/tasks?view=today', user.cookie)).toEqual([]);

    const tomorrow = await ok<DayReview>('GET', `/api/daily-plans/${TOMORROW}/review`, user.cookie);
    expect(ids(tomorrow.open)).toEqual([...onToday, t.bookedTomorrow].sort());
    const moved = new Map(shut.moved!.tasks.map((x) => [x.id, x]));
    expect(moved.get(t.overdue)).toMatchObject({ dueDate: TOMORROW, pickedFor: TOMORROW });
    expect(moved.get(t.picked)).toMatchObject({ dueDate: null, pickedFor: TOMORROW });
    // Today's block stays on the planner as what was blocked, no longer the task's.
    expect(moved.get(t.bookedToday)!.blockIds).toEqual([]);
    expect((await ok<{ taskId: string | null }[]>('GET', `/api/time-blocks?date=${TODAY}`, user.cookie)).map((b) => b.taskId)).toEqual([null]);

    const undone = await ok<Task[]>('POST', '/api/tasks/move/undo', user.cookie, { before: shut.moved!.before });
    expect(ids(undone)).toEqual(onToday);
    expect(ids(await ok<Task[]>('GET', '/api/tasks?view=today', user.cookie))).toEqual(onToday);
    expect(undone.find((x) => x.id === t.overdue)).toMatchObject({ dueDate: '2026-02-26', pickedFor: null });
    expect(undone.find((x) => x.id === t.bookedToday)!.blockIds).toHaveLength(1);
  });

  it('moves any of what is open, and a second shutdown keeps what the first moved in the record', async () => {
    const { user, t } = await dayOfEachKind();
    const first = await ok<Shutdown>('POST', `/api/daily-plans/${TODAY}/shutdown`, user.cookie, { move: [t.overdue] });
    expect(first.plan.record).toMatchObject({ moved: ['Overdue report'], plannedMinutes: 195 });
    expect(ids(await ok<Task[]>('GET', '/api/tasks?view=today', user.cookie))).toEqual([t.dueToday, t.bookedToday, t.picked].sort());

    const second = await ok<Shutdown>('POST', `/api/daily-plans/${TODAY}/shutdown`, user.cookie, { move: [t.dueToday], reflection: 'Later than planned.' });
    expect(second.plan.record).toMatchObject({ done: ['Water plants'], moved: ['Overdue report', 'Pay rent'], plannedMinutes: 195 });
    expect(ids(await ok<Task[]>('GET', '/api/tasks?view=today', user.cookie))).toEqual([t.bookedToday, t.picked].sort());
  });

  it("refuses to move, pick or undo another user's tasks, naming the field", async () => {
    const { t } = await dayOfEachKind();
    const intruder = await signUpUser(ctx.app);
    const move = await inject('POST', '/api/tasks/move', intruder.cookie, { ids: [t.overdue], to: TOMORROW });
    expect(move.statusCode).toBe(404);
    expect(move.json().issues[0].path).toBe('ids');
    const pick = await inject('PUT', `/api/daily-plans/${TODAY}`, intruder.cookie, { picks: [t.inbox] });
    expect(pick.statusCode).toBe(404);
    expect(pick.json().issues[0].path).toBe('picks');
    const shutdown = await inject('POST', `/api/daily-plans/${TODAY}/shutdown`, intruder.cookie, { move: [t.dueToday] });
    expect(shutdown.statusCode).toBe(404);
    await ok('POST', '/api/tasks/move/undo', intruder.cookie, { before: [{ id: t.overdue, dueDate: null, pickedFor: null, blockIds: [] }] });
    const owner = (await ctx.database.db.query.tasks.findFirst({ where: (x, { eq }) => eq(x.id, t.overdue) }))!;
    expect(owner.dueDate).toBe('2026-02-26');
    const back = await inject('POST', '/api/tasks/move', intruder.cookie, { ids: [t.overdue], from: TOMORROW, to: TODAY });
    expect(back.statusCode).toBe(400);
    expect(back.json().issues[0].path).toBe('to');
  });
});
