import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ExportDocument } from '../../../shared/schemas/export.js';
import {
  calendarAccounts,
  calendarBusyEvents,
  calendarConnectionCalendars,
  calendarConnectionLinks,
  calendarConnections,
  calendarEventLinks,
  calendarRemoteEvents,
  calendarFeeds,
  calendarSubscriptions,
  deletedItems,
  notificationSettings,
  notificationsSent,
  pushSubscriptions,
  undoHandles,
  appliedPlans,
  timeBlockExceptions,
  timeBlocks,
  healthSamples,
  sessions,
  accountLinks,
  passkeys,
  recoveryCodes,
  totpCredentials,
  trustedDevices,
  userOwnedTables,
  users,
} from '../../db/schema/index.js';
import { hashToken } from '../../plugins/session.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { sessionCookie, signUpUser, useTestApp } from '../../test/helpers.js';
import { makeExportDocument } from '../../test/export-fixture.js';

const ctx = useTestApp();

const PASSWORD = 'a sturdy passphrase 12';
let ip = 0;
const nextIp = () => `10.44.${Math.floor(++ip / 250)}.${ip % 250}`;

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const patchProfile = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload: payload as object });
const changePassword = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/account/password', headers: { cookie }, payload: payload as object });
const deleteAccount = (cookie: string, confirm: string) => ctx.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload: { confirm } });
const signIn = async (email: string, password = PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress: nextIp(), payload: { email, password } });

/** An account from an OpenID provider with a live session, made directly in the database. */
async function oidcUser() {
  const [user] = await ctx.database.db
    .insert(users)
    .values({ authProvider: 'oidc', oidcIssuer: 'https://id.example.com', oidcSubject: randomBytes(8).toString('hex'), email: 'olive@example.com' })
    .returning();
  const token = randomBytes(32).toString('base64url');
  const t = new Date();
  await ctx.database.db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), createdAt: t, lastSeenAt: t, expiresAt: new Date(t.getTime() + 86_400_000) });
  return { id: user.id, cookie: `tf_session=${token}` };
}

/** Rows the import cannot create (the calendar's connection state), written directly. */
async function seedSeriesException(userId: string) {
  const [block] = await ctx.database.db
    .insert(timeBlocks)
    .values({ userId, date: '2026-03-02', hour: 9, durationMinutes: 60, title: 'Standup', category: 'meeting', rrule: 'FREQ=DAILY;COUNT=5' })
    .returning();
  await ctx.database.db.insert(timeBlockExceptions).values({ blockId: block.id, userId, occurrenceDate: '2026-03-03', removed: true });
}

async function seedPushRows(userId: string) {
  await ctx.database.db.insert(pushSubscriptions).values({ userId, endpoint: 'https://push.example.com/device', p256dh: 'BExample', auth: 'authsecret' });
  await ctx.database.db.insert(notificationSettings).values({ userId, settings: { morningPlan: true } });
  await ctx.database.db.insert(notificationsSent).values({ userId, key: 'people:2026-03-01' });
  const at = new Date('2026-03-01T08:00:00Z');
  await ctx.database.db
    .insert(healthSamples)
    .values({ userId, source: 'health-connect', sampleId: 's1', kind: 'steps', startAt: at, endAt: at, value: 100, origin: 'phone' });
}

