import { describe, expect, it } from 'vitest';
import type { Reading } from '../../../shared/schemas/assistant-read.js';
import { sendChat } from '../../test/chat.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 07:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T07:00:00Z') });

const post = (user: TestUser, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: { cookie: user.cookie }, payload });
const get = async (user: TestUser, url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json<unknown>();

async function seeded(): Promise<TestUser> {
  const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
  await post(user, '/api/time-blocks', { title: 'Dentist', date: '2026-03-05', hour: 16, durationMinutes: 60, category: 'focus' });
  return user;
}

/** What the account holds that a line could change: its blocks over two weeks, its open tasks and today's health. */
async function state(user: TestUser) {
  const blocks = (await get(user, '/api/time-blocks?from=2026-03-02&to=2026-03-15')) as Record<string, unknown>[];
  const tasks = (await get(user, '/api/tasks')) as Record<string, unknown>[];
  const pick = (row: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  return {
    blocks: blocks.map((b) => pick(b, ['title', 'date', 'hour', 'minute', 'durationMinutes', 'category', 'rrule'])),
    tasks: tasks.map((t) => pick(t, ['title', 'dueDate', 'priority', 'estimateMinutes', 'labels', 'rrule'])),
    health: Object.entries(((await get(user, '/api/health-metrics?date=2026-03-04')) as Record<string, unknown> | null) ?? {}).filter(
      ([k]) => !['id', 'userId', 'createdAt', 'updatedAt'].includes(k),
    ),
  };
}

/** Enter in the palette or a one-line add: both read the line as a task's line and apply it as `useApplyLine` does. */
async function enter(user: TestUser, text: string) {
  const reading = (await post(user, '/api/assistant/read', { text, as: 'task' })).json<Reading>();
  const [only] = reading.changes;
  if (reading.changes.length === 1 && only?.kind === 'add-block') return post(user, '/api/time-blocks', only.block);
  if (reading.changes.length === 1 && only?.kind === 'add-task') return post(user, '/api/tasks', only.task);
  return post(user, '/api/assistant/apply', { changes: reading.changes.map(({ tool, input }) => ({ tool, input })) });
}

/** The line typed, and what the same request says in the chat (a bare task line is "add a task: …" there). */
const LINES: [string, string][] = [
  ['yoga thu 7-8:30am', 'yoga thu 7-8:30am'],
  ['gym every monday 6pm', 'gym every monday 6pm'],
  ['buy milk @errands fri 30m', 'buy milk @errands fri 30m'],
  ['remind me to renew the railcard on monday', 'remind me to renew the railcard on monday'],
  ['move the dentist to 5pm', 'move the dentist to 5pm'],
  ['slept 7 hours', 'slept 7 hours'],
  ['call plumber fri !high 30m', 'add a task: call plumber fri !high 30m'],
];

describe('the palette, the one-line adds and the chat read a line alike', () => {
  it.each(LINES)('"%s" changes the account as the chat does', async (line, said) => {
    const [typed, chatted] = await Promise.all([seeded(), seeded()]);
    const before = await state(typed);
    const res = await enter(typed, line);
    expect(res.statusCode, res.body).toBeLessThan(300);
    await sendChat(ctx.app, chatted.cookie, said);
    const after = await state(typed);
    expect(after).not.toEqual(before);
    expect(after).toEqual(await state(chatted));
  });
});
