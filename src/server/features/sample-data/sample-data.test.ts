import { describe, expect, it } from 'vitest';
import { idSchema } from '../../../shared/schemas/common.js';
import type { Dashboard, SampleDataLoaded } from '../../../shared/schemas/dashboard.js';
import { createGoalSchema } from '../../../shared/schemas/goals.js';
import { createTaskSchema } from '../../../shared/schemas/tasks.js';
import { healthMetricsCreateSchema } from '../../../shared/schemas/health-metrics.js';
import { createRelationshipSchema } from '../../../shared/schemas/relationships.js';
import { timeBlockInputSchema } from '../../../shared/schemas/time-blocks.js';
import { expectAllUnauthorized } from '../../test/authz.js';
import { signUpUser, useTestApp } from '../../test/helpers.js';
import { SAMPLE_GOALS, SAMPLE_INTENTION, SAMPLE_PEOPLE, SAMPLE_TASKS, sampleBlocks, sampleHealth } from './sample-data.dataset.js';
import { findCorrelations } from '../health-metrics/index.js';
import { sampleIdSet, sampleRows } from './sample-data.service.js';
import { sampleId } from './sample-ids.js';

const clock = new Date('2026-03-01T12:00:00Z');
const TODAY = '2026-03-01';
const INTERACTIONS = SAMPLE_PEOPLE.reduce((sum, p) => sum + p.contacts.length, 0);
const ctx = useTestApp({ now: () => clock });

const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url = '/api/sample-data', payload?: Record<string, unknown>) =>
  ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function dashboard(cookie: string): Promise<Dashboard> {
  const res = await call(cookie, 'GET', '/api/dashboard');
  expect(res.statusCode).toBe(200);
  return res.json<Dashboard>();
}

async function rowCounts(userId: string) {
  const { rows } = await ctx.database.pool.query<Record<string, string>>(
    `select
       (select count(*) from time_blocks where user_id = $1) as blocks,
       (select count(*) from health_metrics where user_id = $1) as health,
       (select count(*) from relationships where user_id = $1) as people,
       (select count(*) from interactions where user_id = $1) as interactions,
       (select count(*) from goals where user_id = $1) as goals,
       (select count(*) from tasks where user_id = $1) as tasks`,
    [userId],
  );
  return Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)]));
}

describe('sample ids and dataset', () => {
  it('derives stable, valid, distinct UUIDs per user, table and index', () => {
    const a = sampleId('user-a', 'goals', 0);
    expect(sampleId('user-a', 'goals', 0)).toBe(a);
    expect(idSchema.safeParse(a).success).toBe(true);
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const all = Object.values(sampleIdSet('user-a')).flat();
    expect(new Set([...all, ...Object.values(sampleIdSet('user-b')).flat()]).size).toBe(all.length * 2);
  });

  it('passes the same validation as rows a user enters', () => {
    for (const block of sampleBlocks(TODAY)) expect(timeBlockInputSchema.safeParse(block).error).toBeUndefined();
    for (const day of sampleHealth(TODAY)) {
      expect(healthMetricsCreateSchema.safeParse({ date: day.date, ...day.values }).error).toBeUndefined();
    }
    for (const p of SAMPLE_PEOPLE) expect(createRelationshipSchema.safeParse(p).error).toBeUndefined();
    for (const g of SAMPLE_GOALS) expect(createGoalSchema.safeParse(g).error).toBeUndefined();
    for (const t of sampleRows('user-a', TODAY).tasks) {
      const { id: _id, userId: _user, pickedFor: _picked, ...input } = t;
      expect(createTaskSchema.safeParse(input).error).toBeUndefined();
    }
    expect(SAMPLE_TASKS.length).toBe(sampleRows('user-a', TODAY).tasks.length);
  });

  it('has the scatter of real days: no two of its metrics move in perfect step', () => {
    const health = sampleHealth(TODAY).map((d) => ({ date: d.date, ...d.values }));
    const findings = findCorrelations({ health, blocks: [], from: health[0].date, to: TODAY });
    expect(findings.filter((f) => Math.abs(f.r) > 0.95).map((f) => `${f.from}→${f.to} r=${f.r.toFixed(2)}`)).toEqual([]);
  });

  it('sits around today: a week of blocks, 14 days of health, 10 people, 4 goals at varied progress', () => {
    const rows = sampleRows('user-a', TODAY);
    expect(new Set(rows.timeBlocks.map((b) => b.date))).toEqual(
      new Set(['2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04']),
    );
    expect(rows.healthMetrics.map((h) => h.date)).toHaveLength(14);
    expect(rows.healthMetrics.at(-1)?.date).toBe(TODAY);
    expect(rows.healthMetrics[0].date).toBe('2026-02-16');
    // Weight is left unrecorded on some days, as people skip the scales; every other metric is there each day.
    expect(rows.healthMetrics.filter((h) => h.weight === null)).toHaveLength(4);
    expect(rows.healthMetrics.every((h) => h.sleep !== null && h.steps !== null)).toBe(true);
    expect(rows.relationships).toHaveLength(10);
    expect(rows.relationships.filter((p) => p.lastContact === null)).toHaveLength(2);
    expect(new Set(rows.goals.map((g) => g.progress)).size).toBe(4);
    for (const log of rows.interactions) expect(log.date <= TODAY).toBe(true);
  });
});

