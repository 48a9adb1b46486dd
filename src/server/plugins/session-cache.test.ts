import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDb, eventually, sessionCookie, signUpUser, type TestContext, type TestDatabase } from '../test/helpers.js';

// Two instances on one PostgreSQL, as behind a load balancer: each keeps its own session cache, and both must
// drop a session the moment it ends on either. The cache lives 30 s; every wait below gives up after 5 s, so a
// pass can only come from the database's notification, never from the entry running out.
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

const password = 'a sturdy passphrase 12';

function me(ctx: TestContext, cookie: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
}

async function signIn(ctx: TestContext, email: string) {
  return sessionCookie(await ctx.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } }));
}

/** Changes the user's first name without the change notification, as if the cache had not been told. */
async function silentlyRename(userId: string, firstName: string) {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table users disable trigger users_notify_changed');
    await client.query('update users set first_name = $2 where id = $1', [userId, firstName]);
    await client.query('alter table users enable trigger users_notify_changed');
    await client.query('commit');
  } finally {
    client.release();
  }
}

/** Both instances answer for this cookie from their cache: a change they were not told of is not seen. */
async function expectCachedOnBoth(userId: string, cookie: string) {
  for (const ctx of [a, b]) expect((await me(ctx, cookie)).statusCode).toBe(200);
  await silentlyRename(userId, `Unseen ${Math.random()}`);
  for (const ctx of [a, b]) expect(String((await me(ctx, cookie)).json().firstName)).not.toMatch(/^Unseen/);
}

const until401 = (ctx: TestContext, cookie: string) =>
  eventually(async () => ((await me(ctx, cookie)).statusCode === 401 ? true : undefined), 5000, 'the session to end on the other instance');

describe('the session cache on two instances', () => {
  it('drops a signed-out session on every instance at once', async () => {
    const user = await signUpUser(a.app);
    await expectCachedOnBoth(user.id, user.cookie);
    const out = await a.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(302);
    expect((await me(a, user.cookie)).statusCode).toBe(401);
    await until401(b, user.cookie);
  });

  it('drops a revoked session on every instance at once, and keeps the one that revoked it', async () => {
    const user = await signUpUser(a.app);
    const other = await signIn(b, user.email);
    await expectCachedOnBoth(user.id, other);
    const sessions = (await a.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: user.cookie } })).json<
      { id: string; current: boolean }[]
    >();
    const target = sessions.find((s) => !s.current)!;
    const revoke = await a.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target.id}`, headers: { cookie: user.cookie } });
    expect(revoke.statusCode).toBe(204);
    expect((await me(a, other)).statusCode).toBe(401);
    await until401(b, other);
    expect((await me(b, user.cookie)).statusCode).toBe(200);
  });

  it('ends the other sessions on every instance at once when the password changes', async () => {
    const user = await signUpUser(a.app);
    const other = await signIn(a, user.email);
    await expectCachedOnBoth(user.id, other);
    const change = await b.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: password, newPassword: 'another sturdy passphrase 34' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(401);
    await until401(a, other);
    expect((await me(a, user.cookie)).statusCode).toBe(200);
  });

  it('shows a profile change made on one instance on the other', async () => {
    const user = await signUpUser(a.app);
    await expectCachedOnBoth(user.id, user.cookie);
    const patch = await a.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie: user.cookie }, payload: { timezone: 'Asia/Tokyo' } });
    expect(patch.statusCode).toBe(200);
    expect((await me(a, user.cookie)).json().timezone).toBe('Asia/Tokyo');
    await eventually(
      async () => ((await me(b, user.cookie)).json().timezone === 'Asia/Tokyo' ? true : undefined),
      5000,
      'the new timezone on the other instance',
    );
  });

  it('reads sessions from the database while the notifications cannot reach it, and caches again once they can', async () => {
    const user = await signUpUser(a.app);
    await expectCachedOnBoth(user.id, user.cookie);
    await database.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'twelvefold-session-listener' and datname = current_database()`,
    );
    await silentlyRename(user.id, 'Seen at once');
    await eventually(async () => ((await me(b, user.cookie)).json().firstName === 'Seen at once' ? true : undefined), 5000, 'the change without the cache');
    await eventually(
      async () => {
        const { rows } = await database.pool.query(
          `select count(*)::int as n from pg_stat_activity
         where application_name = 'twelvefold-session-listener' and datname = current_database() and state = 'idle' and query ilike 'listen%'`,
        );
        return rows[0].n === 2 ? true : undefined;
      },
      10_000,
      'the listeners to reconnect',
    );
    await expectCachedOnBoth(user.id, user.cookie);
  });
});
