import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shiftDate } from '../../../shared/dates.js';
import { healthMetrics, users } from '../../db/schema/index.js';
import { createTestDb, type TestDatabase } from '../../test/helpers.js';
import { builtinReply } from './providers/builtin-chat.js';
import { createBuiltinProvider } from './providers/builtin.js';
import { replyFormatter, words } from './facts.js';
import { healthPrefs, healthToolResult, reviewHealthLines, summarizeHealth } from './health-facts.js';
import { testAiContext } from '../../test/ai-context.js';
import { buildSummary } from './summary.js';
import type { HealthFact } from './user-data.js';
import { unrecordedMetrics } from '../../../shared/health-metrics.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const ai = createBuiltinProvider();
const w = words(replyFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC' }));
const day = (date: string, values: Partial<HealthFact>): HealthFact => ({ ...unrecordedMetrics(), date, ...values });

async function newUser(values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@example.com`, authProvider: 'local', timezone: 'UTC', ...values })
    .returning();
  return row;
}

async function record(userId: string, rows: Partial<HealthFact>[]) {
  await database.db.insert(healthMetrics).values(rows.map((r) => ({ ...r, date: r.date!, userId })));
}

describe('review lines over a partial week', () => {
  const week = [
    day('2026-03-02', { sleep: 6, energy: 6, weight: 160 }),
    day('2026-03-03', { sleep: 8 }),
    day('2026-03-04', { sleep: 7, stress: 5 }),
    day('2026-03-05', { sleep: 7.5 }),
    day('2026-03-06', { sleep: 7.5, energy: 8 }),
  ];
  const health = (weightUnit: 'lbs' | 'kg' = 'lbs', targets = healthPrefs({}).targets) => ({
    days: week.length,
    metrics: summarizeHealth(week, weightUnit),
    weightUnit,
    targets,
    sleepTargetDays: 1,
    exerciseTargetDays: 0,
    daysSoFar: 7,
  });

  it('states each average with the days it covers and skips what was never recorded', () => {
    const lines = reviewHealthLines(health(), w);
    expect(lines.report).toEqual(['You logged health on 5 of 7 days.', 'Sleep averaged 7.2 hours over 5 of 7 days and energy 7/10 over 2 of 7 days.']);
    expect(lines.patterns).toEqual(['Stress averaged 5/10 over 1 of 7 days.', 'Weight averaged 160 lbs over 1 of 7 days.']);
    expect(lines.achievements).toEqual(['Reached your 8-hour sleep target on 1 of the 5 days with sleep recorded.']);
    expect(lines.recommendations).toEqual([
      'Aim for 8 hours of sleep: you averaged 7.2 hours over 5 of 7 days.',
      'Stress averaged 5/10 over 1 of 7 days, above your target of 3: plan a break or some meditation.',
      'Log your health every day for clearer patterns (5 of 7 days this week).',
    ]);
    // Mood, steps and exercise were never recorded: nothing is said about them, not even a 0.
    expect(JSON.stringify(lines)).not.toMatch(/mood|steps|exercise/i);
  });

  it("writes weight in the user's unit and measures against the user's targets", () => {
    const lines = reviewHealthLines(health('kg', { ...healthPrefs({}).targets, sleep: 7, stress: 6 }), w);
    expect(lines.patterns).toContain('Weight averaged 72.6 kg over 1 of 7 days.');
    expect(lines.recommendations.join(' ')).not.toMatch(/sleep|Stress/);
  });
});

describe('the built-in assistant over partial records', () => {
  it('reviews a week without counting unrecorded metrics as zeros', async () => {
    const user = await newUser({ weightUnit: 'kg', healthTargets: { sleep: 7 } });
    await record(user.id, [
      { date: '2026-03-02', sleep: 6 },
      { date: '2026-03-03', sleep: 8, mood: 9 },
      { date: '2026-03-04', weight: 170 },
      { date: '2026-03-05' },
    ]);
    const review = await ai.review(testAiContext(database.db, user, new Date('2026-03-08T18:00:00Z')), { startDate: '2026-03-02', endDate: '2026-03-08' });
    expect(review.aiReport).toContain('You logged health on 3 of 7 days.');
    expect(review.aiReport).toContain('Sleep averaged 7 hours over 2 of 7 days and mood 9/10 over 1 of 7 days.');
    expect(review.achievements).toContain('Reached your 7-hour sleep target on 1 of the 2 days with sleep recorded.');
    expect(review.patterns).toContain('Weight averaged 77.1 kg over 1 of 7 days.');
    expect(review.aiReport).not.toMatch(/energy/);
  });

  it('answers about sleep from the nights that recorded it', async () => {
    const user = await newUser();
    const today = '2026-03-20';
    await record(user.id, [
      { date: '2026-03-15', sleep: 6 },
      { date: '2026-03-17', weight: 150 },
      { date: '2026-03-19', sleep: 8 },
    ]);
    const reply = await builtinReply(testAiContext(database.db, user, new Date(`${today}T12:00:00Z`)), 'How did I sleep in the last 7 days?');
    expect(reply).toContain('you recorded sleep on 2 of 7 days and averaged 7 hours a night');
    expect(reply).toContain('shortest: 6 hours');
    expect(reply).toContain('You reached your 8-hour target on 1 of those 2 days.');
  });

  it('says there is no sleep to speak of when only other metrics were recorded', async () => {
    const user = await newUser();
    await record(user.id, [{ date: '2026-03-19', steps: 4000 }]);
    const reply = await builtinReply(testAiContext(database.db, user, new Date('2026-03-20T12:00:00Z')), 'how did I sleep?');
    expect(reply).toMatch(/^You have no sleep recorded the last 7 days \(14 Mar to 20 Mar\)/);
  });

  it('draws the sleep insight only from recorded nights and says how many', async () => {
    const user = await newUser();
    const today = '2026-03-20';
    await record(user.id, [
      ...[6, 5.5, 6, 5].map((sleep, i) => ({ date: shiftDate(today, -i), sleep })),
      { date: shiftDate(today, -4), steps: 3000 },
      { date: shiftDate(today, -5), mood: 4 },
    ]);
    const cards = await ai.insights(testAiContext(database.db, user, new Date(`${today}T12:00:00Z`)));
    const card = cards.find((c) => c.kind === 'sleep');
    expect(card?.body).toBe('Your sleep averaged 5.6 hours over 4 of the last 7 nights, under your 8-hour target.');
  });

  it('pairs sleep with next-day energy only where both were recorded', async () => {
    const user = await newUser();
    const today = '2026-03-20';
    // Nights with energy missing the next day, or no sleep recorded, make no pair.
    await record(user.id, [
      { date: '2026-03-10', sleep: 8 },
      { date: '2026-03-11', sleep: 8, energy: 9 },
      { date: '2026-03-12', sleep: 5, energy: 9 },
      { date: '2026-03-13', sleep: 5, energy: 4 },
      { date: '2026-03-14', sleep: 8, energy: 4 },
      { date: '2026-03-15', sleep: 8, energy: 9 },
      { date: '2026-03-16', energy: 9 },
      { date: '2026-03-17', energy: 1 },
    ]);
    const cards = await ai.insights(testAiContext(database.db, user, new Date(`${today}T12:00:00Z`)));
    // Rested: 10→11 (9), 11→12 (9), 14→15 (9), 15→16 (9); short: 12→13 (4), 13→14 (4). 16→17 has no sleep.
    expect(cards.find((c) => c.kind === 'sleep-energy')?.body).toBe(
      'After nights of 7 hours or more, your next-day energy averaged 9/10 (4 days), against 4/10 after shorter nights (2 days).',
    );
  });

  it("gives a model every average with its days, targets and weight in the user's unit", async () => {
    const user = await newUser({ weightUnit: 'kg' });
    await record(user.id, [
      { date: '2026-03-19', sleep: 7, weight: 160 },
      { date: '2026-03-20', sleep: 8 },
    ]);
    const ctx = testAiContext(database.db, user, new Date('2026-03-20T12:00:00Z'));
    const summary = await buildSummary(ctx);
    expect(summary).toContain('records on 2 of them');
    expect(summary).toContain('Sleep 7.5 hours over 2 of 7 days');
    expect(summary).toContain('Weight 72.6 kg over 1 of 7 days');
    expect(summary).toContain('Mood not recorded');
    expect(summary).toMatch(/Health targets: Sleep 8 hours, .*Weight 72.6 kg, Steps/);
    expect(summary).toContain('2026-03-20 8/-/-');

    const tool = healthToolResult(await ctx.data.health('2026-03-14', '2026-03-20'), healthPrefs(ctx.user));
    expect(tool.weightUnit).toBe('kg');
    expect(tool.records.map((r) => [r.date, r.sleep, r.weight, r.mood])).toEqual([
      ['2026-03-19', 7, 72.6, null],
      ['2026-03-20', 8, null, null],
    ]);
  });
});
