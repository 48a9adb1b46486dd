import { describe, expect, it } from 'vitest';
import { shiftDate } from '../../../shared/dates.js';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';
import { healthMetrics, timeBlocks } from '../../db/schema/index.js';
import { signUpUser, useTestApp, type TestUser } from '../../test/helpers.js';
import { expectAllUnauthorized } from '../../test/authz.js';

// Wednesday 4 March 2026, noon UTC; tests move it forward.
let clock = new Date('2026-03-04T12:00:00Z');
const ctx = useTestApp({ now: () => clock });

interface Review {
  id: string;
  weekNumber: number;
  startDate: string;
  endDate: string;
  aiReport: string;
  achievements: string[];
  patterns: string[];
  recommendations: string[];
  createdAt: string;
}

async function generate(user: TestUser, payload?: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/progress-reviews/generate',
    headers: { cookie: user.cookie },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function list(user: TestUser) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/progress-reviews', headers: { cookie: user.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json<Review[]>();
}

function at(iso: string) {
  clock = new Date(iso);
}

describe('progress reviews', () => {
  it('reviews an empty week honestly as week 1 of 12, Monday to Sunday', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const res = await generate(user);
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json<Review>();
    expect(review).toMatchObject({ weekNumber: 1, startDate: '2026-03-02', endDate: '2026-03-08', achievements: [], patterns: [] });
    expect(review.aiReport).toMatch(/^Not enough data for the week of 2 Mar to 8 Mar/);
    expect(await list(user)).toEqual([review]);
  });

  it("counts the week's planned and finished tasks and quotes its reflections", async () => {
    at('2026-03-03T09:00:00Z');
    const user = await signUpUser(ctx.app);
    const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) =>
      ctx.app.inject({ method, url, headers: { cookie: user.cookie }, payload });
    const made = [];
    for (const [title, dueDate] of [
      ['Draft', '2026-03-03'],
      ['Send', '2026-03-05'],
      ['Call', '2026-03-06'],
      ['Next week', '2026-03-10'],
    ] as const) {
      made.push((await send('POST', '/api/tasks', { title, dueDate })).json().id as string);
    }
    const undated = (await send('POST', '/api/tasks', { title: 'Undated' })).json().id as string;
    for (const id of [made[0], made[1], undated]) expect((await send('PATCH', `/api/tasks/${id}`, { status: 'done' })).statusCode).toBe(200);
    expect((await send('PUT', '/api/daily-plans/2026-03-03', { intention: 'Draft first', reflection: 'The draft took all morning.' })).statusCode).toBe(200);
    at('2026-03-06T18:00:00Z');
    const review = (await generate(user)).json<Review>();
    expect(review.aiReport).toContain('You finished 3 of 4 planned tasks.');
    expect(review.achievements).toContain('Finished 3 tasks.');
    expect(review.patterns).toContain("Tuesday's reflection: The draft took all morning.");
  });

  it('regenerates the same week in place, with fresh figures', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const first = (await generate(user, {})).json<Review>();
    await ctx.database.db.insert(timeBlocks).values({ userId: user.id, date: '2026-03-05', hour: 9, durationMinutes: 180, title: 'Write', category: 'focus' });
    at('2026-03-06T09:00:00Z');
    const second = await generate(user);
    expect(second.statusCode).toBe(201);
    const review = second.json<Review>();
    expect(review).toMatchObject({ id: first.id, weekNumber: 1, startDate: '2026-03-02' });
    expect(review.aiReport).toContain('You planned 1 time block totalling 3 hours, 3 of them focus time.');
    expect(await list(user)).toHaveLength(1);
  });

  it('counts weeks 2..12 from the first review, starts cycle 2 at 1, and lists newest first', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    await generate(user);
    at('2026-03-15T20:00:00Z'); // Sunday of the following week
    expect((await generate(user)).json<Review>()).toMatchObject({ weekNumber: 2, startDate: '2026-03-09', endDate: '2026-03-15' });
    // Sessions idle out after 30 days, so the clock moves in steps shorter than that.
    at('2026-04-05T08:00:00Z');
    expect((await generate(user)).json<Review>()).toMatchObject({ weekNumber: 5, startDate: '2026-03-30' });
    at('2026-04-26T08:00:00Z');
    expect((await generate(user)).json<Review>()).toMatchObject({ weekNumber: 8, startDate: '2026-04-20' });
    at('2026-05-18T08:00:00Z'); // 11 weeks after the first Monday
    expect((await generate(user)).json<Review>()).toMatchObject({ weekNumber: 12, startDate: '2026-05-18' });
    at('2026-05-27T08:00:00Z');
    expect((await generate(user)).json<Review>()).toMatchObject({ weekNumber: 1, startDate: '2026-05-25', endDate: '2026-05-31' });
    expect((await list(user)).map((r) => [r.weekNumber, r.startDate])).toEqual([
      [1, '2026-05-25'],
      [12, '2026-05-18'],
      [8, '2026-04-20'],
      [5, '2026-03-30'],
      [2, '2026-03-09'],
      [1, '2026-03-02'],
    ]);
  });

  it("uses the user's timezone to decide the week", async () => {
    at('2026-03-08T12:00:00Z'); // Sunday in UTC, already Monday 9 March on Kiritimati
    const user = await signUpUser(ctx.app, { timezone: 'Pacific/Kiritimati' });
    expect((await generate(user)).json<Review>()).toMatchObject({ startDate: '2026-03-09', endDate: '2026-03-15' });
  });

  it("never lists another user's reviews", async () => {
    at('2026-03-04T12:00:00Z');
    const owner = await signUpUser(ctx.app);
    const other = await signUpUser(ctx.app);
    await generate(owner);
    expect(await list(other)).toEqual([]);
    expect((await generate(other)).json<Review>().weekNumber).toBe(1);
    expect(await list(owner)).toHaveLength(1);
  });

  it('takes an empty body only', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const res = await generate(user, { weekNumber: 5 });
    expect(res.statusCode).toBe(400);
    expect((await generate(user, {})).statusCode).toBe(201);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/progress-reviews/generate',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      payload: '[1]',
    });
    expect(text.statusCode).toBe(400);
  });

  it('answers 401 to every route when signed out', async () => {
    await expectAllUnauthorized(ctx.app, [
      { method: 'GET', url: '/api/progress-reviews' },
      { method: 'POST', url: '/api/progress-reviews/generate' },
    ]);
  });

  it('limits generation per user with a clear 429', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    for (let i = 0; i < 30; i += 1) expect((await generate(user)).statusCode).toBe(201);
    const res = await generate(user);
    expect(res.statusCode).toBe(429);
    expect(res.json<{ message: string }>().message).toMatch(/^Too many AI requests/);
  });
});

describe('a review with the relationships in the user data', () => {
  it('lists the strongest relationship of the last twelve weeks among its patterns, with the numbers and the caveat', async () => {
    at('2026-03-04T12:00:00Z');
    const user = await signUpUser(ctx.app);
    const days = Array.from({ length: 20 }, (_, i) => shiftDate('2026-03-04', i - 19));
    const sleep = (i: number) => 5 + ((i * 3) % 5);
    await ctx.database.db
      .insert(healthMetrics)
      .values(days.map((date, i) => ({ ...unrecordedMetrics(), userId: user.id, date, sleep: sleep(i), energy: i === 0 ? 6 : sleep(i - 1) })));
    const res = await generate(user);
    expect(res.statusCode, res.body).toBe(201);
    const pattern = res.json<Review>().patterns.find((p) => p.startsWith('Over the last 12 weeks'));
    expect(pattern).toContain('More sleep went with higher energy the next day (a strong relationship, r = 1, over 19 days).');
    expect(pattern).toMatch(/A correlation is not a cause/);
  });
});
