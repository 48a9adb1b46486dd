import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiTokens, calendarAccounts, pushSubscriptions, users } from '../../db/schema/index.js';
import { browserKeys } from '../../test/push-receiver.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { createTestApp, type TestContext, createTestDb, eventually, signUpUser, type TestDatabase, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const ANY_ID = '00000000-0000-4000-8000-000000000000';

async function createToken(app: TestContext['app'], cookie: string, scope: 'read' | 'write', name = `${scope} token`) {
  const res = await app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie }, payload: { name, scope } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string; scope: string; token: string; createdAt: string; lastUsedAt: string | null }>();
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (app: TestContext['app'], token: string) => app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
const newGoal = { title: 'Read twelve books', category: 'Learning', timeframe: '12 months' };

describe('managing tokens', () => {
  it('answers 401 to every route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/account/tokens' },
      { method: 'POST', url: '/api/account/tokens', payload: { name: 'x', scope: 'read' } },
      { method: 'DELETE', url: `/api/account/tokens/${ANY_ID}` },
    ]);
  });

  it('shows the token once, lists it without the token, and keeps only its hash', async () => {
    const user = await signUpUser(ctx.app);
    const created = await createToken(ctx.app, user.cookie, 'read', 'Shortcut');
    expect(created).toMatchObject({ name: 'Shortcut', scope: 'read', lastUsedAt: null });
    expect(created.token).toMatch(/^tf_[A-Za-z0-9_-]{43}$/);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: { cookie: user.cookie } });
    expect(list.json()).toEqual([{ id: created.id, name: 'Shortcut', scope: 'read', createdAt: created.createdAt, lastUsedAt: null }]);
    expect(list.body).not.toContain(created.token);
    const rows = await ctx.database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(created.token.slice(3));
    expect(rows[0].tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
  });

  it('refuses bad input naming the field', async () => {
    const user = await signUpUser(ctx.app);
    for (const [payload, path] of [
      [{ name: '', scope: 'read' }, 'name'],
      [{ name: 'x'.repeat(101), scope: 'write' }, 'name'],
      [{ name: 'ok', scope: 'admin' }, 'scope'],
    ] as const) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: user.cookie }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual(expect.arrayContaining([expect.objectContaining({ path })]));
    }
  });

  it('allows at most 12 tokens a user', async () => {
    const user = await signUpUser(ctx.app);
    await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: user.cookie }, payload: { name: `t${i}`, scope: 'read' } }),
      ),
    );
    const list = await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: { cookie: user.cookie } });
    expect(list.json()).toHaveLength(12);
    const more = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: { cookie: user.cookie },
      payload: { name: 'thirteenth', scope: 'read' },
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toMatch(/at most 12/);
  });

  it('answers 404 for another user’s token and leaves it working', async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const created = await createToken(ctx.app, owner.cookie, 'read');
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${created.id}`, headers: { cookie: other.cookie } });
    expect(res.statusCode).toBe(404);
    expect((await me(ctx.app, created.token)).statusCode).toBe(200);
    const theirs = await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: { cookie: other.cookie } });
    expect(theirs.json()).toEqual([]);
  });
});

describe('authenticating with a token', () => {
  it('acts as its user on any route with no cookie and no Origin check', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = await createToken(ctx.app, user.cookie, 'write');
    const who = await me(ctx.app, token);
    expect(who.statusCode).toBe(200);
    expect(who.json().id).toBe(user.id);
    const plain = await ctx.app.inject({ method: 'POST', url: '/api/goals', headers: bearer(token), payload: newGoal });
    expect(plain.statusCode).toBe(201);
    const foreignOrigin = await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
      payload: newGoal,
    });
    expect(foreignOrigin.statusCode).toBe(201);
    const goals = await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie } });
    expect(goals.json()).toHaveLength(2);
  });

  it('is the token’s request alone: a cookie beside an unknown token does not sign it in', async () => {
    const user = await signUpUser(ctx.app);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie, authorization: 'Bearer tf_nothing' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 401 Unauthorized to an unknown or revoked token, at once', async () => {
    const user = await signUpUser(ctx.app);
    const created = await createToken(ctx.app, user.cookie, 'write');
    for (const token of ['tf_unknown', '', 'x'.repeat(500)]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: bearer(token) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthorized' });
    }
    expect((await me(ctx.app, created.token)).statusCode).toBe(200);
    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${created.id}`, headers: { cookie: user.cookie } });
    expect(revoke.statusCode).toBe(204);
    const after = await me(ctx.app, created.token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Unauthorized' });
  });

  it('refuses every state-changing request of a read token with 403', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = await createToken(ctx.app, user.cookie, 'read');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: bearer(token) })).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/goals', headers: bearer(token), payload: newGoal });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/only read/);
    const goals = await ctx.app.inject({ method: 'GET', url: '/api/goals', headers: { cookie: user.cookie } });
    expect(goals.json()).toEqual([]);
  });

  it('lets a read token read tasks but neither change them nor plan the day, and a write token do both', async () => {
    const user = await signUpUser(ctx.app);
    const task = (await ctx.app.inject({ method: 'POST', url: '/api/tasks', headers: { cookie: user.cookie }, payload: { title: 'Call the plumber' } })).json();
    const read = await createToken(ctx.app, user.cookie, 'read');
    const write = await createToken(ctx.app, user.cookie, 'write');
    const writes = [
      { method: 'POST', url: '/api/tasks', payload: { title: 'Pay rent' } },
      { method: 'PATCH', url: `/api/tasks/${task.id}`, payload: { title: 'Call the plumber today' } },
      { method: 'PUT', url: '/api/tasks/order', payload: { ids: [task.id] } },
      { method: 'POST', url: `/api/tasks/${task.id}/schedule`, payload: { date: '2026-03-03', hour: 9 } },
      { method: 'POST', url: '/api/plan/day', payload: { date: '2026-03-04', apply: true } },
      { method: 'DELETE', url: `/api/tasks/${task.id}` },
      { method: 'POST', url: `/api/tasks/${task.id}/restore` },
    ] as const;
    for (const query of ['/api/tasks', '/api/tasks?status=done']) {
      expect((await ctx.app.inject({ method: 'GET', url: query, headers: bearer(read.token) })).statusCode, query).toBe(200);
    }
    for (const call of writes) {
      const res = await ctx.app.inject({ ...call, headers: bearer(read.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    const importList = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/tasks/import', headers: { ...bearer(token), 'content-type': 'text/markdown' }, payload: '- [ ] Buy milk' });
    expect((await importList(read.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/tasks', headers: { cookie: user.cookie } })).json()).toEqual([task]);
    for (const call of writes) {
      const res = await ctx.app.inject({ ...call, headers: bearer(write.token) });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBeLessThan(300);
    }
    expect((await importList(write.token)).json()).toMatchObject({ created: 1 });
  });

  it('never lets a token manage tokens, sessions, the password or delete the account', async () => {
    const user = await signUpUser(ctx.app);
    const created = await createToken(ctx.app, user.cookie, 'write');
    const calls = [
      { method: 'GET', url: '/api/account/tokens' },
      { method: 'POST', url: '/api/account/tokens', payload: { name: 'more', scope: 'write' } },
      { method: 'DELETE', url: `/api/account/tokens/${created.id}` },
      { method: 'GET', url: '/api/account/sessions' },
      { method: 'DELETE', url: `/api/account/sessions/${ANY_ID}` },
      { method: 'DELETE', url: '/api/account/sessions' },
      { method: 'POST', url: '/api/account/password', payload: { currentPassword: 'a sturdy passphrase 12', newPassword: 'another sturdy phrase 34' } },
      { method: 'DELETE', url: '/api/account', payload: { confirm: user.email } },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject({ ...call, headers: bearer(created.token) });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().message, `${call.method} ${call.url}`).toMatch(/cannot manage/);
    }
    expect((await me(ctx.app, created.token)).statusCode).toBe(200);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/account/tokens', headers: { cookie: user.cookie } });
    expect(list.json()).toHaveLength(1);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: '10.77.0.1',
      payload: { email: user.email, password: 'a sturdy passphrase 12' },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('never lets a token change the sign-in email, by the profile or the email route', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = await createToken(ctx.app, user.cookie, 'write');
    const profile = await ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: bearer(token), payload: { email: 'thief@example.com' } });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().issues.map((i: { path: string }) => i.path)).toEqual(['email']);
    const email = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/email',
      headers: bearer(token),
      payload: { email: 'thief@example.com', password: 'a sturdy passphrase 12' },
    });
    expect(email.statusCode).toBe(403);
    expect(email.json().message).toMatch(/cannot manage/);
    const [row] = await ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
  });

  it('never shows or makes a calendar feed link for a token, read or write', async () => {
    const user = await signUpUser(ctx.app);
    for (const scope of ['read', 'write'] as const) {
      const { token } = await createToken(ctx.app, user.cookie, scope);
      for (const [method, url] of [
        ['GET', '/api/calendar/feed'],
        ['POST', '/api/calendar/feed/rotate'],
      ] as const) {
        const res = await ctx.app.inject({ method, url, headers: bearer(token) });
        expect(res.statusCode, `${scope} ${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(/feed link/);
        expect(res.body).not.toMatch(/\.ics/);
      }
    }
    const signedIn = await ctx.app.inject({ method: 'GET', url: '/api/calendar/feed', headers: { cookie: user.cookie } });
    expect(signedIn.statusCode).toBe(200);
  });

  it('never disconnects the CalDAV server the account holder connected, for a read or a write token', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.database.db.insert(calendarAccounts).values({
      userId: user.id,
      serverUrl: 'http://127.0.0.1:1/dav/',
      username: 'ada',
      passwordEncrypted: 'sealed',
      calendarUrl: 'http://127.0.0.1:1/dav/cal/',
    });
    const connected = async () => (await ctx.app.inject({ method: 'GET', url: '/api/calendar/caldav', headers: { cookie: user.cookie } })).json().account;
    for (const scope of ['read', 'write'] as const) {
      const { token } = await createToken(ctx.app, user.cookie, scope);
      const res = await ctx.app.inject({ method: 'DELETE', url: '/api/calendar/caldav', headers: bearer(token) });
      expect(res.statusCode, scope).toBe(403);
      expect(res.json().message).toMatch(/cannot connect or disconnect a calendar/);
      expect(await connected(), scope).toMatchObject({ serverUrl: 'http://127.0.0.1:1/dav/', username: 'ada' });
    }
    const signedIn = await ctx.app.inject({ method: 'DELETE', url: '/api/calendar/caldav', headers: { cookie: user.cookie, origin: 'http://localhost:80' } });
    expect(signedIn.statusCode, signedIn.body).toBe(204);
    expect(await connected()).toBeNull();
  });

  it('never connects a calendar or changes notification settings for a token, which would outlive it', async () => {
    const user = await signUpUser(ctx.app);
    const settings = async (headers: Record<string, string>) => (await ctx.app.inject({ method: 'GET', url: '/api/notifications/settings', headers })).json();
    const before = await settings({ cookie: user.cookie });
    const caldav = { serverUrl: 'http://127.0.0.1:1/dav/', username: 'ada', password: 'secret' };
    for (const scope of ['read', 'write'] as const) {
      const { token } = await createToken(ctx.app, user.cookie, scope);
      const attempts = [
        ['POST', '/api/calendar/caldav', caldav],
        ['PATCH', '/api/calendar/caldav', { calendarUrl: 'http://127.0.0.1:1/dav/cal/' }],
        ['PATCH', '/api/notifications/settings', { morningPlan: true }],
        ['POST', '/api/calendar/connections/google/authorize', {}],
        ['PATCH', `/api/calendar/connections/${randomUUID()}`, { writeCalendarId: null, busyCalendarIds: [] }],
        ['DELETE', `/api/calendar/connections/${randomUUID()}`, undefined],
      ] as const;
      for (const [method, url, payload] of attempts) {
        const res = await ctx.app.inject({ method, url, headers: bearer(token), payload });
        expect(res.statusCode, `${scope} ${method} ${url}`).toBe(403);
        expect(res.json().message).toMatch(/cannot connect or disconnect a calendar or change notification settings/);
      }
      // What a token may still do here: read the settings and the sync's state.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/calendar/caldav', headers: bearer(token) })).statusCode).toBe(200);
      expect(await settings(bearer(token))).toEqual(before);
    }
    const caldavRows = await ctx.app.inject({ method: 'GET', url: '/api/calendar/caldav', headers: { cookie: user.cookie } });
    expect(caldavRows.json()).toEqual({ account: null });
    const signedIn = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: { cookie: user.cookie, origin: 'http://localhost:80' },
      payload: { morningPlan: true },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().morningPlan).toBe(true);
  });

  it('ends the push subscriptions a token made when it is revoked, and keeps the browser’s own', async () => {
    const user = await signUpUser(ctx.app);
    const created = await createToken(ctx.app, user.cookie, 'write');
    const keys = browserKeys();
    const subscribe = (headers: Record<string, string>, endpoint: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers, payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } } });
    expect((await subscribe(bearer(created.token), 'https://push.example.com/agent')).statusCode).toBe(201);
    expect((await subscribe({ cookie: user.cookie }, 'https://push.example.com/browser')).statusCode).toBe(201);
    // The token subscribing the browser's endpoint again does not make it the token's.
    expect((await subscribe(bearer(created.token), 'https://push.example.com/browser')).statusCode).toBe(201);
    const endpoints = async () =>
      (await ctx.database.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)))
        .map((r) => r.endpoint)
        .sort();
    expect(await endpoints()).toEqual(['https://push.example.com/agent', 'https://push.example.com/browser']);
    const revoked = await ctx.app.inject({ method: 'DELETE', url: `/api/account/tokens/${created.id}`, headers: { cookie: user.cookie } });
    expect(revoked.statusCode).toBe(204);
    expect(await endpoints()).toEqual(['https://push.example.com/browser']);
  });

  it('refuses a read token on every state-changing route of the OpenAPI document', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = await createToken(ctx.app, user.cookie, 'read');
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    let checked = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        // Every MCP message is a POST; the MCP server refuses a read token its write tools (mcp.test.ts).
        if (path === '/api/mcp') continue;
        const url = path.replace(/\{[^}]+\}/g, ANY_ID);
        const res = await ctx.app.inject({ method: method.toUpperCase() as 'POST', url, headers: bearer(token), payload: {} });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(30);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('refuses a write token exactly the routes that manage the account or set up what would outlive the token', async () => {
    const user = await signUpUser(ctx.app);
    const { token } = await createToken(ctx.app, user.cookie, 'write');
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, unknown>> }>();
    const refused: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) {
        if (method === 'head') continue;
        const url = path.replace(/\{[^}]+\}/g, ANY_ID);
        // A body no route reads: the routes a token may reach stop at 415 before doing anything, the others at 403 before that.
        const body = method === 'get' ? {} : { payload: 'probe', headers: { ...bearer(token), 'content-type': 'application/x-probe' } };
        const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: bearer(token), ...body });
        if (res.statusCode === 403) refused.push(`${method.toUpperCase()} ${path}: ${res.json().message.split(' ').slice(2, 5).join(' ')}`);
      }
    }
    const manage = 'cannot manage tokens,';
    expect(refused.sort()).toEqual([
      `DELETE /api/account/2fa/totp: ${manage}`,
      `DELETE /api/account/passkeys/{id}: ${manage}`,
      `DELETE /api/account/sessions/{id}: ${manage}`,
      `DELETE /api/account/sessions: ${manage}`,
      `DELETE /api/account/tokens/{id}: ${manage}`,
      `DELETE /api/account: ${manage}`,
      'DELETE /api/calendar/caldav: cannot connect or',
      'DELETE /api/calendar/connections/{id}: cannot connect or',
      `GET /api/account/2fa: ${manage}`,
      `GET /api/account/passkeys: ${manage}`,
      `GET /api/account/sessions: ${manage}`,
      `GET /api/account/tokens: ${manage}`,
      'GET /api/calendar/feed: cannot see or',
      'PATCH /api/calendar/caldav: cannot connect or',
      'PATCH /api/calendar/connections/{id}: cannot connect or',
      'PATCH /api/notifications/settings: cannot connect or',
      `POST /api/account/2fa/recovery-codes: ${manage}`,
      `POST /api/account/2fa/totp/verify: ${manage}`,
      `POST /api/account/2fa/totp: ${manage}`,
      `POST /api/account/email: ${manage}`,
      `POST /api/account/passkeys/options: ${manage}`,
      `POST /api/account/passkeys: ${manage}`,
      `POST /api/account/password: ${manage}`,
      `POST /api/account/tokens: ${manage}`,
      'POST /api/calendar/caldav: cannot connect or',
      'POST /api/calendar/connections/{provider}/authorize: cannot connect or',
      'POST /api/calendar/feed/rotate: cannot see or',
    ]);
  });

  it('declares the bearer scheme in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual(expect.arrayContaining([{ bearerAuth: [] }]));
  });
});

describe('last use', () => {
  it('is recorded at most once a minute', async () => {
    let clock = new Date('2026-03-01T10:00:00Z').getTime();
    const timed = await createTestApp({ now: () => new Date(clock) });
    try {
      const user = await signUpUser(timed.app);
      const created = await createToken(timed.app, user.cookie, 'read');
      const lastUsed = async () => (await timed.database.db.select().from(apiTokens).where(eq(apiTokens.id, created.id)))[0].lastUsedAt?.getTime();
      expect(await lastUsed()).toBeUndefined();
      await me(timed.app, created.token);
      const first = clock;
      expect(await lastUsed()).toBe(first);
      clock += 45_000;
      await me(timed.app, created.token);
      expect(await lastUsed()).toBe(first);
      clock += 30_000;
      await me(timed.app, created.token);
      expect(await lastUsed()).toBe(clock);
      const list = await timed.app.inject({ method: 'GET', url: '/api/account/tokens', headers: { cookie: user.cookie } });
      expect(list.json()[0].lastUsedAt).toBe(new Date(clock).toISOString());
    } finally {
      await timed.close();
    }
  });
});

describe('on two instances', () => {
  let database: TestDatabase;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    database = await createTestDb();
    a = await createTestApp({ database });
    b = await createTestApp({ database });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await database.close();
  });

  it('stops a revoked token on every instance at once', async () => {
    const user = await signUpUser(a.app);
    const created = await createToken(a.app, user.cookie, 'read');
    // Both instances now answer for the token from their cache (30 s); only the notification can end it sooner.
    for (const ctx of [a, b]) expect((await me(ctx.app, created.token)).statusCode).toBe(200);
    const revoke = await a.app.inject({ method: 'DELETE', url: `/api/account/tokens/${created.id}`, headers: { cookie: user.cookie } });
    expect(revoke.statusCode).toBe(204);
    expect((await me(a.app, created.token)).statusCode).toBe(401);
    await eventually(async () => ((await me(b.app, created.token)).statusCode === 401 ? true : undefined), 5000, 'the token to stop on the other instance');
  });
});
