import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const patchProfile = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload: payload as object });
const issues = (res: { json(): unknown }) => (res.json() as { issues: { path: string; message: string }[] }).issues;

describe('workday hours on the profile', () => {
  it('answers 09:00–17:00 for a new account and keeps the hours set', async () => {
    const user = await signUpUser(ctx.app);
    expect((await me(user.cookie)).json()).toMatchObject({ workdayStart: '09:00', workdayEnd: '17:00' });

    const res = await patchProfile(user.cookie, { workdayStart: '07:30', workdayEnd: '15:45' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ workdayStart: '07:30', workdayEnd: '15:45' });
    expect((await me(user.cookie)).json()).toMatchObject({ workdayStart: '07:30', workdayEnd: '15:45' });

    expect((await patchProfile(user.cookie, { workdayEnd: '23:55' })).json()).toMatchObject({ workdayStart: '07:30', workdayEnd: '23:55' });
  });

  it.each([
    [{ workdayStart: '9:00' }, 'workdayStart', 'Workday start must be a time like 09:00'],
    [{ workdayStart: '24:00' }, 'workdayStart', 'Workday start must be a time like 09:00'],
    [{ workdayEnd: '17:03' }, 'workdayEnd', 'Workday end must be on a 5-minute step'],
    [{ workdayEnd: 1700 }, 'workdayEnd', 'Workday end must be a time like 09:00'],
    [{ workdayStart: '12:00', workdayEnd: '12:00' }, 'workdayEnd', 'Workday end must be after its start'],
    [{ workdayStart: '18:00', workdayEnd: '08:00' }, 'workdayEnd', 'Workday end must be after its start'],
    // One bound alone is checked against the other one already set (09:00–17:00).
    [{ workdayStart: '17:00' }, 'workdayStart', 'Workday end must be after its start'],
    [{ workdayEnd: '08:55' }, 'workdayEnd', 'Workday end must be after its start'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, path, message) => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { ...payload, firstName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(issues(res)).toEqual([expect.objectContaining({ path, message })]);
    expect((await me(user.cookie)).json()).toMatchObject({ firstName: null, workdayStart: '09:00', workdayEnd: '17:00' });
  });

  it('travels in the export and comes back with the import', async () => {
    const user = await signUpUser(ctx.app);
    await patchProfile(user.cookie, { workdayStart: '06:00', workdayEnd: '14:30' });
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: user.cookie } })).json();
    expect(doc.profile).toMatchObject({ workdayStart: '06:00', workdayEnd: '14:30' });

    const other = await signUpUser(ctx.app);
    const imported = await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: other.cookie }, payload: doc });
    expect(imported.statusCode).toBe(200);
    expect((await me(other.cookie)).json()).toMatchObject({ workdayStart: '06:00', workdayEnd: '14:30' });

    const { workdayStart: _start, workdayEnd: _end, ...older } = doc.profile;
    const third = await signUpUser(ctx.app);
    const fromOlder = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/import',
      headers: { cookie: third.cookie },
      payload: { ...doc, profile: older },
    });
    expect(fromOlder.statusCode).toBe(200);
    expect((await me(third.cookie)).json()).toMatchObject({ workdayStart: '09:00', workdayEnd: '17:00' });

    for (const profile of [
      { ...older, workdayStart: '10:00' },
      { ...doc.profile, workdayEnd: '05:00' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/account/import', headers: { cookie: third.cookie }, payload: { ...doc, profile } });
      expect(res.statusCode).toBe(400);
      expect(issues(res).map((i) => i.path)).toEqual(['profile.workdayEnd']);
    }
  });
});
