/**
 * A heavy user's history, as years of daily use leave it: about 11 time blocks a day, a health record on most days,
 * a dozen people with several interactions a day between them, a chat with the assistant a few times a week, a
 * review every week, a batch of insights twice a week and a new goal every few weeks.
 * Five years come to about 20k blocks, 1.8k health days, 10k interactions, 2k chat messages and 10k done tasks
 * (scripts/bench/heavy-user-tasks.ts) beside 200 open ones.
 *
 * Used by `npm run bench`; also runnable on its own against any database the app has migrated:
 *   npx tsx scripts/bench/heavy-user.ts <DATABASE_URL> <user id> [years, default 5]
 */
import { sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import { shiftDate, todayIn, weekStartOf } from '../../src/shared/dates.js';
import type { Db } from '../../src/server/db/database.js';
import { chatMessages, goals, healthMetrics, insights, interactions, progressReviews, relationships, timeBlocks } from '../../src/server/db/schema/index.js';
import { seedTasks } from './heavy-user-tasks.js';
import { seededRandom } from './seeded-random.js';

const CHUNK = 1000;

async function insertChunked<T extends object>(db: Db, table: Parameters<Db['insert']>[0], rows: T[]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK) as never);
}

const BLOCK_TITLES = {
  focus: ['Deep work', 'Write report', 'Plan the week', 'Code review', 'Study Spanish', 'Budget', 'Read'],
  meeting: ['Team stand-up', 'One-to-one', 'Client call', 'Planning meeting', 'Dentist'],
  break: ['Lunch', 'Walk', 'Gym', 'Coffee with a friend', 'Cook dinner'],
  completed: ['Inbox zero', 'Groceries', 'Laundry', 'Pay bills'],
} as const;
const CATEGORIES = ['focus', 'focus', 'focus', 'meeting', 'meeting', 'break', 'break', 'completed'] as const;
const PEOPLE = [
  'Alex Morgan',
  'Sam Rivera',
  'Jordan Lee',
  'Priya Shah',
  'Mum',
  'Dad',
  'Chris Park',
  'Taylor Brooks',
  'Noor Haddad',
  'Eli Cohen',
  'Mia Rossi',
  'Ben Carter',
];
const INTERACTION_NOTES = [
  '',
  '',
  'Caught up about work',
  'Planned a weekend trip',
  'Talked about the kids',
  'Birthday wishes',
  'Shared a book recommendation',
];
const CHAT_PROMPTS = [
  'What is on my schedule today?',
  'How did I sleep this week?',
  'Who should I reconnect with?',
  'How are my goals going?',
  'Plan a focus block tomorrow at 9',
];
const GOAL_TITLES = [
  'Run a 10k',
  'Read 12 books',
  'Learn Spanish basics',
  'Save for a holiday',
  'Meditate daily',
  'Ship the side project',
  'Cook at home more',
];
const GOAL_CATEGORIES = ['health', 'learning', 'finance', 'career', 'relationships'];
const INSIGHT_KINDS = ['sleep-energy', 'sleep', 'neglected-people', 'neglected-area', 'goal-pace'] as const;

function at(date: string, hour: number, minute = 0): Date {
  return new Date(`${date}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00.000Z`);
}

export interface HeavyUserCounts {
  timeBlocks: number;
  healthMetrics: number;
  relationships: number;
  interactions: number;
  goals: number;
  progressReviews: number;
  chatMessages: number;
  insights: number;
  doneTasks: number;
  openTasks: number;
}

