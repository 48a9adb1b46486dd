import { describe, expect, it } from 'vitest';
import { shiftDate } from '../../../shared/dates.js';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';
import type { HealthOverview } from '../../../shared/schemas/health-overview.js';
import { healthMetrics, timeBlocks } from '../../db/schema/index.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';

const clock = new Date('2026-03-04T12:00:00Z');
const today = '2026-03-04';
const ctx = useTestApp({ now: () => clock });

async function overview(user: TestUser): Promise<HealthOverview> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health-metrics/overview', headers: { cookie: user.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HealthOverview>();
}

/** Thirty days where each night's sleep sets the next day's energy and each day's meetings set its stress. */
async function seed(user: TestUser) {
  const days = Array.from({ length: 30 }, (_, i) => shiftDate(today, i - 29));
  const sleep = (i: number) => 5 + ((i * 3) % 5);
  const meetings = (i: number) => (i * 5) % 6;
  await ctx.database.db
    .insert(healthMetrics)
    .values(
      days.map((date, i) => ({ ...unrecordedMetrics(), userId: user.id, date, sleep: sleep(i), energy: i === 0 ? 6 : sleep(i - 1), stress: 2 + meetings(i) })),
    );
  await ctx.database.db
    .insert(timeBlocks)
    .values(
      days.flatMap((date, i) =>
        meetings(i) > 0 ? [{ userId: user.id, date, hour: 9, title: 'Client calls', category: 'meeting' as const, durationMinutes: meetings(i) * 60 }] : [],
      ),
    );
}

describe('GET /api/health-metrics/overview', () => {
  it("gives the user's 12 × 12 picture against their own targets and the relationships in their data", async () => {
    const user = await signUpUser(ctx.app);
    await seed(user);
    const profile = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { cookie: user.cookie },
      payload: { healthTargets: { sleep: 7 } },
    });
    expect(profile.statusCode, profile.body).toBe(200);
    const body = await overview(user);
    expect(body.to).toBe(today);
    expect(body.weeks).toHaveLength(12);
    expect(body.metrics).toHaveLength(12);
    expect(body.metrics.every((m) => m.weeks.length === 12)).toBe(true);
    const sleep = body.metrics.find((m) => m.key === 'sleep')!;
    expect(sleep.target).toBe(7);
    expect(sleep.weeks.slice(0, 7).every((w) => w.mean === null)).toBe(true);
    expect(sleep.weeks[11].days).toBe(7);
    expect(body.metrics.find((m) => m.key === 'water')!.target).toBe(8);

    const lagged = body.findings.find((f) => f.from === 'sleep' && f.to === 'energy' && f.lag === 1);
    expect(lagged).toMatchObject({ r: 1, n: 29, strength: 'strong' });
    expect(lagged!.sentence).toBe('More sleep went with higher energy the next day (a strong relationship, r = 1, over 29 days).');
    expect(body.findings.find((f) => f.from === 'meetingHours' && f.to === 'stress')).toMatchObject({ lag: 0, r: 1, n: 30 });
    expect(body.caveat).toMatch(/^A correlation is not a cause/);
  });

  it("never reads another user's data", async () => {
    const owner = await signUpUser(ctx.app);
    await seed(owner);
    const other = await signUpUser(ctx.app);
    const body = await overview(other);
    expect(body.findings).toEqual([]);
    expect(body.metrics.every((m) => m.weeks.every((w) => w.mean === null && w.days === 0))).toBe(true);
  });

  it('is in the OpenAPI contract with its response schema', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const op = doc.paths['/api/health-metrics/overview'].get;
    expect(JSON.stringify(op.responses['200'])).toContain('findings');
  });

  it('answers 401 when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [{ method: 'GET', url: '/api/health-metrics/overview' }]);
  });
});
