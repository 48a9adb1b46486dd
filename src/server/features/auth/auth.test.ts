import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.js';
import { createTestApp, sessionCookie, useTestApp } from '../../test/helpers.js';

let clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

const password = 'kettle orbit ginger 8';
let ipCounter = 0;
const nextIp = () => `10.9.0.${++ipCounter}`;

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: nextIp(), payload: { email, password, ...extra } });
}
async function signIn(email: string, pw: string, remoteAddress = nextIp()) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress, payload: { email, password: pw } });
}
async function me(cookie?: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
}

describe('sign-up', () => {
  it('creates the account, signs in and returns the user', async () => {
    const res = await signUp('  Ada@Example.com ', { firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', timezone: 'Europe/London', profileImageUrl: null });
    const cookie = res.cookies.find((c) => c.name === 'tf_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const user = await me(sessionCookie(res));
    expect(user.statusCode).toBe(200);
    expect(user.json().id).toBe(body.id);
  });

  it('weighs in the unit sent at sign-up, and in pounds when none is sent', async () => {
    const kg = await signUp('kilo@example.com', { weightUnit: 'kg' });
    expect(kg.json()).toMatchObject({ weightUnit: 'kg' });
    expect((await signUp('pound@example.com')).json()).toMatchObject({ weightUnit: 'lbs' });
    const bad = await signUp('stone@example.com', { weightUnit: 'stone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('weightUnit');
  });

  it('stores the password as argon2id and the session token only as a hash', async () => {
    const res = await signUp('hashcheck@example.com');
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, 'hashcheck@example.com'));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const token = res.cookies.find((c) => c.name === 'tf_session')!.value;
    const stored = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, row.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(token);
    expect(stored[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a duplicate email with 409', async () => {
    await signUp('twice@example.com');
    const res = await signUp('TWICE@example.com');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already exists/);
  });

  it('names each bad field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: nextIp(), payload: { email: 'nope', password: 'short' } });
    expect(res.statusCode).toBe(400);
    const paths = res.json().issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('refuses a common password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: nextIp(),
      payload: { email: 'common@example.com', password: 'password123' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0]).toMatchObject({ path: 'password' });
  });
});

describe('sign-in', () => {
  it('signs in with the right password and rotates the session', async () => {
    const first = await signUp('rotate@example.com');
    const oldCookie = sessionCookie(first);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: nextIp(),
      headers: { cookie: oldCookie },
      payload: { email: 'rotate@example.com', password, timezone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe('America/New_York');
    const newCookie = sessionCookie(res);
    expect(newCookie).not.toBe(oldCookie);
    expect((await me(oldCookie)).statusCode).toBe(401);
    expect((await me(newCookie)).statusCode).toBe(200);
  });

  it('answers 401 with the same message for a wrong password or an unknown email', async () => {
    await signUp('wrong@example.com');
    const wrong = await signIn('wrong@example.com', 'not the password');
    const unknown = await signIn('nobody@example.com', password);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
    expect(wrong.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
  });

  const deviceCookie = (res: { cookies: { name: string; value: string }[] }) => `tf_device=${res.cookies.find((c) => c.name === 'tf_device')!.value}`;
  const signInFrom = (email: string, pw: string, cookie?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: nextIp(), headers: cookie ? { cookie } : {}, payload: { email, password: pw } });
  const retrySeconds = (res: { json(): { message: string } }) => Number(/retry in (\d+) s/.exec(res.json().message)?.[1]);

  it('slows strangers at an account down with a growing delay, while a browser the owner used still signs in', async () => {
    const device = deviceCookie(await signUp('target@example.com'));
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await signIn('target@example.com', `guess ${i}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const early = await signIn('target@example.com', `guess again ${i}`);
      expect(early.statusCode).toBe(429);
      waits.push(retrySeconds(early));
      clock = new Date(clock.getTime() + waits[i] * 1000);
      expect((await signIn('target@example.com', `guess late ${i}`)).statusCode).toBe(401);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60, 60]);

    const owner = await signInFrom('target@example.com', password, device);
    expect(owner.statusCode).toBe(200);
    expect(owner.cookies.find((c) => c.name === 'tf_session')).toBeDefined();
    const fresh = await signIn('target@example.com', password);
    expect(fresh.statusCode).toBe(429);
    clock = new Date(clock.getTime() + retrySeconds(fresh) * 1000);
    expect((await signIn('target@example.com', password)).statusCode).toBe(200);
  });

  it('does not let a browser that signed in to another account skip the delay', async () => {
    await signUp('victim@example.com');
    const strangers = deviceCookie(await signUp('stranger@example.com'));
    for (let i = 0; i < 10; i++) await signInFrom('victim@example.com', `guess ${i}`, strangers);
    expect((await signInFrom('victim@example.com', 'guess 10', strangers)).statusCode).toBe(429);
    expect((await signInFrom('victim@example.com', 'guess 11', `${strangers}x`)).statusCode).toBe(429);
  });

  it('walls off one address, or one known browser, after 10 attempts at an account', async () => {
    const device = deviceCookie(await signUp('walled@example.com'));
    const ip = '10.66.0.1';
    for (let i = 0; i < 10; i++) expect((await signIn('walled@example.com', `guess ${i}`, ip)).statusCode).toBe(401);
    clock = new Date(clock.getTime() + 61_000);
    const walled = await signIn('walled@example.com', password, ip);
    expect(walled.statusCode).toBe(429);
    expect(walled.json().message).toMatch(/Too many sign-in attempts for this account/);
    expect((await signIn('walled@example.com', password)).statusCode).toBe(200);

    for (let i = 0; i < 10; i++) expect((await signInFrom('walled@example.com', `guess ${i}`, device)).statusCode).toBe(401);
    expect((await signInFrom('walled@example.com', password, device)).statusCode).toBe(429);
    expect((await signIn('walled@example.com', password)).statusCode).toBe(200);
  });

  it('remembers the browser for the account it signed in to, and only under /api/auth', async () => {
    const res = await signUp('device@example.com');
    const cookie = res.cookies.find((c) => c.name === 'tf_device')!;
    expect(cookie).toMatchObject({ path: '/api/auth', httpOnly: true, sameSite: 'Lax' });
    const again = await signInFrom('device@example.com', password, deviceCookie(res));
    expect(again.cookies.find((c) => c.name === 'tf_device')!.value).toBe(cookie.value);
  });

  it('rate-limits attempts per IP address across accounts', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await signIn(`spray${i}@example.com`, 'whatever pw', ip)).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBe(2);
    const last = await signIn('spray99@example.com', 'whatever pw', ip);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toMatch(/Too many/);
  });
});

describe('sessions', () => {
  it('logout ends the session on the server, so the old cookie is useless', async () => {
    const cookie = sessionCookie(await signUp('logout@example.com'));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('expires after 30 idle days and after 90 days in all', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const cookie = sessionCookie(await signUp('expiry@example.com'));
    clock = new Date('2026-03-30T12:00:00Z');
    expect((await me(cookie)).statusCode).toBe(200);
    clock = new Date('2026-04-28T12:00:00Z');
    expect((await me(cookie)).statusCode).toBe(200);
    clock = new Date('2026-05-27T12:00:00Z');
    expect((await me(cookie)).statusCode).toBe(200);
    clock = new Date('2026-05-31T12:00:00Z');
    expect((await me(cookie)).statusCode).toBe(401);

    clock = new Date('2026-06-01T12:00:00Z');
    const idle = sessionCookie(await signUp('idle@example.com'));
    clock = new Date('2026-07-02T12:00:00Z');
    expect((await me(idle)).statusCode).toBe(401);
    clock = new Date();
  });

  it('answers 401 Unauthorized without a session', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
    expect((await me('tf_session=forged')).statusCode).toBe(401);
  });

  it('sends /api/login to the built-in sign-in page when no OIDC provider is configured', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/login' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login');
    const config = await ctx.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json()).toEqual({ oidc: false, providerName: null, allowSignup: true, email: false });
  });
});

describe('sign-up switched off', () => {
  it('refuses new built-in accounts when ALLOW_SIGNUP is false', async () => {
    const closed = await createTestApp({ env: { ALLOW_SIGNUP: 'false' } });
    try {
      const res = await closed.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'late@example.com', password } });
      expect(res.statusCode).toBe(403);
    } finally {
      await closed.close();
    }
  });
});
