import { describe, expect, it } from 'vitest';
import { SECOND_STEP_ATTEMPTS } from '../../../shared/constants.js';
import { codeFromOtpauthUrl } from '../../test/authenticator.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

// Every password and code check behind a session spends the budgets signing in spends, per account and per address.
let clock = new Date('2026-03-01T12:00:00Z');
const ctx = useTestApp({ now: () => clock });
const tick = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

const PASSWORD = 'a sturdy passphrase 12';
const WRONG = 'not the passphrase 99';
let address = 0;

const call = (method: 'POST' | 'DELETE', url: string, cookie: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method, url, remoteAddress, headers: { cookie, origin: 'http://localhost:80' }, payload });

/** The five routes that check a password behind a session, each with a wrong one. */
const wrongPassword = (email: string) =>
  [
    ['POST', '/api/account/password', { currentPassword: WRONG, newPassword: 'another sturdy passphrase' }],
    ['POST', '/api/account/email', { email: `new-${email}`, password: WRONG }],
    ['DELETE', '/api/account/2fa/totp', { password: WRONG, code: '000000' }],
    ['POST', '/api/account/2fa/recovery-codes', { password: WRONG }],
    ['DELETE', '/api/account', { confirm: 'someone-else@example.com' }],
  ] as const;

describe('password checks behind a session', () => {
  it('answer 429 after ten wrong attempts from one address, across the five routes, and sign-in from there waits too', async () => {
    const user = await signUpUser(ctx.app);
    const ip = `10.91.0.${++address}`;
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const [method, url, body] = wrongPassword(user.email)[i % 5];
      statuses.push((await call(method, url, user.cookie, body, ip)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 409)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const refused = await call('POST', '/api/account/password', user.cookie, { currentPassword: PASSWORD, newPassword: 'another sturdy passphrase' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many password attempts for this account\. Please wait and try again\. \(retry in \d+ s\)$/);
    const signIn = await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: ip, payload: { email: user.email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(429);
  });

  it('slow the account down from every address after ten wrong attempts, as sign-in does, and a right password after the wait clears it', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 10; i++) {
      const res = await call(
        'POST',
        '/api/account/password',
        user.cookie,
        { currentPassword: WRONG, newPassword: 'another sturdy passphrase' },
        `10.92.0.${++address}`,
      );
      expect(res.statusCode).toBe(400);
    }
    const fresh = `10.92.1.${++address}`;
    expect((await call('POST', '/api/account/email', user.cookie, { email: `x-${user.email}`, password: WRONG }, fresh)).statusCode).toBe(429);
    tick(61);
    const right = await call('POST', '/api/account/password', user.cookie, { currentPassword: PASSWORD, newPassword: 'another sturdy passphrase' }, fresh);
    expect(right.statusCode, right.body).toBe(200);
  });
});

describe('code checks behind a session', () => {
  it('answer 429 after a few wrong TOTP codes, sharing the second step’s budget, and the right code is refused meanwhile', async () => {
    const user = await signUpUser(ctx.app);
    const ip = () => `10.93.0.${++address}`;
    const start = await call('POST', '/api/account/2fa/totp', user.cookie, {}, ip());
    const { otpauthUrl } = start.json();
    tick(30);
    expect((await call('POST', '/api/account/2fa/totp/verify', user.cookie, { code: codeFromOtpauthUrl(otpauthUrl, clock) }, ip())).statusCode).toBe(200);
    tick(30);
    const wrong = String((Number(codeFromOtpauthUrl(otpauthUrl, clock)) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    for (let i = 0; i < SECOND_STEP_ATTEMPTS + 2; i++) {
      statuses.push((await call('DELETE', '/api/account/2fa/totp', user.cookie, { password: PASSWORD, code: wrong }, ip())).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(SECOND_STEP_ATTEMPTS).fill(400), 429, 429]);
    const right = await call('DELETE', '/api/account/2fa/totp', user.cookie, { password: PASSWORD, code: codeFromOtpauthUrl(otpauthUrl, clock) }, ip());
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many wrong codes/);
  });

  it('count wrong codes at enrolment too', async () => {
    const user = await signUpUser(ctx.app);
    const ip = () => `10.94.0.${++address}`;
    await call('POST', '/api/account/2fa/totp', user.cookie, {}, ip());
    const statuses: number[] = [];
    for (let i = 0; i < SECOND_STEP_ATTEMPTS + 1; i++) {
      statuses.push((await call('POST', '/api/account/2fa/totp/verify', user.cookie, { code: '000000' }, ip())).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
