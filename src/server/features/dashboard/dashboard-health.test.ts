import { describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/schemas/dashboard.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';

const clock = new Date('2026-03-01T12:00:00Z');
const TODAY = '2026-03-01';
const ctx = useTestApp({ now: () => clock });

async function send(cookie: string, method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method, url, headers: { cookie }, payload });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.json<Record<string, unknown>>();
}

async function dashboard(cookie: string): Promise<Dashboard> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
}

const area = (data: Dashboard, key: string) => data.lifeAreas.find((a) => a.key === key)?.signal;

describe("the dashboard's health score over a partial record", () => {
  it('scores one recorded metric alone, never the unrecorded ones as 0 or as perfect', async () => {
    const { cookie } = await signUpUser(ctx.app);
    await send(cookie, 'POST', '/api/health-metrics', { date: TODAY, sleep: 6 });
    const data = await dashboard(cookie);
    // 6 of the 8-hour target: 75%. Were stress and screen time counted as 0 the day would score 24%.
    expect(data.stats).toMatchObject({ healthScore: 75, healthMetricsRecorded: 1 });
    expect(data.health).toMatchObject({ sleep: 6, stress: null, screenTime: null, weight: null });
    expect(area(data, 'health')).toEqual({ value: 75, unit: 'percent', label: "of today's health targets (1 of 12 metrics recorded)", progress: 75 });
    expect(area(data, 'rest')).toMatchObject({ value: 6, unit: 'amount' });
  });

  it('has no score once every metric is cleared, and the rest area then has no sleep to show', async () => {
    const { cookie } = await signUpUser(ctx.app);
    await send(cookie, 'POST', '/api/health-metrics', { date: TODAY, sleep: 6, weight: 170 });
    await send(cookie, 'PATCH', '/api/health-metrics', { date: TODAY, sleep: null, weight: null });
    const data = await dashboard(cookie);
    expect(data.stats).toMatchObject({ healthScore: null, healthMetricsRecorded: 0 });
    expect(area(data, 'health')).toBeNull();
    expect(area(data, 'rest')).toBeNull();
  });

  it("scores weight by its distance from the user's own target, and follows a target change", async () => {
    const { cookie } = await signUpUser(ctx.app);
    await send(cookie, 'POST', '/api/health-metrics', { date: TODAY, weight: 180, stress: 4 });
    // Default targets: weight 160 (20 lbs off on a 160 lbs scale: 87.5%), stress 3 (3 / 4: 75%).
    expect((await dashboard(cookie)).stats.healthScore).toBe(81);

    await send(cookie, 'PATCH', '/api/account/profile', { healthTargets: { weight: 180, stress: 4 }, weightUnit: 'kg' });
    expect((await dashboard(cookie)).stats.healthScore).toBe(100);

    await send(cookie, 'PATCH', '/api/account/profile', { healthTargets: { weight: null } });
    expect((await dashboard(cookie)).stats.healthScore).toBe(94);
  });
});
