import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskListSchema } from '../../../shared/schemas/tasks.js';
import { createTestApp, signUpUser, type TestContext } from '../../test/helpers.js';

const clock = new Date('2026-03-01T12:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ now: () => clock });
});
afterAll(() => ctx.close());

type Payload = Record<string, unknown>;
type TaskBody = { id: string; title: string; position: number | null };

async function user() {
  const { cookie } = await signUpUser(ctx.app);
  const add = async (title: string, extra: Payload = {}): Promise<TaskBody> =>
    (await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie }, payload: { title, ...extra } })).json();
  const order = (ids: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/tasks/order', headers: { cookie }, payload: { ids } });
  const titles = async () => (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).json().map((t: TaskBody) => t.title);
  return { cookie, add, order, titles };
}

describe('PUT /api/tasks/order', () => {
  it('keeps the user’s order inside each plan-order group, ahead of the tasks never placed by hand', async () => {
    const u = await user();
    const high = await u.add('high, due today', { priority: 'high', dueDate: '2026-03-01' });
    const low = await u.add('low, overdue', { priority: 'low', dueDate: '2026-02-20' });
    const normal = await u.add('normal, due today', { dueDate: '2026-03-01' });
    const inboxA = await u.add('inbox, high', { priority: 'high' });
    const inboxB = await u.add('inbox, low', { priority: 'low' });
    await u.add('inbox, normal, never placed');

    const res = await u.order([normal.id, high.id, low.id]);
    expect(res.statusCode).toBe(200);
    expect(taskListSchema.parse(res.json()).map((t) => [t.title, t.position])).toEqual([
      ['normal, due today', 0],
      ['high, due today', 1],
      ['low, overdue', 2],
      ['inbox, high', null],
      ['inbox, normal, never placed', null],
      ['inbox, low', null],
    ]);

    expect((await u.order([inboxB.id, inboxA.id])).statusCode).toBe(200);
    expect(await u.titles()).toEqual(['normal, due today', 'high, due today', 'low, overdue', 'inbox, low', 'inbox, high', 'inbox, normal, never placed']);
  });

  it('puts a task whose due date changes back in plan order, and keeps its place through other edits', async () => {
    const u = await user();
    const a = await u.add('a', { dueDate: '2026-03-05' });
    const b = await u.add('b', { dueDate: '2026-03-05' });
    await u.order([b.id, a.id]);
    const edit = (id: string, payload: Payload) => ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${id}`, headers: { cookie: u.cookie }, payload });
    expect((await edit(b.id, { title: 'b renamed', dueDate: '2026-03-05' })).json().position).toBe(0);
    expect((await edit(b.id, { dueDate: '2026-03-06' })).json().position).toBeNull();
    expect(await u.titles()).toEqual(['a', 'b renamed']);
  });

  it('moves nothing and answers 404 naming ids when one id is not the user’s open task', async () => {
    const u = await user();
    const mine = await u.add('mine');
    const other = await u.add('other');
    const done = await u.add('done');
    await ctx.app.inject({ method: 'PATCH', url: `/api/tasks/${done.id}`, headers: { cookie: u.cookie }, payload: { status: 'done' } });
    const stranger = await user();
    const theirs = await stranger.add('theirs');
    for (const foreign of [theirs.id, done.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await u.order([other.id, mine.id, foreign]);
      expect(res.statusCode).toBe(404);
      expect(res.json().issues).toEqual([{ path: 'ids', message: 'Every id must be one of your open tasks' }]);
    }
    const positions = async (cookie: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie } })).json().map((t: TaskBody) => [t.title, t.position]);
    expect((await positions(u.cookie)).sort()).toEqual([
      ['mine', null],
      ['other', null],
    ]);
    expect(await positions(stranger.cookie)).toEqual([['theirs', null]]);
  });

  it('refuses a bad list with 400 naming ids', async () => {
    const u = await user();
    const a = await u.add('a');
    for (const ids of [[], [a.id, a.id], ['not-an-id'], 'a', undefined]) {
      const res = await u.order(ids);
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json().issues[0].path).toMatch(/^ids/);
    }
  });
});
