import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.js';
import { createTestApp, eventually, sessionCookie, signUpUser, type TestContext } from '../../test/helpers.js';
import { startSmtpReceiver } from '../../test/smtp-receiver.js';
import { COMMANDS } from '../../cli/commands/index.js';
import { runCli } from '../../cli/run.js';
import { codeFromOtpauthUrl } from '../../test/authenticator.js';

const PASSWORD = 'a sturdy passphrase 12';
const NEW_PASSWORD = 'quiet harbour lantern 7';
let clock = new Date('2026-03-01T12:00:00Z');
let ip = 0;
const nextIp = () => `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;

function helpers(ctx: () => TestContext) {
  const post = (url: string, payload: object, cookie?: string) =>
    ctx().app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: cookie ? { cookie } : {}, payload });
  const signIn = (email: string, password: string) => post('/api/auth/signin', { email, password });
  return { post, signIn };
}

describe('with SMTP', () => {
  let ctx: TestContext;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  const { post, signIn } = helpers(() => ctx);
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    ctx = await createTestApp({
      now: () => clock,
      runJobs: true,
      env: { SMTP_URL: smtp.url, SMTP_FROM: 'Twelvefold <planner@example.org>', PUBLIC_URL: 'https://planner.example.org' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  const mailTo = (address: string, count = 1) =>
    eventually(async () => (smtp.mailsTo(address).length >= count ? smtp.mailsTo(address)[count - 1] : undefined), 20_000, `mail to ${address}`);
  const linkIn = (text: string) => /https:\/\/planner\.example\.org\/[a-z-]+\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('says the instance sends email', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({ email: true });
  });

  it('answers the same for an unknown address and mails a one-hour, single-use link to a known one', async () => {
    const user = await signUpUser(ctx.app);
    const other = sessionCookie(await signIn(user.email, PASSWORD));
    const unknown = await post('/api/auth/forgot', { email: 'nobody-here@example.org' });
    const known = await post('/api/auth/forgot', { email: user.email.toUpperCase() });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['set-cookie']).toBeUndefined();

    const mail = await mailTo(user.email);
    expect(mail.from).toBe('planner@example.org');
    expect(mail.subject).toBe('Reset your Twelvefold password');
    const link = linkIn(mail.text)!;
    expect(link).toMatch(/^https:\/\/planner\.example\.org\/reset-password\?token=/);
    expect(smtp.mailsTo('nobody-here@example.org')).toEqual([]);

    const weak = await post('/api/auth/reset', { token: tokenOf(link), password: 'password123' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().issues[0].path).toBe('password');
    const done = await post('/api/auth/reset', { token: tokenOf(link), password: NEW_PASSWORD });
    expect(done.statusCode, done.body).toBe(200);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: other } })).statusCode).toBe(401);

    const again = await post('/api/auth/reset', { token: tokenOf(link), password: 'another fine passphrase 3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().issues[0].path).toBe('token');
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link past its hour', async () => {
    const user = await signUpUser(ctx.app);
    await post('/api/auth/forgot', { email: user.email });
    const token = tokenOf(linkIn((await mailTo(user.email)).text)!);
    clock = new Date(clock.getTime() + 61 * 60_000);
    const late = await post('/api/auth/reset', { token, password: NEW_PASSWORD });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/more than an hour old/);
    expect((await signIn(user.email, PASSWORD)).statusCode).toBe(200);
  });

  it('changes the sign-in email only once the new address confirms, after the password', async () => {
    const user = await signUpUser(ctx.app);
    const newEmail = `moved-${user.id.slice(0, 8)}@example.org`;
    const wrong = await post('/api/account/email', { email: newEmail, password: 'not my password' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('password');
    const res = await post('/api/account/email', { email: newEmail, password: PASSWORD }, user.cookie);
    expect(res.json()).toEqual({ status: 'confirmation-sent', email: newEmail });
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } });
    expect((await me()).json().email).toBe(user.email);

    const mail = await mailTo(newEmail);
    expect(mail.subject).toBe('Confirm your new Twelvefold sign-in email');
    const link = linkIn(mail.text)!;
    expect(link).toMatch(/\/confirm-email\?token=/);
    const confirmed = await post('/api/account/email/confirm', { token: tokenOf(link) });
    expect(confirmed.json()).toEqual({ status: 'changed', email: newEmail });
    expect((await me()).json().email).toBe(newEmail);
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(200);
    expect((await post('/api/account/email/confirm', { token: tokenOf(link) })).statusCode).toBe(400);
  });

  it('mails a newsletter confirmation and says so', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'reader@example.org' });
    expect(res.json()).toEqual({ subscribed: true, confirmationEmail: true });
    expect((await mailTo('reader@example.org')).subject).toBe('You are on the Twelvefold list');
  });
});

describe('without SMTP', () => {
  let ctx: TestContext;
  const { post, signIn } = helpers(() => ctx);
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://planner.example.org' } });
  });
  afterAll(() => ctx.close());
  const cli = async (argv: string[]) => {
    let out = '';
    let err = '';
    const code = await runCli(argv, COMMANDS, {
      out: (t) => (out += t),
      err: (t) => (err += t),
      env: { LOG_LEVEL: 'silent', DATABASE_URL: ctx.database.pool.options.connectionString, PUBLIC_URL: 'https://planner.example.org' },
    });
    return { code, out, err };
  };

  it('says the instance sends no email, and still answers forgot with 202', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({ email: false });
    expect((await post('/api/auth/forgot', { email: 'someone@example.org' })).statusCode).toBe(202);
    expect((await post('/api/newsletter/subscribe', { email: 'kept@example.org' })).json()).toEqual({ subscribed: true, confirmationEmail: false });
  });

  it('changes the sign-in email at once for the right password, refusing one that is taken', async () => {
    const user = await signUpUser(ctx.app);
    const taken = await signUpUser(ctx.app);
    expect((await post('/api/account/email', { email: taken.email, password: PASSWORD }, user.cookie)).statusCode).toBe(409);
    const newEmail = `direct-${user.id.slice(0, 8)}@example.org`;
    expect((await post('/api/account/email', { email: newEmail, password: PASSWORD }, user.cookie)).json()).toEqual({ status: 'changed', email: newEmail });
    expect((await signIn(newEmail, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses personal API tokens the sign-in email', async () => {
    const user = await signUpUser(ctx.app);
    const token = (await post('/api/account/tokens', { name: 'Script', scope: 'write' }, user.cookie)).json().token;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: { authorization: `Bearer ${token}` },
      payload: { email: 'thief@example.org', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('lets the admin print a reset link with `twelvefold reset-password`', async () => {
    const user = await signUpUser(ctx.app);
    const { code, out } = await cli(['reset-password', user.email]);
    expect(code).toBe(0);
    const link = /^https:\/\/planner\.example\.org\/reset-password\?token=(\S+)$/m.exec(out);
    expect(link, out).not.toBeNull();
    expect((await post('/api/auth/reset', { token: link![1], password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const unknown = await cli(['reset-password', 'nobody@example.org']);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/No account signs in with the email nobody@example.org/);
  });

  it('lets the admin turn two-factor sign-in off with `twelvefold disable-2fa`', async () => {
    const user = await signUpUser(ctx.app);
    const { otpauthUrl } = (await post('/api/account/2fa/totp', {}, user.cookie)).json();
    await post('/api/account/2fa/totp/verify', { code: codeFromOtpauthUrl(otpauthUrl, new Date()) }, user.cookie);
    expect((await signIn(user.email, PASSWORD)).json()).toMatchObject({ twoFactorRequired: true });
    const { code, out } = await cli(['disable-2fa', user.email.toUpperCase()]);
    expect(code).toBe(0);
    expect(out).toMatch(/Two-factor sign-in is off/);
    const res = await signIn(user.email, PASSWORD);
    expect(res.json()).toMatchObject({ id: user.id });
    const [session] = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    expect(session).toBeDefined();
    expect((await cli(['disable-2fa', user.email])).out).toMatch(/did not have two-factor sign-in on/);
  });
});
