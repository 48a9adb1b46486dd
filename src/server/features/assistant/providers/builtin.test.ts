import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, healthMetrics, interactions, relationships, timeBlocks, users } from '../../../db/schema/index.js';
import { createTestDb, type TestDatabase } from '../../../test/helpers.js';
import { shiftDate } from '../../../../shared/dates.js';
import { unrecordedMetrics } from '../../../../shared/health-metrics.js';
import { createBuiltinProvider } from './builtin.js';
import { testAiContext } from '../../../test/ai-context.js';
import { RESTED_SLEEP_HOURS } from './builtin-insights.js';
import { replyFormatter, words } from '../facts.js';

const { num } = words(replyFormatter({ numberBase: 'decimal', timeFormat: null, timezone: 'UTC' }));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDb();
});
afterAll(() => database.close());

const ai = createBuiltinProvider();
const week = { startDate: '2026-03-02', endDate: '2026-03-08' };
// Sunday evening at the end of the reviewed week.
const sunday = new Date('2026-03-08T18:00:00Z');

async function newUser() {
  const [row] = await database.db
    .insert(users)
    .values({ email: `${crypto.randomUUID()}@example.com`, authProvider: 'local', timezone: 'UTC' })
    .returning();
  return row;
}

const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const NUMBER = /\d+(?:\.\d+)?/g;