async function seedCalendarRows(userId: string) {
  const db = ctx.database.db;
  await db.insert(calendarFeeds).values({ userId, tokenHash: randomBytes(32).toString('hex'), tokenEncrypted: 'sealed' });
  await db.insert(calendarAccounts).values({ userId, serverUrl: 'https://dav.example.com/', username: 'tess', passwordEncrypted: 'sealed' });
  await db.insert(calendarEventLinks).values({ userId, uid: `${randomBytes(8).toString('hex')}@twelvefold`, pending: 'upsert' });
  await db.insert(calendarBusyEvents).values({ userId, uid: 'remote-1', title: 'Dentist', date: '2026-03-02', hour: 9, durationMinutes: 60 });
  const [subscription] = await db
    .insert(calendarSubscriptions)
    .values({ userId, name: 'Team', urlEncrypted: 'sealed', urlHash: randomBytes(32).toString('hex'), urlMasked: 'https://example.com/team.ics' })
    .returning();
  await db.insert(calendarBusyEvents).values({
    userId,
    uid: 'team-1',
    title: 'Standup',
    date: '2026-03-02',
    hour: 10,
    durationMinutes: 15,
    source: 'subscription',
    subscriptionId: subscription.id,
  });
  await seedConnectionRows(userId);
  await db
    .insert(deletedItems)
    .values({ userId, kind: 'goal', itemId: '00000000-0000-4000-8000-00000000000a', payload: {}, expiresAt: new Date(Date.now() + 60_000) });
  await db
    .insert(undoHandles)
    .values({ userId, steps: [{ op: 'delete-block', id: '00000000-0000-4000-8000-00000000000b' }], expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(appliedPlans).values({ userId, date: '2026-03-02', blocks: [], expiresAt: new Date(Date.now() + 60_000) });
}

async function seedConnectionRows(userId: string) {
  const db = ctx.database.db;
  const [connection] = await db
    .insert(calendarConnections)
    .values({ userId, provider: 'google', accountId: 'sub-1', accountEmail: 'tess@example.com', refreshTokenEncrypted: 'sealed' })
    .returning();
  const [calendar] = await db
    .insert(calendarConnectionCalendars)
    .values({ connectionId: connection.id, userId, remoteId: 'primary', name: 'Tess', role: 'write' })
    .returning();
  await db.insert(calendarRemoteEvents).values({
    calendarId: calendar.id,
    userId,
    remoteId: 'evt-1',
    event: {
      id: 'evt-1',
      seriesId: null,
      status: 'confirmed',
      title: 'Dentist',
      start: { dateTime: '2026-03-02T09:00:00Z' },
      end: { dateTime: '2026-03-02T10:00:00Z' },
      recurrence: null,
      originalStart: null,
      updated: null,
      etag: null,
      free: false,
      blockId: null,
      category: null,
    },
  });
  await db.insert(calendarConnectionLinks).values({ connectionId: connection.id, userId, remoteId: 'evt-2', pending: 'upsert' });
}

async function seedSignInRows(userId: string) {
  const db = ctx.database.db;
  const later = new Date(Date.now() + 60_000);
  await db.insert(totpCredentials).values({ userId, sealedSecret: 'sealed', confirmedAt: new Date() });
  await db.insert(recoveryCodes).values({ userId, codeHash: randomBytes(32).toString('hex') });
  await db.insert(passkeys).values({ userId, credentialId: randomBytes(16).toString('base64url'), publicKey: 'key', name: 'Laptop' });
  await db.insert(trustedDevices).values({ userId, tokenHash: randomBytes(32).toString('hex'), expiresAt: later });
  await db.insert(accountLinks).values({ userId, tokenHash: randomBytes(32).toString('hex'), purpose: 'password-reset', expiresAt: later });
}

async function ownedRowCounts(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(userOwnedTables) as [string, PgTable & { userId: PgColumn }][]) {
    counts[name] = (await ctx.database.db.select().from(table).where(eq(table.userId, userId))).length;
  }
  return counts;
}

describe('authorization', () => {
  it('answers 401 to every account route without a session', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'PATCH', url: '/api/account/profile', payload: { firstName: 'X' } },
      { method: 'POST', url: '/api/account/password', payload: { currentPassword: PASSWORD, newPassword: 'another sturdy one 34' } },
      { method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } },
    ]);
  });
});

