import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions, timeBlocks } from '../../db/schema/index.js';
import { createTestApp, eventually, signUpUser, type TestContext } from '../../test/helpers.js';
import { browserKeys, decryptPush, startPushReceiver } from '../../test/push-receiver.js';
import { PUSH_SCHEDULE_JOB } from './push.service.js';

// A Tuesday, 09:52 UTC: a block at 10:00 starts in 8 minutes; no weekly review is due.
const clock = new Date('2026-03-03T09:52:00Z');
const env = { PUSH_ALLOW_LOOPBACK: 'true' };

let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  receiver = await startPushReceiver();
  a = await createTestApp({ env, runJobs: true, now: () => clock });
  b = await createTestApp({ env, runJobs: true, now: () => clock, database: a.database });
});
afterAll(async () => {
  await b.close();
  await a.close();
  await receiver.close();
});

type User = Awaited<ReturnType<typeof signUpUser>>;

async function subscribe(user: User, path: string) {
  const keys = browserKeys();
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { cookie: user.cookie },
    payload: { endpoint: receiver.url(path), keys: { p256dh: keys.p256dh, auth: keys.authText } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return keys;
}

const arrivals = (path: string) => receiver.received.filter((r) => r.path === path);

async function jobsSettled(name: string) {
  const { rows } = await a.database.pool.query(`select 1 from pgboss.job where name = $1 and state not in ('completed', 'failed', 'cancelled')`, [name]);
  return rows.length === 0;
}

describe('push delivery', () => {
  it('sends a test notification the browser can decrypt (RFC 8291 aes128gcm), signed with VAPID', async () => {
    const user = await signUpUser(a.app);
    const keys = await subscribe(user, '/push/test-one');
    const res = await a.app.inject({ method: 'POST', url: '/api/notifications/test', headers: { cookie: user.cookie } });
    expect(res.statusCode).toBe(202);
    const [push] = await eventually(async () => (arrivals('/push/test-one').length > 0 ? arrivals('/push/test-one') : undefined), 15_000, 'the push');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(JSON.parse(decryptPush(push.body, keys))).toEqual({ title: 'Twelvefold', body: 'Notifications work on this device.', url: '/settings' });
  });

  it('removes a subscription the push service answers 410 Gone', async () => {
    const user = await signUpUser(a.app);
    receiver.answer('/push/gone', 410);
    await subscribe(user, '/push/gone');
    await a.app.inject({ method: 'POST', url: '/api/notifications/test', headers: { cookie: user.cookie } });
    await eventually(
      async () => {
        const rows = await a.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
        return rows.length === 0 ? true : undefined;
      },
      15_000,
      'the subscription to go',
    );
    expect(arrivals('/push/gone')).toHaveLength(1);
  });

  it('tries again after the push service fails, and keeps the subscription', async () => {
    const user = await signUpUser(a.app);
    receiver.answer('/push/flaky', 503, 201);
    const keys = await subscribe(user, '/push/flaky');
    await a.app.inject({ method: 'POST', url: '/api/notifications/test', headers: { cookie: user.cookie } });
    const pushes = await eventually(async () => (arrivals('/push/flaky').length >= 2 ? arrivals('/push/flaky') : undefined), 30_000, 'the retry');
    expect(JSON.parse(decryptPush(pushes[1].body, keys))).toMatchObject({ title: 'Twelvefold' });
    expect(await a.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(1);
  });

  it('sends a block reminder once, with two instances running the schedule', async () => {
    const user = await signUpUser(a.app);
    const keys = await subscribe(user, '/push/reminder');
    await a.database.db.insert(timeBlocks).values([
      { userId: user.id, date: '2026-03-03', hour: 10, title: 'Deep work', category: 'focus', durationMinutes: 120 },
      { userId: user.id, date: '2026-03-03', hour: 11, title: 'Too far off', category: 'meeting', durationMinutes: 60 },
    ]);
    for (const instance of [a, b, a, b]) await instance.app.jobs.send(PUSH_SCHEDULE_JOB, {});
    await eventually(
      async () => ((await jobsSettled(PUSH_SCHEDULE_JOB)) && (await jobsSettled('push-send')) && arrivals('/push/reminder').length > 0 ? true : undefined),
      20_000,
      'the reminder',
    );
    const pushes = arrivals('/push/reminder');
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushes[0].body, keys))).toEqual({ title: 'Deep work', body: 'Starts in 8 min at 10:00', url: '/time-blocking' });
  });
});
