import { describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../../shared/schemas/push.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { dueNotifications } from './push-schedule.js';
import { createPushRepo } from './push.repo.js';

// A Tuesday; the morning time is 07:30 by default.
const DAY = '2026-03-03';
const at = (time: string) => new Date(`${DAY}T${time}:00Z`);
const ctx = useTestApp({ now: () => at('07:00') });

async function userWithTasks() {
  const user = await signUpUser(ctx.app);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>();
  };
  return { ...user, post };
}

const morning = async (user: { id: string }, settings: Partial<NotificationSettings>, time = '07:30') =>
  (await dueNotifications(createPushRepo(ctx.database.db), { id: user.id, timezone: 'UTC', settings }, at(time))).filter((n) => n.key.startsWith('plan:'));

describe('reminders for tasks due today', () => {
  it('names the open tasks due today or overdue with no time yet, at the morning time, opening Plan today', async () => {
    const user = await userWithTasks();
    await user.post('/api/tasks', { title: 'Call mum', dueDate: DAY });
    await user.post('/api/tasks', { title: 'Pay the rent', dueDate: '2026-03-01', priority: 'high' });
    const timed = await user.post('/api/tasks', { title: 'Write the report', dueDate: DAY });
    await user.post(`/api/tasks/${timed.id}/schedule`, { date: DAY, hour: 10 });
    await user.post('/api/tasks', { title: 'Later', dueDate: '2026-03-04' });
    await user.post('/api/tasks', { title: 'Undated' });
    const done = await user.post('/api/tasks', { title: 'Already done', dueDate: DAY });
    await ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, headers: { cookie: user.cookie }, payload: { status: 'done' } });

    expect(await morning(user, {}, '07:29')).toEqual([]);
    expect(await morning(user, {})).toEqual([
      {
        key: `plan:${DAY}`,
        payload: { title: "Today's plan", body: '2 tasks due with no time yet: Pay the rent, Call mum', url: '/plan-today' },
      },
    ]);
    expect(await morning(user, { morningPlanTime: '06:00' }, '06:00')).toHaveLength(1);
    expect(await morning(user, { dueTasks: false })).toEqual([]);
  });

  it('goes out inside the day’s plan when that reminder is on, as one push', async () => {
    const user = await userWithTasks();
    await user.post('/api/tasks', { title: 'Call mum', dueDate: DAY });
    await user.post('/api/time-blocks', { title: 'Stand-up', category: 'meeting', date: DAY, hour: 9, duration: 0.5 });
    expect(await morning(user, { morningPlan: true })).toEqual([
      {
        key: `plan:${DAY}`,
        payload: { title: "Today's plan", body: '1 block, first: Stand-up at 09:00. 1 task due with no time yet: Call mum', url: '/plan-today' },
      },
    ]);
    expect((await morning(user, { morningPlan: true, dueTasks: false }))[0]?.payload).toEqual({
      title: "Today's plan",
      body: '1 block, first: Stand-up at 09:00',
      url: '/time-blocking',
    });
  });

  it('says nothing without tasks due, and never names another user’s tasks', async () => {
    const user = await userWithTasks();
    const other = await userWithTasks();
    for (let i = 0; i < 5; i++) await other.post('/api/tasks', { title: `Theirs ${i}`, dueDate: DAY });
    expect(await morning(user, {})).toEqual([]);
    expect((await morning(other, {}))[0]?.payload.body).toMatch(/^5 tasks due with no time yet: Theirs \d, Theirs \d, Theirs \d and 2 more$/);
  });
});
