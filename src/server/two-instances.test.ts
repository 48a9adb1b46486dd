import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { calendarAccounts, rateLimits } from './db/schema/index.js';
import { CALENDAR_SYNC_ALL_JOB, CALENDAR_SYNC_JOB, CALENDAR_SYNC_PERIOD_SECONDS } from './features/calendar/index.js';
import { MAINTENANCE_JOB } from './jobs/maintenance.js';
import { verifySessionSecret, SessionSecretMismatchError } from './secrets.js';
import { createTestApp, createTestDb, eventually, signUpUser, type TestContext, type TestDatabase } from './test/helpers.js';

// Two app instances on one PostgreSQL, as behind a load balancer with DATABASE_URL.
let database: TestDatabase;
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  database = await createTestDb();
  a = await createTestApp({ database, runJobs: true });
  b = await createTestApp({ database, runJobs: true });
});
afterAll(async () => {
  await a.close();
  await b.close();
  await database.close();
});

function signIn(ctx: TestContext, email: string, remoteAddress: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress, payload: { email, password: 'wrong password here' } });
}

describe('two instances on one database', () => {
  it('share one sign-in budget per address: 30 attempts in all, whichever instance answers', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 34; i++) statuses.push((await signIn(i % 2 ? a : b, `nobody${i}@example.com`, '198.51.100.7')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429]);
  });

  it('share one sign-in slowdown per account: 10 attempts in all, then a wait', async () => {
    const user = await signUpUser(a.app);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await signIn(i % 2 ? a : b, user.email, `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('sync every connected calendar once per period, whichever instance fans the work out', async () => {
    const users = await Promise.all([signUpUser(a.app), signUpUser(a.app), signUpUser(b.app)]);
    await database.db.insert(calendarAccounts).values(
      users.map((u) => ({
        userId: u.id,
        serverUrl: 'http://127.0.0.1:9/dav/',
        username: 'someone',
        passwordEncrypted: 'not-a-real-ciphertext',
        calendarUrl: 'http://127.0.0.1:9/dav/calendar/',
      })),
    );
    // Both fan-outs must fall in the same period slot; near a slot's end, wait for the next one to begin.
    await eventually(async () => ((Date.now() / 1000) % CALENDAR_SYNC_PERIOD_SECONDS < CALENDAR_SYNC_PERIOD_SECONDS - 5 ? true : undefined), 10_000);
    await a.app.jobs.send(CALENDAR_SYNC_ALL_JOB, {});
    await b.app.jobs.send(CALENDAR_SYNC_ALL_JOB, {});
    await a.app.jobs.send(CALENDAR_SYNC_ALL_JOB, {});

    const ids = users.map((u) => u.id);
    const syncs = await eventually(
      async () => {
        const { rows } = await database.pool.query<{ key: string; state: string }>(
          `select singleton_key as key, state from pgboss.job where name = $1 and singleton_key = any($2)`,
          [CALENDAR_SYNC_JOB, ids],
        );
        const fanOuts = await database.pool.query(`select 1 from pgboss.job where name = $1 and state <> 'completed'`, [CALENDAR_SYNC_ALL_JOB]);
        return fanOuts.rowCount === 0 && rows.length >= ids.length && rows.every((r) => r.state === 'completed') ? rows : undefined;
      },
      20_000,
      'the calendar syncs',
    );
    expect(syncs.map((r) => r.key).sort()).toEqual([...ids].sort());
  });

  it('keep a job across a restart of the instance that sent it', async () => {
    const own = await createTestDb();
    try {
      await own.db.insert(rateLimits).values({ key: 'test:spent-window', points: 5, expire: Date.now() - 60_000 });
      const before = await createTestApp({ database: own, runJobs: true });
      // Sent, then the instance stops before any worker could take it.
      await before.app.jobs.boss.send(MAINTENANCE_JOB, {}, { startAfter: 1 });
      await before.close();
      const { rows } = await own.pool.query(`select state from pgboss.job where name = $1`, [MAINTENANCE_JOB]);
      expect(rows).toEqual([{ state: 'created' }]);

      const restarted = await createTestApp({ database: own, runJobs: true });
      try {
        // The job's work is seen before the queue marks it done: both are waited for.
        const done = await eventually(
          async () => {
            const left = await own.db
              .select()
              .from(rateLimits)
              .where(sql`${rateLimits.key} = 'test:spent-window'`);
            if (left.length > 0) return undefined;
            const { rows } = await own.pool.query(`select state from pgboss.job where name = $1`, [MAINTENANCE_JOB]);
            return rows.some((r) => r.state === 'completed') ? rows : undefined;
          },
          20_000,
          'the maintenance job',
        );
        expect(done).toEqual([{ state: 'completed' }]);
      } finally {
        await restarted.close();
      }
    } finally {
      await own.close();
    }
  });

  it('refuse to start with a SESSION_SECRET other than the one the database was set up with', async () => {
    await verifySessionSecret(database.db, 'the-first-secret-the-first-secret-00');
    await expect(verifySessionSecret(database.db, 'the-first-secret-the-first-secret-00')).resolves.toBeUndefined();
    await expect(verifySessionSecret(database.db, 'another-secret-another-secret-000000')).rejects.toBeInstanceOf(SessionSecretMismatchError);
  });
});