describe('built-in progress review', () => {
  const blocks = [
    { date: '2026-03-02', hour: 9, duration: 3, title: 'Deep work', category: 'focus' as const },
    { date: '2026-03-02', hour: 13, duration: 1, title: 'Standup', category: 'meeting' as const },
    { date: '2026-03-04', hour: 9, duration: 4, title: 'Writing', category: 'focus' as const },
    { date: '2026-03-04', hour: 14, duration: 2, title: 'Filed taxes', category: 'completed' as const },
    { date: '2026-03-06', hour: 10, duration: 1, title: 'Walk', category: 'break' as const },
  ];
  const health = [
    { date: '2026-03-02', sleep: 6, energy: 5, mood: 6, stress: 5, exercise: 30, steps: 8000 },
    { date: '2026-03-03', sleep: 8, energy: 8, mood: 7, stress: 3, exercise: 50, steps: 10000 },
    { date: '2026-03-05', sleep: 7.5, energy: 7, mood: 8, stress: 4, exercise: 45, steps: 9000 },
  ];

  async function seed() {
    const user = await newUser();
    const other = await newUser();
    const db = database.db;
    await db
      .insert(timeBlocks)
      .values([
        ...blocks.map(({ duration, ...b }) => ({ ...b, durationMinutes: duration * 60, userId: user.id })),
        { userId: user.id, date: '2026-03-09', hour: 9, durationMinutes: 300, title: 'Next week', category: 'focus' },
        { userId: other.id, date: '2026-03-03', hour: 9, durationMinutes: 480, title: 'Not mine', category: 'focus' },
      ]);
    await db
      .insert(healthMetrics)
      .values([
        ...health.map((h) => ({ ...unrecordedMetrics(), ...h, userId: user.id })),
        { ...unrecordedMetrics(), date: '2026-03-04', sleep: 12, energy: 10, userId: other.id },
      ]);
    const [ada, bob] = await db
      .insert(relationships)
      .values([
        { userId: user.id, name: 'Ada Lovelace', initials: 'AL', cadenceDays: 14, lastContact: '2026-03-05' },
        { userId: user.id, name: 'Bob Stone', initials: 'BS', cadenceDays: 14, lastContact: '2026-03-07' },
        { userId: user.id, name: 'Carol Wu', initials: 'CW', cadenceDays: 14, lastContact: '2026-01-01' },
      ])
      .returning();
    await db.insert(interactions).values([
      { userId: user.id, relationshipId: ada.id, date: '2026-03-03', type: 'call' },
      { userId: user.id, relationshipId: ada.id, date: '2026-03-05', type: 'message' },
      { userId: user.id, relationshipId: bob.id, date: '2026-03-07', type: 'meeting' },
      { userId: user.id, relationshipId: bob.id, date: '2026-02-20', type: 'call' },
    ]);
    const old = new Date('2026-02-20T10:00:00Z');
    await db.insert(goals).values([
      {
        userId: user.id,
        title: 'Run 10k',
        category: 'Health',
        timeframe: '12 weeks',
        startDate: '2026-01-08',
        endDate: '2026-04-02',
        progress: 25,
        completedMilestones: 3,
        updatedAt: old,
      },
      {
        userId: user.id,
        title: 'Read books',
        category: 'Mind',
        timeframe: '12 days',
        startDate: '2026-03-01',
        endDate: '2026-03-13',
        progress: 50,
        completedMilestones: 6,
        updatedAt: old,
      },
      {
        userId: user.id,
        title: 'Learn Spanish',
        category: 'Mind',
        timeframe: '12 weeks',
        startDate: '2026-02-01',
        endDate: '2026-04-26',
        progress: 100,
        completedMilestones: 12,
        updatedAt: new Date('2026-03-06T09:00:00Z'),
      },
    ]);
    return user;
  }

  it("states only figures computed from the week's rows", async () => {
    const user = await seed();
    const review = await ai.review(testAiContext(database.db, user, sunday), week);

    const hours = blocks.reduce((a, b) => a + b.duration, 0);
    const focus = blocks.filter((b) => b.category === 'focus');
    const focusHours = focus.reduce((a, b) => a + b.duration, 0);
    const completed = blocks.filter((b) => b.category === 'completed');
    const sleep = avg(health.map((h) => h.sleep));
    const energy = avg(health.map((h) => h.energy));
    const mood = avg(health.map((h) => h.mood));
    const stress = avg(health.map((h) => h.stress));
    const exercise = avg(health.map((h) => h.exercise));
    const steps = avg(health.map((h) => h.steps));
    // Run 10k: 84 days long, 59 of them gone by Sunday 8 March; Read books: 7 of 12.
    const runGone = Math.round((59 / 84) * 100);
    const readGone = Math.round((7 / 12) * 100);

    expect(review.aiReport).toBe(
      'Week of 2 Mar to 8 Mar, written by the built-in assistant from your own data. ' +
        `You planned ${blocks.length} time blocks totalling ${hours} hours, ${focusHours} of them focus time. ` +
        `You logged health on ${health.length} of 7 days: sleep averaged ${num(sleep)} hours, energy ${num(energy)}/10 and mood ${num(mood)}/10. ` +
        'You had 3 interactions with Ada Lovelace and Bob Stone. ' +
        '1 of your 2 active goals is behind pace.',
    );
    expect(num(sleep)).toBe('7.2');
    expect(review.achievements).toEqual([
      `Planned ${focusHours} hours of focus time across ${focus.length} blocks.`,
      `Marked ${completed.length} block as completed (${completed[0].duration} hours).`,
      `Reached your 8-hour sleep target on ${health.filter((h) => h.sleep >= 8).length} of the ${health.length} days with sleep recorded.`,
      `Exercised 45 minutes or more on ${health.filter((h) => h.exercise >= 45).length} of the ${health.length} days with exercise recorded.`,
      'Stayed in touch with Ada Lovelace and Bob Stone (3 interactions).',
      'Completed the goal "Learn Spanish".',
      `"Read books" is on pace at 50% with ${readGone}% of its time gone.`,
    ]);
    expect(review.patterns).toEqual([
      'Time by category: focus 7 h, meeting 1 h, break 1 h, completed 2 h.',
      'Busiest day: Wednesday 4 March with 6 hours planned.',
      `Stress averaged ${num(stress)}/10 over 3 of 7 days.`,
      `Steps averaged ${num(steps)} steps over 3 of 7 days.`,
      'Interactions: 1 call, 1 message, 1 meeting.',
    ]);
    expect(review.recommendations).toEqual([
      `Aim for 8 hours of sleep: you averaged ${num(sleep)} hours over 3 of 7 days.`,
      `Build up to 45 minutes of exercise a day: you averaged ${num(exercise)} minutes over 3 of 7 days.`,
      `Stress averaged ${num(stress)}/10 over 3 of 7 days, above your target of 3: plan a break or some meditation.`,
      `Log your health every day for clearer patterns (${health.length} of 7 days this week).`,
      `Give "Run 10k" some focus time: it is at 25% with ${runGone}% of its time gone.`,
      'Reach out to Carol Wu (66 days).',
    ]);
  });

  it('says "not enough data" for an empty week and invents no figures', async () => {
    const user = await newUser();
    // Data outside the week does not count.
    await database.db.insert(timeBlocks).values({ userId: user.id, date: '2026-02-27', hour: 9, durationMinutes: 120, title: 'Before', category: 'focus' });
    const review = await ai.review(testAiContext(database.db, user, sunday), week);
    expect(review.aiReport).toMatch(/^Not enough data for the week of 2 Mar to 8 Mar/);
    expect(review.achievements).toEqual([]);
    expect(review.patterns).toEqual([]);
    const numbers = [review.aiReport, ...review.recommendations].join(' ').match(NUMBER) ?? [];
    expect(numbers).toEqual(['2', '8']);
  });
});

