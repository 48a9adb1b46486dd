import { describe, expect, it } from 'vitest';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 07:00 in London: the workday is still ahead.
const ctx = useTestApp({ now: () => new Date('2026-03-04T07:00:00Z') });
const send = (user: TestUser, content: string) => sendChat(ctx.app, user.cookie, content);

type Task = { id: string; title: string; status: string; dueDate: string | null; relationshipId: string | null };
const get = async <T>(user: TestUser, url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json<T>();
const post = async (user: TestUser, url: string, payload: Record<string, unknown>) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
};
const openTasks = (user: TestUser) => get<Task[]>(user, '/api/tasks');
const blocksOn = (user: TestUser, date: string) => get<{ title: string; hour: number }[]>(user, `/api/time-blocks?date=${date}`);

describe('the built-in assistant and tasks', () => {
  it('"remind me to call mum on Sunday" adds a task due Sunday linked to Mum, not a block, and undo removes it', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const mum = await post(user, '/api/relationships', { name: 'Mum', initials: 'M' });
    const reply = await send(user, 'remind me to call mum on Sunday');
    expect(reply.content).toBe('Done: I added the task "Call mum", due Sunday 8 March.');
    expect((await openTasks(user)).map((t) => [t.title, t.dueDate, t.relationshipId])).toEqual([['Call mum', '2026-03-08', mum.id]]);
    expect(await blocksOn(user, '2026-03-08')).toEqual([]);
    expect((await send(user, 'undo')).content).toBe('Undone: I removed the task "Call mum".');
    expect(await openTasks(user)).toEqual([]);

    // With a time of day it is a block, as the quick-add reads it.
    await send(user, 'remind me to call the bank on Friday at 3pm');
    expect(await openTasks(user)).toEqual([]);
    expect((await blocksOn(user, '2026-03-06')).map((b) => b.hour)).toEqual([15]);
  });

  it('"I finished the proposal" checks off the matching task, logs contact for a person\'s task, asks when two match, and undo reverses it all', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const ana = await post(user, '/api/relationships', { name: 'Ana Silva', initials: 'AS' });
    await post(user, '/api/tasks', { title: 'Send Ana the proposal', relationshipId: ana.id });
    await post(user, '/api/tasks', { title: 'Write the budget' });
    await post(user, '/api/tasks', { title: 'Review the budget' });

    const done = await send(user, 'I finished the proposal');
    expect(done.content).toBe('Done: I checked off "Send Ana the proposal". I logged it as contact with Ana Silva today.');
    expect((await get<{ lastContact: string | null; id: string }[]>(user, '/api/relationships')).find((p) => p.id === ana.id)?.lastContact).toBe('2026-03-04');
    await send(user, 'undo');
    expect((await openTasks(user)).map((t) => t.title)).toContain('Send Ana the proposal');
    expect((await get<{ lastContact: string | null; id: string }[]>(user, '/api/relationships')).find((p) => p.id === ana.id)?.lastContact).toBeNull();
    expect(await get<unknown[]>(user, `/api/relationships/${ana.id}/interactions`)).toEqual([]);

    const which = await send(user, 'done with the budget');
    expect(which.content).toContain('Which task did you finish?');
    expect((await openTasks(user)).every((t) => t.status === 'open')).toBe(true);
    expect((await send(user, 'Review the budget')).content).toBe('Done: I checked off "Review the budget".');
    expect((await openTasks(user)).map((t) => t.title).sort()).toEqual(['Send Ana the proposal', 'Write the budget']);
  });

  it('"plan my day" proposes around the blocks, a yes makes the linked blocks, and one undo removes them', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await post(user, '/api/time-blocks', { date: '2026-03-04', hour: 9, duration: 1, title: 'Standup', category: 'meeting' });
    await post(user, '/api/tasks', { title: 'Draft the report', estimateMinutes: 60, priority: 'high' });
    const plan = await send(user, 'plan my day');
    expect(plan.content).toContain('Here is a plan for today');
    expect(plan.content).toContain('Draft the report');
    expect(plan.content).toContain('Shall I put it on your planner?');
    expect((await blocksOn(user, '2026-03-04')).map((b) => b.title)).toEqual(['Standup']);
    const yes = await send(user, 'yes');
    expect(yes.content).toContain('Done: I planned today');
    expect((await blocksOn(user, '2026-03-04')).map((b) => [b.title, b.hour])).toEqual([
      ['Standup', 9],
      ['Draft the report', 10],
    ]);
    await send(user, 'undo');
    expect((await blocksOn(user, '2026-03-04')).map((b) => b.title)).toEqual(['Standup']);
  });

  it('"what should I do next?" names the first task in plan order, and "move my tasks to tomorrow" asks first', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await post(user, '/api/tasks', { title: 'Tidy the desk', priority: 'low' });
    await post(user, '/api/tasks', { title: 'Pay the rent', dueDate: '2026-03-04' });
    expect((await send(user, 'what should I do next?')).content).toMatch(/^Next on your list: "Pay the rent" \(due today/);

    const asked = await send(user, 'move my tasks to tomorrow');
    expect(asked.content).toContain('This will move this task to tomorrow');
    expect((await openTasks(user)).find((t) => t.title === 'Pay the rent')?.dueDate).toBe('2026-03-04');
    await send(user, 'yes');
    expect((await openTasks(user)).find((t) => t.title === 'Pay the rent')?.dueDate).toBe('2026-03-05');
    await send(user, 'undo');
    expect((await openTasks(user)).find((t) => t.title === 'Pay the rent')?.dueDate).toBe('2026-03-04');
  });
});
