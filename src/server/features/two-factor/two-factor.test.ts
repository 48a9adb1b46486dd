import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, totpCredentials } from '../../db/schema/index.js';
import { codeFromOtpauthUrl } from '../../test/authenticator.js';
import { sessionCookie, signUpUser, useTestApp } from '../../test/helpers.js';

let clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

const PASSWORD = 'a sturdy passphrase 12';
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250)}.${ip % 250}`;
const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
  ctx.app.inject({ method, url, remoteAddress: nextIp(), headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const cookiesOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies
    .filter((c) => c.value !== '')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/** A user with an authenticator app enrolled: the URL it scanned and its recovery codes. */
async function enrolledUser() {
  const user = await signUpUser(ctx.app);
  const start = await call('POST', '/api/account/2fa/totp', user.cookie);
  expect(start.statusCode, start.body).toBe(200);
  const { otpauthUrl } = start.json();
  tick(30);
  const verify = await call('POST', '/api/account/2fa/totp/verify', user.cookie, { code: codeFromOtpauthUrl(otpauthUrl, clock) });
  expect(verify.statusCode, verify.body).toBe(200);
  return { ...user, otpauthUrl, recoveryCodes: verify.json().recoveryCodes as string[] };
}

/** The first step: the password is right, and the answer holds the cookie the second step needs. */
async function firstStep(email: string, extraCookie = '') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: nextIp(),
    headers: extraCookie ? { cookie: extraCookie } : {},
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { res, pending: cookiesOf(res) };
}
const secondStep = (pending: string, payload: object) => call('POST', '/api/auth/2fa', pending, payload);
const me = (cookie: string) => call('GET', '/api/auth/user', cookie);

describe('enrolling an authenticator app', () => {
  it('gives a base32 secret and an otpauth URL for it, and turns on only with a right code', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call('POST', '/api/account/2fa/totp', user.cookie);
    expect(res.statusCode).toBe(200);
    const { secret, otpauthUrl } = res.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Twelvefold');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);

    const wrong = await call('POST', '/api/account/2fa/totp/verify', user.cookie, {
      code: '000000' === codeFromOtpauthUrl(otpauthUrl, clock) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('code');
    expect((await call('GET', '/api/account/2fa', user.cookie)).json()).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });

    const right = await call('POST', '/api/account/2fa/totp/verify', user.cookie, { code: codeFromOtpauthUrl(otpauthUrl, clock) });
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await call('GET', '/api/account/2fa', user.cookie)).json()).toEqual({ totp: true, recoveryCodesLeft: 10, passkeys: 0 });
    expect((await call('POST', '/api/account/2fa/totp', user.cookie)).statusCode).toBe(409);
  });

  it('keeps the secret sealed in the database, never as typed', async () => {
    const user = await enrolledUser();
    const [row] = await ctx.database.db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id));
    const secret = new URL(user.otpauthUrl).searchParams.get('secret')!;
    expect(row.sealedSecret).not.toContain(secret);
    expect(row.sealedSecret).toMatch(/^v1\./);
  });

  it('accepts a code typed with a space, as apps show it', async () => {
    const user = await signUpUser(ctx.app);
    const { otpauthUrl } = (await call('POST', '/api/account/2fa/totp', user.cookie)).json();
    const code = codeFromOtpauthUrl(otpauthUrl, clock);
    expect((await call('POST', '/api/account/2fa/totp/verify', user.cookie, { code: `${code.slice(0, 3)} ${code.slice(3)}` })).statusCode).toBe(200);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('answers the password with twoFactorRequired and no session, then signs in with the app’s code', async () => {
    const user = await enrolledUser();
    tick(30);
    const { res, pending } = await firstStep(user.email);
    expect(res.json()).toEqual({ twoFactorRequired: true, methods: ['totp'] });
    expect(res.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
    expect((await me(pending)).statusCode).toBe(401);

    const done = await secondStep(pending, { code: codeFromOtpauthUrl(user.otpauthUrl, clock) });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.id, email: user.email });
    const cookie = sessionCookie(done);
    expect((await me(cookie)).json().id).toBe(user.id);
    const [session] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, (await import('../../plugins/session.js')).hashToken(cookie.split('=')[1])));
    expect(session.signInMethod).toBe('password+totp');
  });

  it('refuses a wrong code with 401, a code used once already, and a second step without the first', async () => {
    const user = await enrolledUser();
    tick(30);
    const { pending } = await firstStep(user.email);
    const code = codeFromOtpauthUrl(user.otpauthUrl, clock);
    const wrong = await secondStep(pending, { code: code === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.cookies.find((c) => c.name === 'tf_session')).toBeUndefined();
    expect((await secondStep(pending, { code })).statusCode).toBe(200);
    const again = await firstStep(user.email);
    expect((await secondStep(again.pending, { code })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/2fa', undefined, { code })).statusCode).toBe(401);
  });

  it('accepts the previous step’s code (a slow phone clock) but not one from two minutes ago', async () => {
    const user = await enrolledUser();
    tick(120);
    const old = codeFromOtpauthUrl(user.otpauthUrl, new Date(clock.getTime() - 120_000));
    const previous = codeFromOtpauthUrl(user.otpauthUrl, new Date(clock.getTime() - 30_000));
    const { pending } = await firstStep(user.email);
    if (old !== previous) expect((await secondStep(pending, { code: old })).statusCode).toBe(401);
    expect((await secondStep(pending, { code: previous })).statusCode).toBe(200);
  });

  it('takes each recovery code once', async () => {
    const user = await enrolledUser();
    const [first] = user.recoveryCodes;
    const one = await firstStep(user.email);
    const ok = await secondStep(one.pending, { recoveryCode: first.toUpperCase() });
    expect(ok.statusCode, ok.body).toBe(200);
    const two = await firstStep(user.email);
    const reused = await secondStep(two.pending, { recoveryCode: first });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().message).toMatch(/used already/);
    expect((await call('GET', '/api/account/2fa', sessionCookie(ok))).json().recoveryCodesLeft).toBe(9);
  });

  it('answers 429 after five wrong codes, even to the right one, for that account only', async () => {
    const user = await enrolledUser();
    tick(30);
    const { pending } = await firstStep(user.email);
    const right = codeFromOtpauthUrl(user.otpauthUrl, clock);
    const wrongCode = right === '000000' ? '999999' : '000000';
    for (let i = 0; i < 5; i++) expect((await secondStep(pending, { code: wrongCode })).statusCode).toBe(401);
    const limited = await secondStep(pending, { code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many wrong codes/);
    const fresh = await firstStep(user.email);
    expect((await secondStep(fresh.pending, { recoveryCode: user.recoveryCodes[0] })).statusCode).toBe(429);
    const bystander = await enrolledUser();
    tick(30);
    expect((await secondStep((await firstStep(bystander.email)).pending, { code: codeFromOtpauthUrl(bystander.otpauthUrl, clock) })).statusCode).toBe(200);
  });

  it('expires the first step after ten minutes', async () => {
    const user = await enrolledUser();
    const { pending } = await firstStep(user.email);
    tick(11 * 60);
    const late = await secondStep(pending, { code: codeFromOtpauthUrl(user.otpauthUrl, clock) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toMatch(/took too long/);
  });

  it('skips the second step on a device trusted for 30 days, and only for that user', async () => {
    const user = await enrolledUser();
    tick(30);
    const { pending } = await firstStep(user.email);
    const done = await secondStep(pending, { code: codeFromOtpauthUrl(user.otpauthUrl, clock), trustDevice: true });
    const trusted = done.cookies.find((c) => c.name === 'tf_trusted_device')!;
    expect(trusted.httpOnly).toBe(true);
    expect(trusted.maxAge).toBe(30 * 86_400);
    const device = `tf_trusted_device=${trusted.value}`;
    const skipped = await firstStep(user.email, device);
    expect(skipped.res.json()).toMatchObject({ id: user.id });
    expect(sessionCookie(skipped.res)).toBeTruthy();

    const other = await enrolledUser();
    expect((await firstStep(other.email, device)).res.json()).toMatchObject({ twoFactorRequired: true });
    tick(31 * 86_400);
    expect((await firstStep(user.email, device)).res.json()).toMatchObject({ twoFactorRequired: true });
  });

  it('signs in as before for a user without two-factor sign-in', async () => {
    const user = await signUpUser(ctx.app);
    const { res } = await firstStep(user.email);
    expect(res.json()).toMatchObject({ id: user.id });
    expect(sessionCookie(res)).toBeTruthy();
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a current code', async () => {
    const user = await enrolledUser();
    tick(30);
    const code = codeFromOtpauthUrl(user.otpauthUrl, clock);
    const badPassword = await call('DELETE', '/api/account/2fa/totp', user.cookie, { password: 'not it at all', code });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().issues[0].path).toBe('password');
    const missing = await call('DELETE', '/api/account/2fa/totp', user.cookie, { password: PASSWORD });
    expect(missing.json().issues[0].path).toBe('code');
    expect((await call('DELETE', '/api/account/2fa/totp', user.cookie, { password: PASSWORD, code })).statusCode).toBe(204);
    expect((await call('GET', '/api/account/2fa', user.cookie)).json()).toEqual({ totp: false, recoveryCodesLeft: 0, passkeys: 0 });
    expect((await firstStep(user.email)).res.json()).toMatchObject({ id: user.id });
  });

  it('gives new recovery codes for the password, and the old ones stop working', async () => {
    const user = await enrolledUser();
    const res = await call('POST', '/api/account/2fa/recovery-codes', user.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().recoveryCodes;
    expect(fresh.some((c) => user.recoveryCodes.includes(c))).toBe(false);
    expect((await secondStep((await firstStep(user.email)).pending, { recoveryCode: user.recoveryCodes[1] })).statusCode).toBe(401);
    expect((await secondStep((await firstStep(user.email)).pending, { recoveryCode: fresh[1] })).statusCode).toBe(200);
  });
});

describe('passkeys on an address without a host name', () => {
  it('explain that a passkey needs a host name instead of leaving the browser to refuse the IP address', async () => {
    const user = await signUpUser(ctx.app);
    const at = (host: string, url: string, cookie?: string) =>
      ctx.app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { host, origin: `http://${host}`, ...(cookie ? { cookie } : {}) }, payload: {} });
    for (const [host, shown] of [
      ['192.168.1.20:3000', '192.168.1.20'],
      ['[fd00::20]:3000', 'fd00::20'],
    ]) {
      for (const res of [await at(host, '/api/account/passkeys/options', user.cookie), await at(host, '/api/auth/passkey/options')]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().message).toContain(`Passkeys need a host name, and this server is reached at the IP address ${shown}`);
        expect(res.json().message).toContain('PUBLIC_URL');
      }
    }
    // At a host name the browser is asked as before.
    const named = await at('planner.home.arpa:3000', '/api/account/passkeys/options', user.cookie);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().rp).toMatchObject({ id: 'planner.home.arpa' });
  });
});

describe('personal API tokens', () => {
  it('never reach two-factor or passkey settings', async () => {
    const user = await signUpUser(ctx.app);
    const token = (await call('POST', '/api/account/tokens', user.cookie, { name: 'Script', scope: 'write' })).json().token;
    const calls: [string, string, object?][] = [
      ['GET', '/api/account/2fa'],
      ['POST', '/api/account/2fa/totp', {}],
      ['POST', '/api/account/2fa/totp/verify', { code: '123456' }],
      ['DELETE', '/api/account/2fa/totp', { password: PASSWORD, code: '123456' }],
      ['POST', '/api/account/2fa/recovery-codes', { password: PASSWORD }],
      ['GET', '/api/account/passkeys'],
      ['POST', '/api/account/passkeys/options', {}],
      ['DELETE', '/api/account/passkeys/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await ctx.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call('GET', '/api/account/2fa', user.cookie)).json().totp).toBe(false);
  });
});