describe('/api/sample-data', () => {
  it('answers 401 without a session on every route', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/sample-data' },
      { method: 'POST', url: '/api/sample-data' },
      { method: 'DELETE', url: '/api/sample-data' },
    ]);
  });

  it('loads the dataset, shows it on the dashboard, refuses a second load and removes only sample rows', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: false });

    // Entered by the user before and after loading: must survive removal.
    const ownHealth = await call(user.cookie, 'POST', '/api/health-metrics', { date: TODAY, ...sampleHealth(TODAY)[0].values, sleep: 5 });
    expect(ownHealth.statusCode).toBe(201);

    const load = await call(user.cookie, 'POST');
    expect(load.statusCode).toBe(201);
    expect(load.json<SampleDataLoaded>()).toEqual({
      loaded: true,
      timeBlocks: 35,
      healthRecords: 13,
      relationships: 10,
      interactions: INTERACTIONS,
      goals: 4,
      tasks: SAMPLE_TASKS.length,
    });
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: true });

    const data = await dashboard(user.cookie);
    expect(data.isEmpty).toBe(false);
    expect(data.stats).toMatchObject({ blocksToday: 5, hoursBlocked: 8, peopleTotal: 10, activeGoals: 4 });
    expect(data.stats.peopleDue).toBeGreaterThan(0);
    expect(data.stats.averageGoalProgress).toBe(Math.round((67 + 25 + 42 + 9) / 4));
    expect(data.health?.sleep).toBe(5);
    // Soonest due first: 19 days since the last contact on a two-week rhythm; people with no rhythm are never due.
    expect(data.relationships[0].name).toBe('Jordan Ellis');
    expect(data.stats.peopleDue).toBe(SAMPLE_PEOPLE.filter((p) => p.cadenceDays !== null && p.contacts[0] && p.contacts[0].daysAgo >= p.cadenceDays).length);
    const people = (await call(user.cookie, 'GET', '/api/relationships')).json<{ name: string; dueDate: string | null }[]>();
    expect(people.filter((p) => p.dueDate === null).map((p) => p.name)).toEqual(['Ben Carter', 'Sam Okafor']);
    expect(data.lifeAreas.filter((a) => a.signal !== null).map((a) => a.key)).toEqual(
      expect.arrayContaining(['time', 'health', 'relationships', 'goals', 'career', 'learning', 'finance']),
    );

    // A day to plan: today's plan holds the overdue, the due-today and the picked tasks; a goal has named milestones.
    const today = (await call(user.cookie, 'GET', '/api/tasks?view=today')).json<Array<{ id: string; title: string }>>();
    expect(today.map((t) => t.title).sort()).toEqual(['Book the dentist', 'Renew the car insurance', 'Water the plants', 'Write the first case study']);
    expect(data.stats.tasksToday).toBe(4);
    // Beside today's plan: a repeating task, and an inbox of tasks with no date that are not on it.
    const open = (await call(user.cookie, 'GET', '/api/tasks')).json<Array<{ id: string; dueDate: string | null; rrule: string | null }>>();
    expect(open.filter((t) => t.rrule !== null).length).toBeGreaterThan(0);
    expect(open.filter((t) => t.dueDate === null && !today.some((x) => x.id === t.id)).length).toBeGreaterThan(0);
    expect(open.filter((t) => t.dueDate !== null && t.dueDate < TODAY).length).toBeGreaterThan(0);
    // Today already planned, as the morning ritual leaves it: an intention, and picks that are today's tasks.
    const plan = (await call(user.cookie, 'GET', `/api/daily-plans/${TODAY}`)).json<{ intention: string; picks: string[] }>();
    expect(plan.intention).toBe(SAMPLE_INTENTION);
    const picked = SAMPLE_TASKS.flatMap((t, i) => (t.picked ? [sampleIdSet(user.id).tasks[i]] : []));
    expect(picked.length).toBeGreaterThan(0);
    expect(plan.picks.sort()).toEqual(picked.sort());
    expect(plan.picks.map((id) => today.find((t) => t.id === id)?.title)).not.toContain(undefined);
    const goalId = sampleIdSet(user.id).goals[0];
    const milestones = (await call(user.cookie, 'GET', `/api/goals/${goalId}/milestones`)).json<Array<{ title: string; doneAt: string | null }>>();
    expect(milestones.map((m) => m.title)).toEqual(SAMPLE_GOALS[0].milestones);
    expect(milestones.filter((m) => m.doneAt !== null)).toHaveLength(8);

    const again = await call(user.cookie, 'POST');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Sample data is already loaded' });

    const ownBlock = await call(user.cookie, 'POST', '/api/time-blocks', { date: TODAY, hour: 19, title: 'My own evening', category: 'focus', duration: 1 });
    const ownGoal = await call(user.cookie, 'POST', '/api/goals', { title: 'My own goal', category: 'Home', timeframe: '12 days' });
    const ownPerson = await call(user.cookie, 'POST', '/api/relationships', { name: 'My Friend', initials: 'MF' });
    expect([ownBlock.statusCode, ownGoal.statusCode, ownPerson.statusCode]).toEqual([201, 201, 201]);

    // A sample row is an ordinary row: the user can edit it through the tools, and what they entered stays.
    const sampleBlock = data.schedule[0];
    const edited = await call(user.cookie, 'PATCH', `/api/time-blocks/${sampleBlock.id}`, { title: 'Edited sample' });
    expect(edited.statusCode).toBe(200);

    const removed = await call(user.cookie, 'DELETE');
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect(await rowCounts(user.id)).toEqual({ blocks: 2, health: 1, people: 1, interactions: 0, goals: 1, tasks: 0 });
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: false });
    expect((await call(user.cookie, 'GET', `/api/daily-plans/${TODAY}`)).json()).toBeNull();

    const after = await dashboard(user.cookie);
    expect(after.schedule.map((b) => b.title)).toEqual(['Edited sample', 'My own evening']);
    expect(after.goals.map((g) => g.title)).toEqual(['My own goal']);
    expect(after.relationships.map((p) => p.name)).toEqual(['My Friend']);
    expect(after.health?.sleep).toBe(5);

    const nothing = await call(user.cookie, 'DELETE');
    expect(nothing.statusCode).toBe(404);
    expect(nothing.json()).toEqual({ message: 'No sample data to remove' });

    const reload = await call(user.cookie, 'POST');
    expect(reload.statusCode).toBe(201);
  });

  it('keeps a sample person the user logged with, and Undo puts the whole sample back', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user.cookie, 'POST')).statusCode).toBe(201);
    const full = await rowCounts(user.id);
    const ben = sampleIdSet(user.id).relationships[SAMPLE_PEOPLE.findIndex((p) => p.name === 'Ben Carter')];
    const mine = await call(user.cookie, 'POST', `/api/relationships/${ben}/interactions`, { date: '2026-02-27', type: 'call', notes: 'My own call' });
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await call(user.cookie, 'DELETE')).statusCode).toBe(204);
    expect(await rowCounts(user.id)).toEqual({ blocks: 0, health: 0, people: 1, interactions: 1, goals: 0, tasks: 0 });
    const people = (await call(user.cookie, 'GET', '/api/relationships')).json<Array<{ name: string; lastContact: string | null }>>();
    expect(people).toEqual([expect.objectContaining({ name: 'Ben Carter', lastContact: '2026-02-27' })]);
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: false });

    const restored = await call(user.cookie, 'POST', '/api/sample-data/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await rowCounts(user.id)).toEqual({ ...full, interactions: full.interactions + 1 });
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: true });
    expect((await call(user.cookie, 'POST', '/api/sample-data/restore')).statusCode).toBe(404);
  });

  it('keeps every sample row the user changed, as they left it, and Undo brings back the rest', async () => {
    const user = await signUpUser(ctx.app);
    expect((await call(user.cookie, 'POST')).statusCode).toBe(201);
    const full = await rowCounts(user.id);
    const ids = sampleIdSet(user.id);
    const person = (name: string) => ids.relationships[SAMPLE_PEOPLE.findIndex((p) => p.name === name)];
    const changes: [string, Parameters<typeof call>[2], Record<string, unknown>][] = [
      ['PATCH', `/api/relationships/${person('Maya Chen')}`, { notes: 'My sister, not a sample' }],
      ['PATCH', `/api/relationships/${person('Jordan Ellis')}`, { cadenceDays: 7 }],
      // Sent again as it is, a detail is no change: Ben stays part of the sample.
      ['PATCH', `/api/relationships/${person('Ben Carter')}`, { name: 'Ben Carter' }],
      ['POST', '/api/tasks', { title: 'Ask Priya about the move', relationshipId: person('Priya Natarajan') }],
      ['PATCH', `/api/goals/${ids.goals[3]}`, { progress: 80 }],
      ['POST', '/api/tasks', { title: 'Pick the next book', goalId: ids.goals[1] }],
      ['PATCH', '/api/health-metrics', { date: '2026-02-28', sleep: 6 }],
    ];
    for (const [method, url, body] of changes) {
      const res = await call(user.cookie, method as 'PATCH', url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    }
    const block = (await dashboard(user.cookie)).schedule[0];
    expect((await call(user.cookie, 'PATCH', `/api/time-blocks/${block.id}`, { hour: 6 })).statusCode).toBe(200);

    expect((await call(user.cookie, 'DELETE')).statusCode).toBe(204);
    expect(await rowCounts(user.id)).toEqual({ blocks: 1, health: 1, people: 3, interactions: 0, goals: 2, tasks: 2 });
    expect((await call(user.cookie, 'GET')).json()).toEqual({ loaded: false });
    const people = (await call(user.cookie, 'GET', '/api/relationships')).json<
      Array<{ name: string; notes: string; cadenceDays: number | null; lastContact: string | null }>
    >();
    expect(
      people.map(({ name, notes, cadenceDays, lastContact }) => ({ name, notes, cadenceDays, lastContact })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'Jordan Ellis', notes: 'Best friend from university.', cadenceDays: 7, lastContact: null },
      { name: 'Maya Chen', notes: 'My sister, not a sample', cadenceDays: 14, lastContact: null },
      { name: 'Priya Natarajan', notes: 'Mentor. Monthly check-ins about career moves.', cadenceDays: 30, lastContact: null },
    ]);
    const goals = (await call(user.cookie, 'GET', '/api/goals')).json<Array<{ id: string; progress: number }>>();
    expect(goals.map((g) => g.id).sort()).toEqual([ids.goals[3], ids.goals[1]].sort());
    expect(goals.find((g) => g.id === ids.goals[3])?.progress).toBe(80);
    expect((await call(user.cookie, 'GET', '/api/health-metrics?date=2026-02-28')).json()).toMatchObject({ sleep: 6 });
    expect((await call(user.cookie, 'GET', '/api/tasks')).json<Array<{ relationshipId: string | null; goalId: string | null }>>()).toEqual(
      expect.arrayContaining([expect.objectContaining({ relationshipId: person('Priya Natarajan') }), expect.objectContaining({ goalId: ids.goals[1] })]),
    );

    const restored = await call(user.cookie, 'POST', '/api/sample-data/restore');
    expect(restored.statusCode, restored.body).toBe(200);
    // The two tasks added above are the user's, on top of the whole sample.
    expect(await rowCounts(user.id)).toEqual({ ...full, tasks: full.tasks + 2 });
    const back = (await call(user.cookie, 'GET', '/api/relationships')).json<Array<{ name: string; notes: string; lastContact: string | null }>>();
    expect(back.find((p) => p.name === 'Maya Chen')).toMatchObject({ notes: 'My sister, not a sample', lastContact: '2026-02-27' });
  });

  it("keeps each user's sample data to themselves", async () => {
    const first = await signUpUser(ctx.app);
    const second = await signUpUser(ctx.app);
    expect((await call(first.cookie, 'POST')).statusCode).toBe(201);
    const before = await rowCounts(first.id);

    expect((await call(second.cookie, 'GET')).json()).toEqual({ loaded: false });
    const theirs = await dashboard(second.cookie);
    expect(theirs.isEmpty).toBe(true);
    expect(theirs.relationships).toEqual([]);

    expect((await call(second.cookie, 'DELETE')).statusCode).toBe(404);
    expect(await rowCounts(first.id)).toEqual(before);

    expect((await call(second.cookie, 'POST')).statusCode).toBe(201);
    expect(await rowCounts(second.id)).toEqual(before);
    expect((await call(second.cookie, 'DELETE')).statusCode).toBe(204);
    expect(await rowCounts(first.id)).toEqual(before);
  });

  it('loads once when two loads race', async () => {
    const user = await signUpUser(ctx.app);
    const results = await Promise.all([call(user.cookie, 'POST'), call(user.cookie, 'POST')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await rowCounts(user.id)).toMatchObject({ blocks: 35, goals: 4 });
  });

  it('answers fifteen loads at once with one 201 and 409s, never a 500, and removals and Undo racing them too', async () => {
    const user = await signUpUser(ctx.app);
    const loads = await Promise.all(Array.from({ length: 15 }, () => call(user.cookie, 'POST')));
    expect(loads.map((r) => r.statusCode).sort()).toEqual([201, ...Array<number>(14).fill(409)]);
    expect(await rowCounts(user.id)).toMatchObject({ blocks: 35, goals: 4 });
    const mixed = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        i % 3 === 2 ? call(user.cookie, 'POST', '/api/sample-data/restore') : call(user.cookie, i % 3 ? 'POST' : 'DELETE'),
      ),
    );
    expect(mixed.filter((r) => r.statusCode >= 500).map((r) => r.body)).toEqual([]);
  });
});
