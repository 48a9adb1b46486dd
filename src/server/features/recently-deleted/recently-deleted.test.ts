import { describe, expect, it } from 'vitest';
import { restorePath, type DeletedItem } from '../../../shared/schemas/recently-deleted.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expireDeletedItem } from '../../test/row-snapshot.js';

const ctx = useTestApp();

function call(user: TestUser | undefined, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) {
  return ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload ? { payload } : {}) });
}

async function created(user: TestUser, url: string, payload: Record<string, unknown>): Promise<string> {
  const res = await call(user, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

async function listed(user: TestUser): Promise<DeletedItem[]> {
  const res = await call(user, 'GET', '/api/recently-deleted');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeletedItem[]>();
}

describe('GET /api/recently-deleted', () => {
  it('lists what the user can still restore, newest first, and each comes back through its restore route', async () => {
    const user = await signUpUser(ctx.app);
    const block = await created(user, '/api/time-blocks', { date: '2026-06-01', hour: 9, title: 'Deep work', category: 'focus', duration: 1 });
    const series = await created(user, '/api/time-blocks', {
      date: '2026-06-01',
      hour: 8,
      title: 'Standup',
      category: 'meeting',
      duration: 0.25,
      rrule: 'FREQ=DAILY',
    });
    const person = await created(user, '/api/relationships', { name: 'Ada Lovelace', initials: 'AL' });
    const call1 = await created(user, `/api/relationships/${person}/interactions`, { date: '2026-01-05', type: 'call' });
    const goal = await created(user, '/api/goals', { title: 'Run a 10K', category: 'Health', timeframe: '12 weeks' });
    const task = await created(user, '/api/tasks', { title: 'Renew passport' });
    for (const url of [
      `/api/time-blocks/${block}`,
      `/api/time-blocks/${series}?occurrence=2026-06-03&scope=following`,
      `/api/relationships/${person}/interactions/${call1}`,
      `/api/goals/${goal}`,
      `/api/tasks/${task}`,
    ]) {
      expect((await call(user, 'DELETE', url)).statusCode, url).toBe(204);
    }
    const items = await listed(user);
    expect(items.map((i) => [i.kind, i.title])).toEqual([
      ['task', 'Renew passport'],
      ['goal', 'Run a 10K'],
      ['interaction', 'Call with Ada Lovelace'],
      ['series-tail', 'Standup'],
      ['time-block', 'Deep work'],
    ]);
    expect(items.find((i) => i.kind === 'series-tail')).toMatchObject({ id: series, occurrence: '2026-06-03', repeats: false });
    expect(items.find((i) => i.kind === 'time-block')).toMatchObject({ id: block, repeats: false });
    expect(items.find((i) => i.kind === 'interaction')).toMatchObject({ id: call1, relationshipId: person });
    expect(await listed(await signUpUser(ctx.app))).toEqual([]);

    for (const item of items) {
      const res = await call(user, 'POST', restorePath(item));
      expect(res.statusCode, `${item.kind}: ${res.body}`).toBe(200);
    }
    expect(await listed(user)).toEqual([]);
    expect((await call(user, 'GET', '/api/time-blocks?from=2026-06-01&to=2026-06-05')).json<unknown[]>()).toHaveLength(6);
  });

  it('says a block deleted with all its dates was a repeating series', async () => {
    const user = await signUpUser(ctx.app);
    const series = await created(user, '/api/time-blocks', {
      date: '2026-06-01',
      hour: 7,
      title: 'Journal',
      category: 'focus',
      duration: 0.5,
      rrule: 'FREQ=DAILY',
    });
    expect((await call(user, 'DELETE', `/api/time-blocks/${series}`)).statusCode).toBe(204);
    expect(await listed(user)).toEqual([expect.objectContaining({ kind: 'time-block', id: series, title: 'Journal', repeats: true })]);
  });

  it('leaves out what is past its 10 minutes and a deleted person is listed by name', async () => {
    const user = await signUpUser(ctx.app);
    const gone = await created(user, '/api/goals', { title: 'Old goal', category: 'Health', timeframe: '12 days' });
    const person = await created(user, '/api/relationships', { name: 'Grace Hopper', initials: 'GH' });
    await call(user, 'DELETE', `/api/goals/${gone}`);
    await call(user, 'DELETE', `/api/relationships/${person}`);
    await expireDeletedItem(ctx.database.db, gone);
    expect((await listed(user)).map((i) => [i.kind, i.title])).toEqual([['relationship', 'Grace Hopper']]);
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/recently-deleted')).statusCode).toBe(401);
  });
});