/** Seeds `years` of history ending today (UTC) for an existing user; returns how many rows went in per table. */
export async function seedHeavyUser(db: Db, userId: string, years: number, now = new Date()): Promise<HeavyUserCounts> {
  const rnd = seededRandom(years * 7919 + 17);
  const today = todayIn('UTC', now);
  const days = Math.round(years * 365.25);
  const first = shiftDate(today, -(days - 1));
  const dates = Array.from({ length: days }, (_, i) => shiftDate(first, i));

  const blockRows: (typeof timeBlocks.$inferInsert)[] = [];
  const healthRows: (typeof healthMetrics.$inferInsert)[] = [];
  for (const date of dates) {
    const count = rnd.int(9, 13);
    let hour = rnd.int(6, 8);
    for (let i = 0; i < count && hour <= 23; i++) {
      const category = date < today ? (rnd.next() < 0.3 ? 'completed' : rnd.pick(CATEGORIES)) : rnd.pick(CATEGORIES);
      const duration = rnd.next() < 0.8 ? 1 : 2;
      const created = at(date, Math.max(0, hour - 1), rnd.int(0, 59));
      blockRows.push({
        userId,
        date,
        hour,
        durationMinutes: duration * 60,
        category,
        title: rnd.pick(BLOCK_TITLES[category]),
        createdAt: created,
        updatedAt: created,
      });
      hour += duration;
    }
    if (rnd.next() < 0.985) {
      const created = at(date, 21, rnd.int(0, 59));
      healthRows.push({
        userId,
        date,
        sleep: rnd.step(5, 9.5, 0.5),
        water: rnd.step(4, 10, 0.5),
        exercise: rnd.step(0, 90, 0.5),
        nutrition: rnd.step(50, 100, 0.5),
        stress: rnd.step(1, 8, 0.5),
        energy: rnd.step(3, 10, 0.5),
        mood: rnd.step(3, 10, 0.5),
        weight: rnd.step(150, 175, 1),
        steps: rnd.step(3000, 15000, 100),
        heartRate: rnd.step(55, 80, 0.5),
        meditation: rnd.step(0, 30, 0.5),
        screenTime: rnd.step(2, 9, 0.5),
        createdAt: created,
        updatedAt: created,
      });
    }
  }

  const people = await db
    .insert(relationships)
    .values(
      PEOPLE.map((name) => ({
        userId,
        name,
        initials: name
          .split(' ')
          .map((p) => p[0])
          .join('')
          .slice(0, 3),
        notes: '',
        createdAt: at(first, 9),
      })),
    )
    .returning({ id: relationships.id });
  const interactionRows: (typeof interactions.$inferInsert)[] = [];
  for (const date of dates) {
    const count = rnd.int(3, 8);
    for (let i = 0; i < count; i++) {
      // A few close people get most of the contact, as in life.
      const person = people[Math.min(people.length - 1, Math.floor(rnd.next() ** 2 * people.length))]!;
      interactionRows.push({
        userId,
        relationshipId: person.id,
        date,
        type: rnd.pick(['call', 'message', 'message', 'meeting'] as const),
        notes: rnd.pick(INTERACTION_NOTES),
        createdAt: at(date, rnd.int(8, 22), rnd.int(0, 59)),
      });
    }
  }

  const chatRows: (typeof chatMessages.$inferInsert)[] = [];
  for (const date of dates) {
    if (rnd.next() >= 0.55) continue;
    const hour = rnd.int(7, 21);
    const minute = rnd.int(0, 50);
    chatRows.push({ userId, role: 'user', content: rnd.pick(CHAT_PROMPTS), createdAt: at(date, hour, minute) });
    chatRows.push({
      userId,
      role: 'assistant',
      content: 'Here is what I found in your data: three focus blocks, eight hours of sleep on average, and Sam is due for a call.',
      createdAt: at(date, hour, minute + 1),
    });
  }

  const reviewRows: (typeof progressReviews.$inferInsert)[] = [];
  const insightRows: (typeof insights.$inferInsert)[] = [];
  let week = 0;
  for (let start = weekStartOf(first); start <= today; start = shiftDate(start, 7), week++) {
    const end = shiftDate(start, 6);
    reviewRows.push({
      userId,
      weekNumber: (week % 12) + 1,
      startDate: start,
      endDate: end,
      aiReport: `Week ${(week % 12) + 1}: a steady week with most focus blocks done and sleep close to target.`,
      achievements: ['Finished 9 focus blocks', 'Called two friends'],
      patterns: ['Energy follows sleep'],
      recommendations: ['Protect the morning focus block'],
      createdAt: at(end > today ? today : end, 18),
    });
    for (const offset of [1, 4]) {
      const day = shiftDate(start, offset);
      if (day > today) continue;
      for (let i = 0; i < 4; i++) {
        const kind = rnd.pick(INSIGHT_KINDS);
        insightRows.push({
          userId,
          kind,
          title: `About your ${kind.replace('-', ' and ')}`,
          body: 'A pattern from the last two weeks of your data.',
          createdAt: new Date(at(day, 8).getTime() - i),
        });
      }
    }
  }

  const goalRows: (typeof goals.$inferInsert)[] = [];
  for (let start = first; start <= today; start = shiftDate(start, 18)) {
    const endDate = shiftDate(start, 83);
    const progress = endDate < today ? (rnd.next() < 0.7 ? 100 : rnd.int(20, 90)) : rnd.int(0, 80);
    goalRows.push({
      userId,
      title: rnd.pick(GOAL_TITLES),
      category: rnd.pick(GOAL_CATEGORIES),
      timeframe: '12 weeks',
      startDate: start,
      endDate,
      progress,
      completedMilestones: Math.floor((progress / 100) * 12),
      createdAt: at(start, 9),
      updatedAt: at(start, 9),
    });
  }

  await insertChunked(db, timeBlocks, blockRows);
  await insertChunked(db, healthMetrics, healthRows);
  await insertChunked(db, interactions, interactionRows);
  await insertChunked(db, chatMessages, chatRows);
  await insertChunked(db, progressReviews, reviewRows);
  await insertChunked(db, insights, insightRows);
  await insertChunked(db, goals, goalRows);
  const taskCounts = await seedTasks(db, userId, { dates, years }, rnd);
  await db.execute(sql`
    update ${relationships} r set last_contact = (select max(i.date) from ${interactions} i where i.relationship_id = r.id)
    where r.user_id = ${userId}`);
  await db.execute(sql`analyze`);

  return {
    timeBlocks: blockRows.length,
    healthMetrics: healthRows.length,
    relationships: people.length,
    interactions: interactionRows.length,
    goals: goalRows.length,
    progressReviews: reviewRows.length,
    chatMessages: chatRows.length,
    insights: insightRows.length,
    ...taskCounts,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, userId, years = '5'] = process.argv.slice(2);
  if (!url || !userId) {
    console.error('usage: npx tsx scripts/bench/heavy-user.ts <DATABASE_URL> <user id> [years]');
    process.exit(1);
  }
  const { openDatabase } = await import('../../src/server/db/database.js');
  const database = openDatabase(url, 2);
  try {
    console.log(JSON.stringify(await seedHeavyUser(database.db, userId, Number(years))));
  } finally {
    await database.close();
  }
}
