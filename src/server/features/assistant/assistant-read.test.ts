import { describe, expect, it } from 'vitest';
import type { Applied, ReadAs, Reading } from '../../../shared/schemas/assistant-read.js';
import { NOT_A_TASK } from './providers/builtin-read.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

// Wednesday 4 March 2026, 07:00 in London.
const ctx = useTestApp({ now: () => new Date('2026-03-04T07:00:00Z') });

const call = (user: TestUser | null, url: string, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers: user ? { cookie: user.cookie } : {}, payload });
const read = async (user: TestUser, text: string, as?: ReadAs) => {
  const res = await call(user, '/api/assistant/read', { text, ...(as ? { as } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reading>();
};
const apply = async (user: TestUser, reading: Reading) => {
  const res = await call(user, '/api/assistant/apply', { changes: reading.changes.map(({ tool, input }) => ({ tool, input })) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Applied>();
};
const list = async <T>(user: TestUser, url: string) => (await ctx.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } })).json<T[]>();
const blocksOn = (user: TestUser, date: string) =>
  list<{ id: string; title: string; hour: number; minute: number; durationMinutes: number }>(user, `/api/time-blocks?date=${date}`);
const addBlock = async (user: TestUser, title: string, hour: number) =>
  (await call(user, '/api/time-blocks', { date: '2026-03-05', hour, duration: 1, title, category: 'focus' })).json<{ id: string }>();

describe('POST /api/assistant/read and apply', () => {
  it('reads a block to add without adding it, applies exactly that, and one Undo takes it back', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const reading = await read(user, 'yoga thu 7-8:30am');
    expect(reading).toMatchObject({ sure: true, message: null });
    expect(reading.changes).toEqual([
      expect.objectContaining({
        kind: 'add-block',
        tool: 'add_block',
        block: { title: 'Yoga', category: 'break', date: '2026-03-05', hour: 7, minute: 0, durationMinutes: 90 },
        summary: expect.stringContaining('"Yoga" tomorrow (Thursday 5 March)'),
      }),
    ]);
    expect(await blocksOn(user, '2026-03-05')).toEqual([]);

    const applied = await apply(user, reading);
    expect(applied).toMatchObject({ ok: true, undo: expect.any(String) });
    expect((await blocksOn(user, '2026-03-05')).map((b) => [b.title, b.hour, b.minute, b.durationMinutes])).toEqual([['Yoga', 7, 0, 90]]);
    const undone = await call(user, '/api/assistant/undo', { undo: applied.undo });
    expect(undone.json<Applied>().ok).toBe(true);
    expect(await blocksOn(user, '2026-03-05')).toEqual([]);
    expect((await call(user, '/api/assistant/undo', { undo: applied.undo })).json<Applied>().ok).toBe(false);
  });

  it('reads a task with its due day, priority, estimate and label; a bare line is a task only where tasks are added', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const reading = await read(user, 'buy milk @errands fri 30m');
    expect(reading.changes).toEqual([
      expect.objectContaining({ kind: 'add-task', task: { title: 'Buy milk', dueDate: '2026-03-06', estimateMinutes: 30, labels: ['errands'] } }),
    ]);
    expect(await read(user, 'buy stamps')).toEqual({ changes: [], sure: false, message: expect.stringContaining('Nothing to add or change') });
    const asTask = await read(user, 'call plumber fri !high 30m', 'task');
    expect(asTask.changes).toEqual([
      expect.objectContaining({ kind: 'add-task', task: { title: 'Call plumber', dueDate: '2026-03-06', priority: 'high', estimateMinutes: 30 } }),
    ]);
    // A line that already reads as a change is read as it is, also where tasks are added.
    expect((await read(user, 'gym fri 6pm 1h', 'task')).changes.map((c) => c.kind)).toEqual(['add-block']);
    // Where only a task can be added (a person's or goal's card), every line is read as one, and a line that reads as
    // anything else changes nothing and says so.
    expect((await read(user, 'email Ana the photos fri', 'new-task')).changes).toEqual([
      expect.objectContaining({ kind: 'add-task', task: { title: 'Email Ana the photos', dueDate: '2026-03-06' } }),
    ]);
    expect(await read(user, 'gym fri 6pm 1h', 'new-task')).toEqual({ changes: [], sure: false, message: NOT_A_TASK });
    expect(await list(user, '/api/tasks')).toEqual([]);
    await apply(user, asTask);
    expect((await list<{ title: string; priority: string }>(user, '/api/tasks')).map((t) => [t.title, t.priority])).toEqual([['Call plumber', 'high']]);
  });

  it('says when it is unsure or would change nothing, and never reads a question or a message as a change', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    await addBlock(user, 'Dentist', 16);
    const unsure = await read(user, 'add yoga thu 7am and move the dentist to 5pm');
    expect(unsure.sure).toBe(false);
    expect(unsure.changes.map((c) => c.tool).sort()).toEqual(['add_block', 'move_block']);
    expect(await read(user, 'email Bob about the budget')).toEqual({ changes: [], sure: false, message: expect.stringContaining("I can't send messages") });
    expect((await read(user, "what's on tomorrow?")).changes).toEqual([]);
    expect((await read(user, 'swim friday')).message).toBe('What time should "Swim" start?');
    expect((await blocksOn(user, '2026-03-05')).map((b) => [b.title, b.hour])).toEqual([['Dentist', 16]]);
  });

  it("never reads another user's blocks or tasks, refuses another user's ids, and needs a session", async () => {
    const owner = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const other = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    const dentist = await addBlock(owner, 'Dentist', 16);
    await call(owner, '/api/tasks', { title: 'Renew the railcard' });
    const mine = await read(owner, 'move the dentist to 5pm');
    expect(mine.changes).toEqual([expect.objectContaining({ tool: 'move_block', input: expect.objectContaining({ id: dentist.id }) })]);
    const theirs = await read(other, 'move the dentist to 5pm');
    expect(JSON.stringify(theirs)).not.toContain(dentist.id);
    expect(theirs.changes).toEqual([]);
    expect((await read(other, 'railcard done')).changes).toEqual([]);

    // Applying the owner's reading as someone else changes nothing of the owner's.
    const applied = await apply(other, mine);
    expect(applied.ok).toBe(false);
    expect((await blocksOn(owner, '2026-03-05')).map((b) => b.hour)).toEqual([16]);

    for (const url of ['/api/assistant/read', '/api/assistant/apply', '/api/assistant/undo']) {
      const res = await call(null, url, { text: 'yoga thu 7am' });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('refuses what it cannot read or run with a 400 naming the field, before changing anything', async () => {
    const user = await signUpUser(ctx.app, { timezone: 'Europe/London' });
    expect((await call(user, '/api/assistant/read', { text: '   ' })).json()).toMatchObject({ issues: [{ path: 'text' }] });
    expect((await call(user, '/api/assistant/read', { text: 'x'.repeat(501) })).statusCode).toBe(400);
    const good = { tool: 'add_block', input: { title: 'Yoga', category: 'break', date: '2026-03-05', hour: 7, minute: 0, durationMinutes: 60 } };
    const readOnly = await call(user, '/api/assistant/apply', { changes: [good, { tool: 'get_schedule', input: {} }] });
    expect(readOnly.statusCode).toBe(400);
    expect(readOnly.json()).toMatchObject({ issues: [{ path: 'changes.1.tool' }] });
    const bad = await call(user, '/api/assistant/apply', { changes: [good, { tool: 'add_block', input: { title: 'Yoga', date: 'soon', hour: 7 } }] });
    expect(bad.json()).toMatchObject({ issues: [{ path: 'changes.1.input' }] });
    expect((await call(user, '/api/assistant/apply', { changes: [{ tool: 'undo_change', input: { undo: 'x' } }] })).statusCode).toBe(400);
    expect(await blocksOn(user, '2026-03-05')).toEqual([]);
  });
});
