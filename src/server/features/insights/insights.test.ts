import { describe, expect, it } from 'vitest';
import { relationships } from '../../db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expectAllUnauthorized } from '../../test/authz.js';

const clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

interface Insight {
  id: string;
  kind: string;
  title: string;
  body: string;
  createdAt: string;
}

const generate = (user: TestUser, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/insights/generate',
    headers: { cookie: user.cookie },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
const list = (user: TestUser, query = '') => ctx.app.inject({ method: 'GET', url: `/api/insights${query}`, headers: { cookie: user.cookie } });

describe('insights', () => {
  it('gives a new user one honest "not enough data" card', async () => {
    const user = await signUpUser(ctx.app);
    expect((await list(user)).json()).toEqual([]);
    const res = await generate(user);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Insight[]>()).toEqual([
      {
        id: expect.any(String),
        kind: 'not-enough-data',
        title: 'Not enough data yet',
        body: expect.stringMatching(/^There is not enough data/),
        createdAt: expect.any(String),
      },
    ]);
  });

  it('writes cards from the data and lists them newest first, with a limit', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.db.insert(relationships).values([
      { userId: user.id, name: 'Ada', initials: 'A', cadenceDays: 14, lastContact: '2026-01-03' },
      { userId: user.id, name: 'Bob', initials: 'B', cadenceDays: 14, lastContact: '2026-03-01' },
    ]);
    await generate(user);
    const second = (await generate(user, {})).json<Insight[]>();
    expect(second).toEqual([
      expect.objectContaining({
        kind: 'neglected-people',
        title: 'Time to reconnect',
        body: '1 person is due for contact: Ada (60 days).',
      }),
    ]);
    const all = (await list(user)).json<Insight[]>();
    expect(all).toHaveLength(2);
    expect(all[0].id).toBe(second[0].id);
    expect((await list(user, '?limit=1')).json<Insight[]>().map((i) => i.id)).toEqual([second[0].id]);
  });

  it('defaults the limit to 10', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 12; i += 1) await generate(user);
    expect((await list(user)).json<Insight[]>()).toHaveLength(10);
    expect((await list(user, '?limit=50')).json<Insight[]>()).toHaveLength(12);
  });

  it("never lists another user's insights", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await generate(owner);
    expect((await list(other)).json()).toEqual([]);
  });

  it('validates limit and the body', async () => {
    const user = await signUpUser(ctx.app);
    for (const q of ['?limit=0', '?limit=51', '?limit=abc', '?limit=2.5', '?limit=-3']) {
      const res = await list(user, q);
      expect(res.statusCode, q).toBe(400);
      expect(
        res.json<{ issues: { path: string }[] }>().issues.map((i) => i.path),
        q,
      ).toContain('limit');
    }
    expect((await generate(user, { kind: 'sleep' })).statusCode).toBe(400);
  });

  it('answers 401 to every route when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/insights' },
      { method: 'GET', url: '/api/insights?limit=2' },
      { method: 'POST', url: '/api/insights/generate' },
    ]);
  });

  it('limits generation per user with a clear 429', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 30; i += 1) expect((await generate(user)).statusCode).toBe(201);
    const res = await generate(user);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/^Too many AI requests/);
  });
});