describe('built-in insights', () => {
  it('pairs sleep with next-day energy and reports the averages it computed', async () => {
    const user = await newUser();
    const today = '2026-03-20';
    const days = Array.from({ length: 10 }, (_, i) => shiftDate('2026-03-10', i));
    const sleep = [8, 6, 7.5, 5, 8.5, 6.5, 9, 5.5, 7, 8];
    const energy = [7, 8, 5, 8, 4, 9, 6, 9, 5, 8];
    await database.db
      .insert(healthMetrics)
      .values(days.map((date, i) => ({ ...unrecordedMetrics(), date, sleep: sleep[i], energy: energy[i], userId: user.id })));

    const rested: number[] = [];
    const short: number[] = [];
    for (let i = 0; i < days.length - 1; i += 1) (sleep[i] >= RESTED_SLEEP_HOURS ? rested : short).push(energy[i + 1]);

    const cards = await ai.insights(testAiContext(database.db, user, new Date(`${today}T12:00:00Z`)));
    const card = cards.find((c) => c.kind === 'sleep-energy');
    expect(card?.body).toBe(
      `After nights of ${RESTED_SLEEP_HOURS} hours or more, your next-day energy averaged ${num(avg(rested))}/10 (${rested.length} days), ` +
        `against ${num(avg(short))}/10 after shorter nights (${short.length} days).`,
    );
  });

  it('flags a goal behind pace, neglected people and a schedule without breaks, from the rows', async () => {
    const user = await newUser();
    const today = '2026-03-20';
    await database.db.insert(goals).values([
      {
        userId: user.id,
        title: 'Ship the app',
        category: 'Work',
        timeframe: '12 days',
        startDate: '2026-03-12',
        endDate: '2026-03-24',
        progress: 10,
        completedMilestones: 1,
      },
      {
        userId: user.id,
        title: 'On track',
        category: 'Work',
        timeframe: '12 days',
        startDate: '2026-03-12',
        endDate: '2026-03-24',
        progress: 90,
        completedMilestones: 10,
      },
    ]);
    await database.db.insert(relationships).values([
      { userId: user.id, name: 'Dana', initials: 'D', cadenceDays: 14, lastContact: '2026-02-28' },
      { userId: user.id, name: 'Eli', initials: 'E', cadenceDays: 14, createdAt: new Date('2026-02-01T12:00:00Z') },
      { userId: user.id, name: 'Fay', initials: 'F', cadenceDays: 14, lastContact: '2026-03-19' },
    ]);
    const blockRows = [15, 16, 17, 18, 19].map((d) => ({
      userId: user.id,
      date: `2026-03-${d}`,
      hour: 9,
      durationMinutes: (2 + (d % 2)) * 60,
      title: 'Work',
      category: 'focus' as const,
    }));
    await database.db.insert(timeBlocks).values(blockRows);

    const cards = await ai.insights(testAiContext(database.db, user, new Date(`${today}T12:00:00Z`)));
    const gone = Math.round((8 / 12) * 100);
    expect(cards).toEqual([
      {
        kind: 'neglected-people',
        title: 'Time to reconnect',
        body: '2 people are due for contact: Eli (not contacted yet) and Dana (20 days).',
      },
      {
        kind: 'neglected-area',
        title: 'No room for rest',
        body: `Your last 14 days hold ${blockRows.length} time blocks (${blockRows.reduce((a, b) => a + b.durationMinutes / 60, 0)} hours) and not one break.`,
      },
      { kind: 'goal-pace', title: 'A goal is behind pace', body: `"Ship the app" is at 10% with ${gone}% of its time gone (it ends on 24 Mar).` },
    ]);
  });

  it('gives one honest card when the data supports nothing', async () => {
    const user = await newUser();
    const cards = await ai.insights(testAiContext(database.db, user, sunday));
    expect(cards.map((c) => c.kind)).toEqual(['not-enough-data']);
    expect(cards[0].body).not.toMatch(/\d/);
  });
});
