import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.js';
import { createInvitation } from './invitations.repo.js';

const PASSWORD = 'a sturdy passphrase 12';
let ctx: TestContext;
let clock = new Date('2026-03-01T12:00:00Z');
beforeAll(async () => {
  ctx = await createTestApp({ env: { ALLOW_SIGNUP: 'false' }, now: () => clock });
});
afterAll(() => ctx.close());

let ip = 0;
const signUp = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: `10.9.0.${++ip}`, payload: { password: PASSWORD, ...payload } });
const invite = async (email?: string) => new URL((await createInvitation(ctx.database.db, { baseUrl: 'https://plan.example.com/', email, now: clock })).link);
const tokenOf = (link: URL) => link.searchParams.get('invitation')!;

describe('sign-up closed to invitations (ALLOW_SIGNUP=false)', () => {
  it('lets one person sign up with an invitation link, once, and signs them in', async () => {
    const link = await invite();
    expect(link.origin + link.pathname).toBe('https://plan.example.com/signup');
    expect((await signUp({ email: 'uninvited@example.com' })).statusCode).toBe(403);

    const res = await signUp({ email: 'guest@example.com', invitation: tokenOf(link) });
    expect(res.statusCode, res.body).toBe(201);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json()).toMatchObject({ email: 'guest@example.com' });

    const again = await signUp({ email: 'second@example.com', invitation: tokenOf(link) });
    expect(again.statusCode).toBe(403);
    expect(again.json().issues).toEqual([expect.objectContaining({ path: 'invitation' })]);
  });

  it('holds an invitation for an address to that address, in any case', async () => {
    const link = await invite('Named@Example.com');
    const other = await signUp({ email: 'someone-else@example.com', invitation: tokenOf(link) });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toContain('for another email address');
    expect((await signUp({ email: 'named@example.com', invitation: tokenOf(link) })).statusCode).toBe(201);
  });

  it('refuses an expired, unknown or overlong invitation, and keeps an invitation whose email was already taken', async () => {
    const old = await invite();
    clock = new Date(clock.getTime() + 8 * 86_400_000);
    expect((await signUp({ email: 'late@example.com', invitation: tokenOf(old) })).statusCode).toBe(403);
    expect((await signUp({ email: 'late@example.com', invitation: 'not-a-token' })).statusCode).toBe(403);
    expect((await signUp({ email: 'late@example.com', invitation: 'x'.repeat(201) })).statusCode).toBe(400);

    const fresh = await invite();
    const taken = await signUp({ email: 'guest@example.com', invitation: tokenOf(fresh) });
    expect(taken.statusCode).toBe(409);
    expect((await signUp({ email: 'late@example.com', invitation: tokenOf(fresh) })).statusCode).toBe(201);
  });
});

describe('sign-up closed to invitations says nothing about an email without a usable invitation', () => {
  it('answers 403 for a taken email with no, a wrong or a spent invitation, and 409 only with a usable one', async () => {
    const first = await invite();
    expect((await signUp({ email: 'known@example.com', invitation: tokenOf(first) })).statusCode).toBe(201);
    for (const invitation of [undefined, 'not-a-token', tokenOf(first)]) {
      const res = await signUp({ email: 'known@example.com', ...(invitation ? { invitation } : {}) });
      expect(res.statusCode, `${invitation}: ${res.body}`).toBe(403);
      expect(res.body).not.toContain('already exists');
    }
    const usable = await signUp({ email: 'known@example.com', invitation: tokenOf(await invite()) });
    expect(usable.statusCode).toBe(409);
  });
});
