import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { browserKeys } from '../../test/push-receiver.js';

const ctx = useTestApp();

function call(user: TestUser | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

const keys = browserKeys();
const subscription = (endpoint: string) => ({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.authText } });
const paths = (body: { issues?: { path: string }[] }) => (body.issues ?? []).map((i) => i.path);

describe('push subscriptions', () => {
  it('gives the VAPID public key as an uncompressed P-256 point in base64url', async () => {
    const user = await signUpUser(ctx.app);
    const res = await call(user, 'GET', '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json<{ publicKey: string }>().publicKey, 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
  });

  it('subscribes with 201, again with the same endpoint without a second row, and unsubscribes with 204', async () => {
    const user = await signUpUser(ctx.app);
    const endpoint = 'https://push.example.com/send/abc';
    const res = await call(user, 'POST', '/api/push/subscriptions', subscription(endpoint));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ endpoint });
    expect((await call(user, 'POST', '/api/push/subscriptions', subscription(endpoint))).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(1);

    const gone = await call(user, 'DELETE', '/api/push/subscriptions', { endpoint });
    expect(gone.statusCode).toBe(204);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
    expect((await call(user, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a malformed subscription', async () => {
    const user = await signUpUser(ctx.app);
    const cases: [unknown, string][] = [
      [{ keys: subscription('x').keys }, 'endpoint'],
      [{ ...subscription('not a url') }, 'endpoint'],
      [{ endpoint: 'https://push.example.com/a' }, 'keys'],
      [{ endpoint: 'https://push.example.com/a', keys: { p256dh: 'has spaces!', auth: keys.authText } }, 'keys.p256dh'],
      [{ endpoint: 'https://push.example.com/a', keys: { p256dh: keys.p256dh } }, 'keys.auth'],
      [{ endpoint: 42, keys: subscription('x').keys }, 'endpoint'],
      [{ endpoint: 'https://push.example.com/a', keys: { p256dh: 'BAAA', auth: keys.authText } }, 'keys.p256dh'],
      [{ endpoint: 'https://push.example.com/a', keys: { p256dh: keys.p256dh.slice(0, -2), auth: keys.authText } }, 'keys.p256dh'],
      [{ endpoint: 'https://push.example.com/a', keys: { p256dh: `A${keys.p256dh.slice(1)}`, auth: keys.authText } }, 'keys.p256dh'],
      [
        {
          endpoint: 'https://push.example.com/a',
          keys: { p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url'), auth: keys.authText },
        },
        'keys.p256dh',
      ],
    ];
    for (const [payload, path] of cases) {
      const res = await call(user, 'POST', '/api/push/subscriptions', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(paths(res.json()), JSON.stringify(payload)).toContain(path);
    }
    const del = await call(user, 'DELETE', '/api/push/subscriptions', {});
    expect(del.statusCode).toBe(400);
    expect(paths(del.json())).toEqual(['endpoint']);
  });

  it('refuses endpoints that are not https:// on a public address', async () => {
    const user = await signUpUser(ctx.app);
    for (const endpoint of [
      'http://push.example.com/a',
      'https://127.0.0.1/a',
      'https://localhost/a',
      'https://[::1]/a',
      'https://10.0.0.8/a',
      'https://192.168.1.1/a',
      'https://169.254.169.254/latest/meta-data',
      'https://[fe80::1]/a',
      'https://[::ffff:127.0.0.1]/a',
      'https://intranet/a',
      'http://127.0.0.1:9/a',
      'ftp://push.example.com/a',
    ]) {
      const res = await call(user, 'POST', '/api/push/subscriptions', subscription(endpoint));
      expect(res.statusCode, endpoint).toBe(400);
      expect(paths(res.json()), endpoint).toEqual(['endpoint']);
    }
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it('keeps at most 12 subscriptions a user', async () => {
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 12; i += 1) {
      expect((await call(user, 'POST', '/api/push/subscriptions', subscription(`https://push.example.com/${i}`))).statusCode).toBe(201);
    }
    const thirteenth = await call(user, 'POST', '/api/push/subscriptions', subscription('https://push.example.com/12'));
    expect(thirteenth.statusCode).toBe(409);
    // Renewing one already held still works.
    expect((await call(user, 'POST', '/api/push/subscriptions', subscription('https://push.example.com/3'))).statusCode).toBe(201);
    expect(await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toHaveLength(12);
    // Another user's count is their own.
    const other = await signUpUser(ctx.app);
    expect((await call(other, 'POST', '/api/push/subscriptions', subscription('https://push.example.com/12'))).statusCode).toBe(201);
  });

  it("leaves another user's endpoint untouched", async () => {
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    const endpoint = 'https://push.example.com/owner';
    await call(owner, 'POST', '/api/push/subscriptions', subscription(endpoint));
    expect((await call(other, 'DELETE', '/api/push/subscriptions', { endpoint })).statusCode).toBe(404);
    const rows = await ctx.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows.map((r) => r.userId)).toEqual([owner.id]);
  });

  it('answers 401 without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/push/public-key' },
      { method: 'POST', url: '/api/push/subscriptions', payload: subscription('https://push.example.com/a') },
      { method: 'DELETE', url: '/api/push/subscriptions', payload: { endpoint: 'https://push.example.com/a' } },
      { method: 'GET', url: '/api/notifications/settings' },
      { method: 'PATCH', url: '/api/notifications/settings', payload: { peopleDue: false } },
      { method: 'POST', url: '/api/notifications/test' },
    ]);
  });
});

describe('notification settings', () => {
  it('starts from the defaults, saves only what is sent and keeps users apart', async () => {
    const user = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    expect((await call(user, 'GET', '/api/notifications/settings')).json()).toMatchObject({ blockReminders: true, blockReminderMinutes: 10 });
    const saved = await call(user, 'PATCH', '/api/notifications/settings', { blockReminderMinutes: 25, morningPlan: true, morningPlanTime: '06:45' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ blockReminderMinutes: 25, morningPlan: true, morningPlanTime: '06:45', peopleDue: true });
    expect((await call(user, 'GET', '/api/notifications/settings')).json()).toEqual(saved.json());
    expect((await call(other, 'GET', '/api/notifications/settings')).json()).toMatchObject({ blockReminderMinutes: 10, morningPlan: false });
  });

  it('answers 400 naming the field', async () => {
    const user = await signUpUser(ctx.app);
    for (const [payload, path] of [
      [{ blockReminderMinutes: 0 }, 'blockReminderMinutes'],
      [{ blockReminderMinutes: 2.5 }, 'blockReminderMinutes'],
      [{ peopleDueTime: '25:00' }, 'peopleDueTime'],
      [{ morningPlan: 'yes' }, 'morningPlan'],
    ] as const) {
      const res = await call(user, 'PATCH', '/api/notifications/settings', payload);
      expect(res.statusCode).toBe(400);
      expect(paths(res.json())).toEqual([path]);
    }
  });

  it('refuses a test notification with no browser subscribed', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user, 'POST', '/api/notifications/test')).statusCode).toBe(409);
  });
});
