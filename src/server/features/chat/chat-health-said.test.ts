import { describe, expect, it } from 'vitest';
import { pressChat, sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 10:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T10:00:00Z') });

const recordOf = async (user: TestUser, date: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/health-metrics?date=${date}`, headers: { cookie: user.cookie } })).json<Record<string, number | null>>();

const record = async (user: TestUser, values: Record<string, number | string>) => {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: user.cookie }, payload: values });
  expect(res.statusCode, res.body).toBeLessThan(300);
};

describe('health values said in the chat', () => {
  it('"drank another 4 cups" is proposed as the day\'s water with 4 more, and nothing changes before Confirm', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await record(user, { date: '2026-03-04', water: 2.5 });
    const asked = await sendChat(ctx.app, user.cookie, 'drank another 4 cups');
    expect(asked.actions).toEqual(['confirm', 'cancel']);
    expect((await recordOf(user, '2026-03-04')).water).toBe(2.5);
    await pressChat(ctx.app, user.cookie, asked.id, 'confirm');
    expect((await recordOf(user, '2026-03-04')).water).toBe(6.5);
  });

  it('"ran 5k, took 28 mins" is proposed as 28 minutes of exercise', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const asked = await sendChat(ctx.app, user.cookie, 'ran 5k, took 28 mins');
    expect(asked.actions).toEqual(['confirm', 'cancel']);
    await pressChat(ctx.app, user.cookie, asked.id, 'confirm');
    expect((await recordOf(user, '2026-03-04')).exercise).toBe(28);
  });
});
