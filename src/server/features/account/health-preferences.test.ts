import { describe, expect, it } from 'vitest';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const ctx = useTestApp();

const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
const patchProfile = (cookie: string, payload: unknown) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account/profile', headers: { cookie }, payload: payload as object });
const issues = (res: { json(): unknown }) => (res.json() as { issues: { path: string; message: string }[] }).issues;

describe('weight unit and health targets on the profile', () => {
  it('answers pounds and no targets of their own for a new account', async () => {
    const user = await signUpUser(ctx.app);
    expect((await me(user.cookie)).json()).toMatchObject({ weightUnit: 'lbs', healthTargets: {} });
  });

  it('sets the unit and targets, merges later changes, and null returns a target to the default', async () => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { weightUnit: 'kg', healthTargets: { sleep: 7, weight: 150, steps: 8000 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ weightUnit: 'kg', healthTargets: { sleep: 7, weight: 150, steps: 8000 } });

    const next = await patchProfile(user.cookie, { healthTargets: { steps: null, stress: 2 } });
    expect(next.json().healthTargets).toEqual({ sleep: 7, weight: 150, stress: 2 });
    expect((await me(user.cookie)).json()).toMatchObject({ weightUnit: 'kg', healthTargets: { sleep: 7, weight: 150, stress: 2 } });
  });

  it.each([
    [{ weightUnit: 'stone' }, 'weightUnit'],
    [{ healthTargets: { sleep: 13 } }, 'healthTargets.sleep'],
    [{ healthTargets: { sleep: 0 } }, 'healthTargets.sleep'],
    [{ healthTargets: { steps: 10050 } }, 'healthTargets.steps'],
    [{ healthTargets: { weight: -1 } }, 'healthTargets.weight'],
    [{ healthTargets: { mood: 'high' } }, 'healthTargets.mood'],
    [{ healthTargets: { happiness: 10 } }, 'healthTargets'],
    [{ healthTargets: [8] }, 'healthTargets'],
  ])('refuses %j with 400 naming %s, and changes nothing', async (payload, path) => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { ...payload, firstName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(issues(res).map((i) => i.path)).toEqual([path]);
    expect((await me(user.cookie)).json()).toMatchObject({ firstName: null, weightUnit: 'lbs', healthTargets: {} });
  });

  it('names the unknown metric in the message', async () => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { healthTargets: { happiness: 10 } });
    expect(issues(res)[0].message).toBe('Not one of the twelve health metrics: happiness');
  });

  it('accepts 0 as a target where less is better or closer is better', async () => {
    const user = await signUpUser(ctx.app);
    const res = await patchProfile(user.cookie, { healthTargets: { screenTime: 0, stress: 0 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().healthTargets).toEqual({ screenTime: 0, stress: 0 });
  });

  it('keeps stored weights in pounds when the unit shown changes', async () => {
    const user = await signUpUser(ctx.app);
    const day = '2026-05-05';
    const post = await ctx.app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie: user.cookie }, payload: { date: day, weight: 150 } });
    expect(post.statusCode).toBe(201);
    await patchProfile(user.cookie, { weightUnit: 'kg', healthTargets: { weight: 150 } });
    // Stored values stay in pounds: the unit changes only how weight is shown and typed.
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/health-metrics?date=${day}`, headers: { cookie: user.cookie } });
    expect(stored.json().weight).toBe(150);
  });
});
