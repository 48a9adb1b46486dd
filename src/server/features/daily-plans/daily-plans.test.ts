import { describe, expect, it } from 'vitest';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

type Payload = Record<string, unknown>;
const get = (date: string, cookie: string) => ctx.app.inject({ method: 'GET', url: `/api/daily-plans/${date}`, headers: { cookie } });
const put = (date: string, payload: Payload, cookie: string) =>
  ctx.app.inject({ method: 'PUT', url: `/api/daily-plans/${date}`, headers: { cookie }, payload });

describe('daily plans', () => {
  it('answers null for a day not written, then keeps the intention and the reflection apart', async () => {
    const { cookie } = await signUpUser(ctx.app);
    const empty = await get('2026-03-02', cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toBeNull();

    const morning = await put('2026-03-02', { intention: '  Ship the proposal  ' }, cookie);
    expect(morning.statusCode).toBe(200);
    expect(morning.json()).toEqual({ date: '2026-03-02', intention: 'Ship the proposal', reflection: '', picks: [], record: null });

    const evening = await put('2026-03-02', { reflection: 'Shipped it before lunch.' }, cookie);
    expect(evening.json()).toEqual({ date: '2026-03-02', intention: 'Ship the proposal', reflection: 'Shipped it before lunch.', picks: [], record: null });
    expect((await get('2026-03-02', cookie)).json()).toEqual(evening.json());
    expect((await get('2026-03-03', cookie)).json()).toBeNull();
  });

  it('clears a field sent empty and accepts the longest allowed text', async () => {
    const { cookie } = await signUpUser(ctx.app);
    await put('2026-03-02', { intention: 'One thing', reflection: 'Went well' }, cookie);
    expect((await put('2026-03-02', { intention: '' }, cookie)).json()).toEqual({
      date: '2026-03-02',
      intention: '',
      reflection: 'Went well',
      picks: [],
      record: null,
    });
    expect((await put('2026-03-02', { reflection: 'r'.repeat(2000) }, cookie)).statusCode).toBe(200);
  });

  it.each([
    ['intention', '2026-03-02', { intention: 'x'.repeat(2001) }],
    ['reflection', '2026-03-02', { reflection: 'a\u0000b' }],
    ['intention', '2026-03-02', { intention: 12 }],
    ['date', '2026-02-30', { intention: 'x' }],
    ['date', 'today', { intention: 'x' }],
  ])('refuses a bad %s with 400 naming it', async (field, date, payload) => {
    const { cookie } = await signUpUser(ctx.app);
    const res = await put(date, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it("keeps each user's days to themselves", async () => {
    const me = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await put('2026-03-02', { intention: 'Private' }, me.cookie);
    expect((await get('2026-03-02', other.cookie)).json()).toBeNull();
    expect((await put('2026-03-02', { reflection: 'Theirs' }, other.cookie)).json()).toEqual({
      date: '2026-03-02',
      intention: '',
      reflection: 'Theirs',
      picks: [],
      record: null,
    });
    expect((await get('2026-03-02', me.cookie)).json()).toEqual({ date: '2026-03-02', intention: 'Private', reflection: '', picks: [], record: null });
  });

  it('answers 401 without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/daily-plans/2026-03-02' },
      { method: 'PUT', url: '/api/daily-plans/2026-03-02', payload: { intention: 'x' } },
    ]);
  });
});
