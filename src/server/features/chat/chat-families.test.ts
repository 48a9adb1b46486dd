import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { healthMetrics, tasks, timeBlocks } from '../../db/schema/index.js';
import { pressChat, sendChat, storedBlocks } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 08:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T08:00:00Z') });

const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);
const press = (user: TestUser, messageId: string, action: 'confirm' | 'cancel') => pressChat(ctx.app, user.cookie, messageId, action);
const blocksOf = (user: TestUser) => storedBlocks(ctx.database.db, user.id);

async function withBlocks(user: TestUser, rows: { date: string; hour: number; title: string }[]) {
  await ctx.database.db.insert(timeBlocks).values(rows.map((r) => ({ ...r, userId: user.id, category: 'focus' as const, durationMinutes: 60 })));
}

async function tasksOf(user: TestUser) {
  const rows = await ctx.database.db.select().from(tasks).where(eq(tasks.userId, user.id));
  return rows.map((t) => ({ title: t.title, dueDate: t.dueDate, priority: t.priority, estimateMinutes: t.estimateMinutes, status: t.status }));
}

async function healthOn(user: TestUser, date: string) {
  const [row] = await ctx.database.db
    .select()
    .from(healthMetrics)
    .where(and(eq(healthMetrics.userId, user.id), eq(healthMetrics.date, date)));
  return row;
}

describe('each family of request through the chat route, judged by what it changes', () => {
  it('task: an add with priority, estimate and due day is one task; "what\'s on my list" names it; undo removes it', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const added = await send(user, 'add a task to renew my passport by friday, high priority, 45 min');
    expect(added.content).toMatch(/^Done: /);
    expect(await tasksOf(user)).toEqual([
      { title: expect.stringMatching(/renew my passport/i), dueDate: '2026-03-06', priority: 'high', estimateMinutes: 45, status: 'open' },
    ]);
    expect((await send(user, "what's on my list?")).content).toMatch(/renew my passport/i);
    await send(user, 'undo');
    expect(await tasksOf(user)).toEqual([]);
  });

  it('health: "slept 7 hours" records sleep on today\'s record as measured, and undo takes it back', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const logged = await send(user, 'I slept 7 hours');
    expect(logged.content).toMatch(/sleep 7 hours/);
    expect((await healthOn(user, '2026-03-04'))?.sleep).toBe(7);
    await send(user, '8 cups of water');
    expect(await healthOn(user, '2026-03-04')).toMatchObject({ sleep: 7, water: 8 });
    await send(user, 'undo');
    expect(await healthOn(user, '2026-03-04')).toMatchObject({ sleep: 7, water: null });
  });

  it('plan: a day planned with a stated limit is proposed first, keeps the limit, and Confirm makes the blocks', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await ctx.database.db.insert(tasks).values([
      { userId: user.id, title: 'Write the report', estimateMinutes: 60, priority: 'high' },
      { userId: user.id, title: 'File the receipts', estimateMinutes: 30 },
    ]);
    const proposed = await send(user, 'plan tomorrow, nothing before 11');
    expect(proposed.actions).toEqual(['confirm', 'cancel']);
    expect(await blocksOf(user)).toEqual([]);
    await press(user, proposed.id, 'confirm');
    const made = await blocksOf(user);
    expect(made.map((b) => b.title).sort()).toEqual(['File the receipts', 'Write the report']);
    for (const b of made) {
      expect(b.date).toBe('2026-03-05');
      expect(b.start).toBeGreaterThanOrEqual(11 * 60);
    }
  });

  it('multi-part: two changes in one message are one proposal; Cancel keeps both, Confirm makes both, one undo reverses both', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await withBlocks(user, [{ date: '2026-03-05', hour: 16, title: 'Dentist' }]);
    const message = 'add yoga tomorrow at 7am and move the dentist to 5pm';
    const first = await send(user, message);
    expect(first.proposal?.changes).toHaveLength(2);
    await press(user, first.id, 'cancel');
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', start: 16 * 60, minutes: 60, title: 'Dentist' }]);

    const again = await send(user, message);
    const done = await press(user, again.id, 'confirm');
    expect(done.actions).toEqual(['undo']);
    expect(await blocksOf(user)).toEqual([
      { date: '2026-03-05', start: 7 * 60, minutes: 60, title: expect.stringMatching(/yoga/i) },
      { date: '2026-03-05', start: 17 * 60, minutes: 60, title: 'Dentist' },
    ]);
    await send(user, 'undo');
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', start: 16 * 60, minutes: 60, title: 'Dentist' }]);
  });

  it('safety: what the assistant cannot do is said plainly and changes nothing, never logged as contact or a block', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const reply = await send(user, 'email Leo that I will be late tomorrow');
    expect(reply.content).toMatch(/^I can't /);
    expect(reply.content).toContain('Nothing changed.');
    expect(reply.actions ?? []).toEqual([]);
    expect(await blocksOf(user)).toEqual([]);
    expect(await tasksOf(user)).toEqual([]);
  });

  it('proposal: a block named by words its title only partly holds is proposed, not changed, until Confirm', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await withBlocks(user, [{ date: '2026-03-05', hour: 14, title: 'Design review' }]);
    const asked = await send(user, 'move my weekly review to friday');
    expect(asked.proposal?.changes).toEqual([expect.stringContaining('Design review')]);
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-05', start: 14 * 60, minutes: 60, title: 'Design review' }]);
    await press(user, asked.id, 'confirm');
    expect(await blocksOf(user)).toEqual([{ date: '2026-03-06', start: 14 * 60, minutes: 60, title: 'Design review' }]);
  });

  it('goal: a count of milestones done on a goal with named ones is proposed with the milestones it ticks; Confirm ticks them', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: user.cookie },
      payload: { title: 'Learn guitar', category: 'Personal growth', timeframe: '12 weeks' },
    });
    const goalId = created.json<{ id: string }>().id;
    for (const [index, title] of ['Tune by ear', 'Open chords', 'Barre F chord'].entries())
      await ctx.app.inject({
        method: 'PATCH',
        url: `/api/goals/${goalId}/milestones/${index + 1}`,
        headers: { cookie: user.cookie },
        payload: { title, done: index === 0 },
      });
    const done = async () =>
      (await ctx.app.inject({ method: 'GET', url: `/api/goals/${goalId}/milestones`, headers: { cookie: user.cookie } }))
        .json<{ doneAt: string | null }[]>()
        .filter((m) => m.doneAt).length;
    const proposed = await send(user, 'guitar: 3 milestones done now');
    expect(proposed.actions).toEqual(['confirm', 'cancel']);
    expect(proposed.content).toMatch(/ticks "Open chords" and "Barre F chord"/);
    expect(await done()).toBe(1);
    await press(user, proposed.id, 'confirm');
    expect(await done()).toBe(3);
  });

  it('unread words: a change whose reading skipped part of the request names those words and waits for Confirm', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await ctx.database.db.insert(tasks).values([{ userId: user.id, title: 'Book the boiler service' }]);
    const proposed = await send(user, "boiler service: due friday pls, and it'll take 20m");
    expect(proposed.content).toMatch(/I'm not sure what "20 minutes"/);
    expect(proposed.actions).toEqual(['confirm', 'cancel']);
    expect((await tasksOf(user))[0].dueDate).toBeNull();
    await press(user, proposed.id, 'confirm');
    expect((await tasksOf(user))[0].dueDate).toBe('2026-03-06');
  });
});
