import { describe, expect, it } from 'vitest';
import { expectAllNotFound, expectAllUnauthorized } from '../../test/authz.js';
import { sessionCookie, signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
let ip = 0;

async function signInAgain(email: string, userAgent: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: `10.55.0.${++ip}`,
    headers: { 'user-agent': userAgent },
    payload: { email, password: 'a sturdy passphrase 12' },
  });
  return sessionCookie(res);
}
const list = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });
const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('authorization', () => {
  it('answers 401 to every route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/account/sessions' },
      { method: 'DELETE', url: '/api/account/sessions/00000000-0000-4000-8000-000000000000' },
      { method: 'DELETE', url: '/api/account/sessions' },
    ]);
  });

  it('answers 404 for another user’s session and leaves it alive', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const [session] = (await list(owner.cookie)).json();
    await expectAllNotFound(ctx.app, other.cookie, [{ method: 'DELETE', url: `/api/account/sessions/${session.id}` }]);
    await expectAllNotFound(ctx.app, other.cookie, [{ method: 'DELETE', url: '/api/account/sessions/00000000-0000-4000-8000-000000000000' }]);
    expect((await me(owner.cookie)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { cookie: other.cookie } });
    expect((await me(owner.cookie)).statusCode).toBe(200);
  });

  it('refuses a session id that is not an id', async () => {
    const user = await signUpUser(ctx.app);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/account/sessions/nope', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('id');
  });
});

describe('sessions', () => {
  it('lists the user’s sessions with browser and system, this one first and marked', async () => {
    const user = await signUpUser(ctx.app);
    await signInAgain(user.email, FIREFOX);
    const phone = await signInAgain(user.email, IPHONE);
    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Safari 17', os: 'iOS 17', signInMethod: 'password' });
    expect(sessions.find((s: { id: string; browser: string }) => s.id !== sessions[0].id && s.browser === 'Unknown browser')).toMatchObject({
      signInMethod: 'signup',
    });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(expect.objectContaining({ current: false, browser: 'Firefox 127', os: 'Linux' }));
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['browser', 'createdAt', 'current', 'id', 'lastSeenAt', 'os', 'signInMethod']);
      expect(new Date(s.createdAt).toISOString()).toBe(s.createdAt);
    }
  });

  it('signing out one session makes its cookie useless at once', async () => {
    const user = await signUpUser(ctx.app);
    const laptop = await signInAgain(user.email, FIREFOX);
    const target = (await list(user.cookie)).json().find((s: { current: boolean }) => !s.current);
    expect((await me(laptop)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target.id}`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(204);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await list(user.cookie)).json()).toHaveLength(1);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target.id}`, headers: { cookie: user.cookie } });
    expect(again.statusCode).toBe(404);
  });

  it('signing out the current session by id clears its cookie', async () => {
    const user = await signUpUser(ctx.app);
    const [current] = (await list(user.cookie)).json();
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${current.id}`, headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'tf_session')?.value).toBe('');
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('signs out all other sessions and keeps this one', async () => {
    const user = await signUpUser(ctx.app);
    const a = await signInAgain(user.email, FIREFOX);
    const b = await signInAgain(user.email, IPHONE);
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/account/sessions', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(204);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(user.cookie)).statusCode).toBe(200);
    const left = (await list(user.cookie)).json();
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});
