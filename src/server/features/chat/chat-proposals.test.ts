import { describe, expect, it } from 'vitest';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 07:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T07:00:00Z') });

const blocksOn = async (user: TestUser, date: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/time-blocks?date=${date}`, headers: { cookie: user.cookie } })).json<{ title: string; hour: number }[]>();
const addBlock = async (user: TestUser, hour: number, title: string) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/time-blocks',
    headers: { cookie: user.cookie },
    payload: { date: '2026-03-05', hour, duration: 1, title, category: 'break' },
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('proposals in the chat', () => {
  it('a proposal carries its changes; Confirm pressed on it makes them, and Cancel or a stale press changes nothing', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await addBlock(user, 18, 'Gym');
    const asked = await sendChat(ctx.app, user.cookie, 'delete the gym tomorrow');
    expect(asked.proposal?.changes).toEqual([expect.stringContaining('Gym')]);
    expect(asked.actions).toEqual(['confirm', 'cancel']);

    const cancelled = await sendChat(ctx.app, user.cookie, 'Cancel', { messageId: asked.id, action: 'cancel' });
    expect(cancelled.content).toContain('kept everything');
    expect(cancelled.proposal).toBeUndefined();
    expect(await blocksOn(user, '2026-03-05')).toHaveLength(1);

    // A press on a proposal that is no longer the latest message changes nothing.
    const stale = await sendChat(ctx.app, user.cookie, 'Confirm', { messageId: asked.id, action: 'confirm' });
    expect(stale.content).toBe('That question was answered already, so nothing changed.');
    expect(await blocksOn(user, '2026-03-05')).toHaveLength(1);

    const again = await sendChat(ctx.app, user.cookie, 'delete the gym tomorrow');
    const done = await sendChat(ctx.app, user.cookie, 'Confirm', { messageId: again.id, action: 'confirm' });
    expect(done.content).toContain('Done: I deleted');
    expect(done.actions).toEqual(['undo']);
    expect(await blocksOn(user, '2026-03-05')).toEqual([]);
  });

  it('a choice is pressed by its place, and a press on a message that asks nothing is refused plainly', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await addBlock(user, 12, 'Lunch with Ana');
    await addBlock(user, 19, 'Dinner with Ana');
    const which = await sendChat(ctx.app, user.cookie, 'move ana tomorrow to 8pm');
    expect(which.choices?.length).toBe(2);
    const chosen = which.choices!.findIndex((c) => c.startsWith('Lunch'));
    const moved = await sendChat(ctx.app, user.cookie, which.choices![chosen], { messageId: which.id, action: 'choose', choice: chosen });
    expect(moved.content).toContain('Done: I moved "Lunch with Ana"');
    expect((await blocksOn(user, '2026-03-05')).map((b) => [b.title, b.hour])).toEqual([
      ['Dinner with Ana', 19],
      ['Lunch with Ana', 20],
    ]);

    const refused = await sendChat(ctx.app, user.cookie, 'Confirm', { messageId: moved.id, action: 'confirm' });
    expect(refused.content).toBe('Nothing is waiting for a yes any more, so nothing changed.');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { cookie: user.cookie },
      payload: { role: 'user', content: 'x', answer: { messageId: moved.id, action: 'choose', choice: -1 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [expect.objectContaining({ path: 'answer.choice' })] });
  });
});
