import { beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_METRICS, healthScore, type HealthMetricValues } from '../../../shared/health-metrics.js';
import { LIFE_AREA_KEYS } from '../../../shared/life-areas.js';
import type { Dashboard } from '../../../shared/schemas/dashboard.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { hoursBlocked } from '../../../shared/time-blocks-layout.js';

// Noon UTC on 1 March 2026 is already 2 March in Kiritimati (UTC+14).
const clock = new Date('2026-03-01T12:00:00Z');
const TODAY = '2026-03-01';
const ctx = useTestApp({ now: () => clock });

async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  expect(res.statusCode, `${url} ${res.body}`).toBe(201);
  return res.json<{ id: string }>();
}

async function dashboard(cookie: string): Promise<Dashboard> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Dashboard>();
}

const todaysMetrics: HealthMetricValues = {
  sleep: 7,
  water: 6,
  exercise: 30,
  nutrition: 80,
  stress: 4,
  energy: 7,
  mood: 8,
  weight: 165,
  steps: 8000,
  heartRate: 68,
  meditation: 10,
  screenTime: 6,
};

describe('GET /api/dashboard', () => {
  it('answers 401 without a session', async () => {
    await expectAllUnauthorized(ctx.app, [{ method: 'GET', url: '/api/dashboard' }]);
  });

  it('gives a new account zeros, nulls, empty lists and twelve life areas without signals', async () => {
    const { cookie } = await signUpUser(ctx.app);
    expect(await dashboard(cookie)).toEqual({
      date: TODAY,
      isEmpty: true,
      stats: {
        hoursBlocked: 0,
        blocksToday: 0,
        healthScore: null,
        healthMetricsRecorded: 0,
        peopleDue: 0,
        peopleTotal: 0,
        tasksToday: 0,
        averageGoalProgress: null,
        activeGoals: 0,
      },
      schedule: [],
      health: null,
      relationships: [],
      birthdays: [],
      goals: [],
      lifeAreas: LIFE_AREA_KEYS.map((key) => ({ key, signal: null })),
    });
  });

  describe('with seeded rows', () => {
    let cookie: string;
    let data: Dashboard;
    beforeAll(async () => {
      ({ cookie } = await signUpUser(ctx.app));
      await post(cookie, '/api/time-blocks', { date: TODAY, hour: 14, title: 'Design review', category: 'meeting', duration: 2 });
      await post(cookie, '/api/time-blocks', { date: TODAY, hour: 9, title: 'Deep work', category: 'focus', duration: 3 });
      await post(cookie, '/api/time-blocks', { date: '2026-02-28', hour: 9, title: 'Yesterday', category: 'focus', duration: 5 });
      await post(cookie, '/api/health-metrics', { date: TODAY, ...todaysMetrics });
      await post(cookie, '/api/health-metrics', { date: '2026-02-28', ...todaysMetrics, sleep: 12 });
      await post(cookie, '/api/relationships', { name: 'Never Called', initials: 'NC' });
      const recent = await post(cookie, '/api/relationships', { name: 'Recent Friend', initials: 'RF', cadenceDays: 14 });
      await post(cookie, `/api/relationships/${recent.id}/interactions`, { date: '2026-02-25', type: 'call' });
      const old = await post(cookie, '/api/relationships', { name: 'Old Friend', initials: 'OF', cadenceDays: 14 });
      await post(cookie, `/api/relationships/${old.id}/interactions`, { date: '2026-02-01', type: 'meeting' });
      const edge = await post(cookie, '/api/relationships', { name: 'Edge Case', initials: 'EC', cadenceDays: 14 });
      await post(cookie, `/api/relationships/${edge.id}/interactions`, { date: '2026-02-15', type: 'message' });
      await post(cookie, '/api/goals', { title: 'Ship the app', category: 'Career', timeframe: '12 weeks', progress: 30 });
      await post(cookie, '/api/goals', { title: 'Get promoted', category: ' work ', timeframe: '12 months', progress: 61 });
      await post(cookie, '/api/goals', { title: 'Read 12 books', category: 'Learning', timeframe: '12 months', progress: 100 });
      data = await dashboard(cookie);
    });

    it('counts the hours blocked today and lists today’s blocks by start hour', () => {
      expect(data.stats.hoursBlocked).toBe(5);
      expect(data.stats.blocksToday).toBe(2);
      expect(data.schedule.map((b) => [b.hour, b.title, b.category, b.duration, b.date])).toEqual([
        [9, 'Deep work', 'focus', 3, TODAY],
        [14, 'Design review', 'meeting', 2, TODAY],
      ]);
    });

    it('scores today’s health record against the targets and returns all twelve metrics', () => {
      expect(data.stats.healthScore).toBe(healthScore(todaysMetrics));
      expect(data.stats.healthMetricsRecorded).toBe(12);
      expect(data.health).toMatchObject({ date: TODAY, ...todaysMetrics });
      expect(Object.keys(data.health ?? {})).toEqual(expect.arrayContaining(HEALTH_METRICS.map((m) => m.key)));
    });

    it('counts the people due (their rhythm since the last contact; never with no rhythm), soonest due first', () => {
      expect(data.stats.peopleTotal).toBe(4);
      expect(data.stats.peopleDue).toBe(2);
      expect(data.relationships.map((p) => [p.name, p.lastContact, p.daysSinceContact, p.dueDate])).toEqual([
        ['Old Friend', '2026-02-01', 28, '2026-02-15'],
        ['Edge Case', '2026-02-15', 14, '2026-03-01'],
        ['Recent Friend', '2026-02-25', 4, '2026-03-11'],
        ['Never Called', null, null, null],
      ]);
    });

    it('averages the progress of active goals only and lists them', () => {
      expect(data.stats.activeGoals).toBe(2);
      expect(data.stats.averageGoalProgress).toBe(46);
      expect(data.goals.map((g) => [g.title, g.progress, g.status])).toEqual([
        ['Ship the app', 30, 'active'],
        ['Get promoted', 61, 'active'],
      ]);
      expect(data.goals[0]).toMatchObject({ completedMilestones: 3, daysLeft: 84 });
    });

    it('gives each life area its live signal, goals matched by category', () => {
      const area = (key: string) => data.lifeAreas.find((a) => a.key === key)?.signal;
      expect(data.lifeAreas.map((a) => a.key)).toEqual(LIFE_AREA_KEYS);
      expect(area('time')).toEqual({ value: 5, unit: 'amount', label: 'hours blocked today', progress: null });
      expect(area('health')).toMatchObject({ value: healthScore(todaysMetrics), unit: 'percent' });
      expect(area('relationships')).toEqual({ value: 2, unit: 'count', label: 'of 4 people due for contact', progress: null });
      expect(area('goals')).toEqual({ value: 2, unit: 'count', label: 'active goals, 46% average progress', progress: 46 });
      expect(area('career')).toEqual({ value: 2, unit: 'count', label: 'active goals, 46% average progress', progress: 46 });
      expect(area('rest')).toEqual({ value: 7, unit: 'amount', label: 'hours of sleep recorded today', progress: null });
      expect(area('learning')).toBeNull();
      expect(area('finance')).toBeNull();
    });

    it('is not empty', () => {
      expect(data.isEmpty).toBe(false);
    });

    it('shows none of this to a second user', async () => {
      const other = await signUpUser(ctx.app);
      const theirs = await dashboard(other.cookie);
      expect(theirs.isEmpty).toBe(true);
      expect(theirs.stats).toEqual({
        hoursBlocked: 0,
        blocksToday: 0,
        healthScore: null,
        healthMetricsRecorded: 0,
        peopleDue: 0,
        peopleTotal: 0,
        tasksToday: 0,
        averageGoalProgress: null,
        activeGoals: 0,
      });
      expect([theirs.schedule, theirs.relationships, theirs.goals, theirs.health]).toEqual([[], [], [], null]);
    });
  });

  it('keeps to six people and six active goals', async () => {
    const { cookie } = await signUpUser(ctx.app);
    for (let i = 1; i <= 8; i += 1) {
      await post(cookie, '/api/relationships', { name: `Person ${i}`, initials: `P${i}` });
      await post(cookie, '/api/goals', { title: `Goal ${i}`, category: 'Misc', timeframe: '12 days', progress: i * 10 });
    }
    const data = await dashboard(cookie);
    expect(data.relationships).toHaveLength(6);
    expect(data.goals).toHaveLength(6);
    // Added today and not contacted yet: nobody is due before their rhythm has passed.
    expect(data.stats).toMatchObject({ peopleTotal: 8, peopleDue: 0, activeGoals: 8, averageGoalProgress: 45 });
  });

  it('counts a user with only past data as not empty, with nothing today', async () => {
    const { cookie } = await signUpUser(ctx.app);
    await post(cookie, '/api/time-blocks', { date: '2026-02-20', hour: 9, title: 'Old block', category: 'focus', duration: 1 });
    const data = await dashboard(cookie);
    expect(data.isEmpty).toBe(false);
    expect(data.stats.hoursBlocked).toBe(0);
  });

  it('counts overlapping hours once, as the time-blocking page does', async () => {
    const { cookie } = await signUpUser(ctx.app);
    await post(cookie, '/api/time-blocks', { date: TODAY, hour: 9, title: 'Deep work', category: 'focus', duration: 4 });
    await post(cookie, '/api/time-blocks', { date: TODAY, hour: 11, title: 'Overlapping call', category: 'meeting', duration: 4 });
    await post(cookie, '/api/time-blocks', { date: TODAY, hour: 20, title: 'Evening', category: 'break', duration: 2 });
    const blocks = (await ctx.app.inject({ method: 'GET', url: `/api/time-blocks?date=${TODAY}`, headers: { cookie } })).json();
    const data = await dashboard(cookie);
    expect(data.stats.hoursBlocked).toBe(8);
    expect(data.stats.hoursBlocked).toBe(hoursBlocked(blocks, TODAY));
  });

  it("follows the user's timezone for today", async () => {
    const { cookie } = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    await post(cookie, '/api/time-blocks', { date: '2026-03-02', hour: 8, title: 'Kiritimati morning', category: 'focus', duration: 4 });
    await post(cookie, '/api/time-blocks', { date: TODAY, hour: 8, title: 'Their yesterday', category: 'focus', duration: 1 });
    const data = await dashboard(cookie);
    expect(data.date).toBe('2026-03-02');
    expect(data.stats.hoursBlocked).toBe(4);
    expect(data.schedule.map((b) => b.title)).toEqual(['Kiritimati morning']);
  });
});