describe('profile', () => {
  it('updates names, timezone and number display, and /api/auth/user follows', async () => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { firstName: '  Tess ', lastName: 'Dozen', timezone: 'Asia/Tokyo', numberBase: 'dozenal' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, email: user.email, firstName: 'Tess', lastName: 'Dozen', timezone: 'Asia/Tokyo', numberBase: 'dozenal' });
    expect((await me(user.cookie)).json()).toMatchObject({ timezone: 'Asia/Tokyo', numberBase: 'dozenal' });
    const cleared = await patchProfile(user.cookie, { lastName: '' });
    expect(cleared.json()).toMatchObject({ firstName: 'Tess', lastName: null, numberBase: 'dozenal' });
  });

  it('leaves the sign-in email to its own route, which asks for the password', async () => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { email: ' New.Address@Example.com ', firstName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'email', message: 'Change the sign-in email with your password (POST /api/account/email)' }]);
    expect((await me(user.cookie)).json()).toMatchObject({ email: user.email, firstName: null });
    const same = await patchProfile(user.cookie, { email: user.email.toUpperCase(), firstName: 'Tess' });
    expect(same.json()).toMatchObject({ email: user.email, firstName: 'Tess' });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ numberBase: 'hexadecimal' }, 'numberBase'],
    [{ email: 'not an email' }, 'email'],
    [{ firstName: 'x'.repeat(101) }, 'firstName'],
    [{ lastName: 42 }, 'lastName'],
  ])('refuses %j with 400 naming the field', async (payload, path) => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('leaves the email of an OpenID account to its provider', async () => {
    const user = await oidcUser();
    const res = await patchProfile(user.cookie, { email: 'elsewhere@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('email');
    const ok = await patchProfile(user.cookie, { numberBase: 'dozenal', email: 'olive@example.com' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'olive@example.com', numberBase: 'dozenal' });
  });
});

describe('password', () => {
  it('changes the password and ends the other sessions but keeps this one', async () => {
    const user = await signUpUser(ctx.app);
    const other = sessionCookie(await signIn(user.email));
    const res = await changePassword(user.cookie, { currentPassword: PASSWORD, newPassword: 'quiet harbour lantern 7' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await signIn(user.email)).statusCode).toBe(401);
    expect((await signIn(user.email, 'quiet harbour lantern 7')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 naming currentPassword, and keeps the old one', async () => {
    const user = await signUpUser(ctx.app);
    const other = sessionCookie(await signIn(user.email));
    const res = await changePassword(user.cookie, { currentPassword: 'not my password', newPassword: 'quiet harbour lantern 7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path: 'currentPassword', message: 'Current password is incorrect' }]);
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(200);
  });

  it.each([
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'newPassword', /at least/],
    [{ currentPassword: PASSWORD, newPassword: 'password123' }, 'newPassword', /too common/],
    [{ currentPassword: PASSWORD, newPassword: PASSWORD }, 'newPassword', /different/],
    [{ currentPassword: '', newPassword: 'quiet harbour lantern 7' }, 'currentPassword', /required/],
    [{ newPassword: 'quiet harbour lantern 7' }, 'currentPassword', /required/],
  ])('refuses %j naming the field', async (payload, path, message) => {
    const user = await signUpUser(ctx.app);
    const res = await changePassword(user.cookie, payload);
    expect(res.statusCode).toBe(400);
    const issue = res.json().issues.find((i: { path: string }) => i.path === path);
    expect(issue, res.body).toBeDefined();
    expect(issue.message).toMatch(message);
  });

  it('is not available to OpenID accounts', async () => {
    const user = await oidcUser();
    const res = await changePassword(user.cookie, { currentPassword: 'anything', newPassword: 'quiet harbour lantern 7' });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues[0].path).toBe('currentPassword');
  });
});

describe('account deletion', () => {
  it('refuses the wrong confirmation and deletes nothing', async () => {
    const user = await signUpUser(ctx.app);
    for (const confirm of ['someone@example.com', 'DELETE', '']) {
      const res = await deleteAccount(user.cookie, confirm);
      expect(res.statusCode, confirm).toBe(400);
      expect(res.json().issues[0].path).toBe('confirm');
    }
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('deletes every row the user owns in every user-owned table, ends every session and frees the email', async () => {
    const user = await signUpUser(ctx.app);
    const bystander = await signUpUser(ctx.app);
    const second = sessionCookie(await signIn(user.email));
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: user.cookie }, payload: makeExportDocument() })).statusCode,
    ).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: bystander.cookie }, payload: makeExportDocument() });
    await seedCalendarRows(user.id);
    await seedCalendarRows(bystander.id);
    await seedPushRows(user.id);
    await seedPushRows(bystander.id);
    await seedSeriesException(user.id);
    await seedSeriesException(bystander.id);
    await seedSignInRows(user.id);
    await seedSignInRows(bystander.id);
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/tokens',
      headers: { cookie: user.cookie },
      payload: { name: 'Script', scope: 'read' },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/account/tokens', headers: { cookie: bystander.cookie }, payload: { name: 'Script', scope: 'read' } });

    const before = await ownedRowCounts(user.id);
    for (const [table, count] of Object.entries(before)) expect(count, `seed a row in ${table} so its deletion is tested`).toBeGreaterThan(0);
    const bystanderBefore = await ownedRowCounts(bystander.id);

    const res = await deleteAccount(user.cookie, user.email.toUpperCase());
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'tf_session');
    expect(cleared?.value).toBe('');

    expect(Object.values(await ownedRowCounts(user.id)).every((n) => n === 0)).toBe(true);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await ownedRowCounts(bystander.id)).toEqual(bystanderBefore);
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const byToken = await ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token.json().token}` } });
    expect(byToken.statusCode).toBe(401);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: nextIp(),
      payload: { email: user.email, password: PASSWORD },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(user.id);
    const fresh = await ownedRowCounts(again.json().id);
    expect({ ...fresh, sessions: 0 }).toEqual(Object.fromEntries(Object.keys(fresh).map((k) => [k, 0])));
  });

  it('deletes an OpenID account when DELETE is typed', async () => {
    const user = await oidcUser();
    expect((await deleteAccount(user.cookie, 'delete')).statusCode).toBe(400);
    expect((await deleteAccount(user.cookie, 'olive@example.com')).statusCode).toBe(400);
    expect((await deleteAccount(user.cookie, 'DELETE')).statusCode).toBe(204);
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });
});

describe('export, delete, sign up again, import', () => {
  it('gives back identical data, ids included', async () => {
    const user = await signUpUser(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: user.cookie }, payload: makeExportDocument() });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/goals',
      headers: { cookie: user.cookie },
      payload: { title: 'Learn dozenal', category: 'Learning', timeframe: '12 days', description: 'Count in twelves' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/time-blocks',
      headers: { cookie: user.cookie },
      payload: { date: '2026-03-02', hour: 10, title: 'Write', category: 'focus', duration: 3 },
    });
    const first = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: user.cookie } })).json<ExportDocument>();
    expect(first.goals).toHaveLength(2);
    expect(first.timeBlocks).toHaveLength(3);

    expect((await deleteAccount(user.cookie, user.email)).statusCode).toBe(204);
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: nextIp(),
      payload: { email: user.email, password: PASSWORD },
    });
    const cookie = sessionCookie(signUp);
    const empty = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json<ExportDocument>();
    expect(empty.goals).toEqual([]);

    const imported = await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie }, payload: first });
    expect(imported.statusCode).toBe(200);
    expect(Object.values(imported.json().skipped).every((n) => n === 0)).toBe(true);

    const second = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } })).json<ExportDocument>();
    const { exportedAt: _a, profile: p1, ...data1 } = first;
    const { exportedAt: _b, profile: p2, ...data2 } = second;
    for (const key of Object.keys(data1) as (keyof typeof data1)[]) {
      expect(data2[key], key).toEqual(data1[key]);
    }
    const { createdAt: _c, ...profile1 } = p1;
    const { createdAt: _d, ...profile2 } = p2;
    expect(profile2).toEqual(profile1);
  });
});
