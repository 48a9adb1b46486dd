import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * The evaluation world (docs/assistant-eval.md, "The evaluation world"): one account as it stands on Wednesday 11 March 2026 at 10:00 in
 * London, built only through the API, as a user would have built it.
 */
export const WORLD_NOW = new Date('2026-03-11T10:00:00Z');
export const WORLD_TODAY = '2026-03-11';
export const WORLD_TIMEZONE = 'Europe/London';

type Category = 'focus' | 'meeting' | 'break' | 'completed';
export interface WorldBlock {
  date: string;
  hour: number;
  duration: number;
  title: string;
  category: Category;
  rrule?: string;
}

const b = (date: string, hour: number, end: number, title: string, category: Category): WorldBlock => ({ date, hour, duration: end - hour, title, category });

export const WORLD_BLOCKS: WorldBlock[] = [
  { date: '2026-03-02', hour: 9, duration: 1, title: 'Team standup', category: 'meeting', rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR' },
  b('2026-03-02', 10, 12, 'Deep work', 'focus'),
  b('2026-03-02', 14, 15, 'Design review', 'meeting'),
  b('2026-03-03', 13, 16, 'Workshop', 'meeting'),
  b('2026-03-04', 10, 12, 'Deep work', 'focus'),
  b('2026-03-04', 18, 19, 'Gym', 'break'),
  b('2026-03-05', 14, 15, '1:1 with Leo', 'meeting'),
  b('2026-03-06', 10, 13, 'Deep work', 'focus'),
  b('2026-03-06', 15, 16, 'Client call', 'meeting'),
  b('2026-03-07', 10, 11, 'Yoga', 'break'),
  b('2026-03-09', 14, 16, 'Budget planning', 'focus'),
  b('2026-03-10', 11, 12, 'Architecture review', 'meeting'),
  b('2026-03-10', 18, 19, 'Gym', 'break'),
  b('2026-03-11', 11, 13, 'Deep work: proposal', 'focus'),
  b('2026-03-11', 13, 14, 'Lunch', 'break'),
  b('2026-03-11', 15, 16, 'Design review', 'meeting'),
  b('2026-03-11', 18, 19, 'Gym', 'break'),
  b('2026-03-12', 10, 12, 'Write quarterly report', 'focus'),
  b('2026-03-12', 14, 15, '1:1 with Leo', 'meeting'),
  b('2026-03-12', 16, 17, 'Dentist', 'break'),
  b('2026-03-13', 10, 11, 'Client call', 'meeting'),
  b('2026-03-13', 13, 15, 'Roadmap', 'focus'),
  b('2026-03-13', 19, 22, 'Dinner with Maya', 'break'),
  b('2026-03-14', 10, 11, 'Yoga', 'break'),
  b('2026-03-16', 10, 11, 'Sprint planning', 'meeting'),
];

export interface WorldPerson {
  name: string;
  initials: string;
  notes: string;
  cadenceDays: number;
  lastContact: string;
  type: 'call' | 'message' | 'meeting';
}

export const WORLD_PEOPLE: WorldPerson[] = [
  { name: 'Ana Souza', initials: 'AS', notes: 'Friend from climbing', cadenceDays: 14, lastContact: '2026-02-20', type: 'meeting' },
  { name: 'Maya Patel', initials: 'MP', notes: 'My sister', cadenceDays: 7, lastContact: '2026-03-08', type: 'call' },
  { name: 'Leo Martin', initials: 'LM', notes: 'Colleague, design team', cadenceDays: 30, lastContact: '2026-03-10', type: 'meeting' },
  { name: 'Mum', initials: 'M', notes: 'Helen', cadenceDays: 7, lastContact: '2026-03-01', type: 'call' },
  { name: 'Robert Hale', initials: 'RH', notes: 'Dad', cadenceDays: 14, lastContact: '2026-01-15', type: 'message' },
  { name: 'Rose Hale', initials: 'RH', notes: 'Grandma', cadenceDays: 30, lastContact: '2026-02-25', type: 'call' },
  { name: 'Sam Okafor', initials: 'SO', notes: 'Old university friend', cadenceDays: 91, lastContact: '2026-01-10', type: 'message' },
];

export const WORLD_GOALS = [
  { title: 'Learn guitar', category: 'Personal growth', timeframe: '12 weeks', startDate: '2026-02-02', progress: 25 },
  { title: 'Run a half marathon', category: 'Health', timeframe: '12 months', startDate: '2025-11-01', progress: 50 },
  { title: 'Read 12 books', category: 'Learning', timeframe: '12 months', startDate: '2026-01-01', progress: 17 },
  { title: 'Launch side project', category: 'Career', timeframe: '12 weeks', startDate: '2026-03-02', progress: 0 },
] as const;

const h = (date: string, sleep: number, energy: number, mood: number, steps: number, water: number, exercise: number, weight: number) => ({
  date,
  sleep,
  energy,
  mood,
  steps,
  water,
  exercise,
  weight,
});

export const WORLD_HEALTH = [
  h('2026-03-01', 7.5, 7, 7, 8200, 7, 30, 172.4),
  h('2026-03-02', 8, 8, 7, 10400, 8, 45, 172.0),
  h('2026-03-03', 6, 5, 6, 6100, 6, 0, 172.2),
  h('2026-03-04', 7, 6, 7, 9300, 8, 40, 171.8),
  h('2026-03-05', 8.5, 8, 8, 12000, 9, 60, 171.6),
  h('2026-03-06', 5.5, 4, 5, 4300, 5, 0, 171.9),
  h('2026-03-07', 9, 8, 8, 15200, 7, 90, 171.2),
  h('2026-03-08', 7.5, 7, 8, 11000, 8, 30, 171.0),
  h('2026-03-09', 6.5, 6, 6, 7800, 6, 20, 171.4),
  h('2026-03-10', 6, 5, 5, 8900, 7, 45, 171.3),
  h('2026-03-11', 5.5, 4, 5, 1200, 2, 0, 171.0),
];

/** Open tasks, none linked to a person or a goal. */
export const WORLD_TASKS = [
  { title: 'Write the quarterly report', dueDate: '2026-03-11', priority: 'high', estimateMinutes: 90, labels: ['work'] },
  { title: 'Renew the car insurance', dueDate: '2026-03-13', labels: ['admin'] },
  { title: 'Sort the tax receipts', priority: 'low', labels: ['admin'] },
  { title: 'Book the boiler service', labels: ['home'] },
  { title: 'Book the restaurant for Friday' },
];

/** Learn guitar's twelve named milestones, in order: the first three done, the fourth due Sunday 15 March. */
export const GUITAR_MILESTONES = [
  { title: 'Tune the guitar by ear', done: true },
  { title: 'Open chords C, G and D', done: true },
  { title: 'Change chords in time', done: true },
  { title: 'Strumming patterns', dueDate: '2026-03-15' },
  { title: 'Barre F chord' },
  { title: 'First full song' },
  { title: 'Fingerpicking basics' },
  { title: 'Play along with a metronome' },
  { title: 'Pentatonic scale' },
  { title: 'Improvise a short solo' },
  { title: 'Three songs by heart' },
  { title: 'Play for friends' },
];

export interface WorldAccount {
  cookie: string;
  userId: string;
}

let accounts = 0;

/** One request as the signed-in user; anything but the expected status is an error naming the call. */
export async function call<T = unknown>(app: FastifyInstance, options: InjectOptions & { url: string; cookie?: string }, status: number): Promise<T> {
  const { cookie, ...rest } = options;
  const res = await app.inject({ ...rest, headers: { ...(rest.headers ?? {}), ...(cookie ? { cookie } : {}), 'accept-language': 'en-GB' } });
  if (res.statusCode !== status) throw new Error(`${options.method} ${options.url} answered ${res.statusCode}: ${res.body}`);
  return (res.body ? res.json() : undefined) as T;
}

/** Set when this server keeps weight in whole pounds, so the world's weights were stored rounded. */
export const worldNotes = new Set<string>();

/** A day's record as measured; where the server refuses a tenth of a pound, the whole pound it keeps, noted. */
async function addHealth(app: FastifyInstance, cookie: string, record: (typeof WORLD_HEALTH)[number]): Promise<void> {
  const res = await app.inject({ method: 'POST', url: '/api/health-metrics', headers: { cookie }, payload: record });
  if (res.statusCode === 201) return;
  if (res.statusCode === 400 && /"path":"weight"/.test(res.body)) {
    worldNotes.add("this server keeps weight in whole pounds: the world's weights are stored rounded");
    await call(app, { method: 'POST', url: '/api/health-metrics', cookie, payload: { ...record, weight: Math.round(record.weight) } }, 201);
    return;
  }
  throw new Error(`POST /api/health-metrics answered ${res.statusCode}: ${res.body}`);
}

/** Names, dates and ticks Learn guitar's milestones where the server keeps named milestones; says so where it does not. */
async function nameMilestones(app: FastifyInstance, cookie: string, goalId: string): Promise<void> {
  for (const [i, milestone] of GUITAR_MILESTONES.entries()) {
    const res = await app.inject({ method: 'PATCH', url: `/api/goals/${goalId}/milestones/${i + 1}`, headers: { cookie }, payload: milestone });
    if (res.statusCode === 404 && i === 0) {
      worldNotes.add("this server keeps no named milestones: Learn guitar's milestones are left out of the world");
      return;
    }
    if (res.statusCode !== 200) throw new Error(`PATCH milestone ${i + 1} answered ${res.statusCode}: ${res.body}`);
  }
}

/** Signs up a fresh account and builds the whole world in it through the API. */
export async function buildWorld(app: FastifyInstance): Promise<WorldAccount> {
  accounts += 1;
  const email = `eval-${process.pid}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.9.${Math.floor(accounts / 250) % 250}.${accounts % 250}`,
    payload: { email, password: 'a sturdy passphrase 12', firstName: 'Alex', timezone: WORLD_TIMEZONE },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const cookie = `tf_session=${res.cookies.find((c) => c.name === 'tf_session')!.value}`;
  const userId = res.json<{ id: string }>().id;
  const as = <T>(options: InjectOptions & { url: string }, status: number) => call<T>(app, { ...options, cookie }, status);

  await as(
    {
      method: 'PATCH',
      url: '/api/account/profile',
      payload: { timezone: WORLD_TIMEZONE, timeFormat: '12h', weightUnit: 'lbs', numberBase: 'decimal', healthTargets: { sleep: 8 } },
    },
    200,
  );
  await Promise.all([
    ...WORLD_BLOCKS.map((block) => as({ method: 'POST', url: '/api/time-blocks', payload: block }, 201)),
    ...WORLD_GOALS.map(async (goal) => {
      const made = await as<{ id: string }>({ method: 'POST', url: '/api/goals', payload: goal }, 201);
      if (goal.title === 'Learn guitar') await nameMilestones(app, cookie, made.id);
    }),
    ...WORLD_TASKS.map(async (task) => {
      const made = await as<{ labels?: unknown }>({ method: 'POST', url: '/api/tasks', payload: task }, 201);
      if (task.labels && made.labels === undefined) worldNotes.add('this server keeps no task labels: the tasks are built without them');
    }),
    ...WORLD_HEALTH.map((record) => addHealth(app, cookie, record)),
    ...WORLD_PEOPLE.map(async (p) => {
      const person = await as<{ id: string }>(
        { method: 'POST', url: '/api/relationships', payload: { name: p.name, initials: p.initials, notes: p.notes, cadenceDays: p.cadenceDays } },
        201,
      );
      await as({ method: 'POST', url: `/api/relationships/${person.id}/interactions`, payload: { date: p.lastContact, type: p.type } }, 201);
    }),
  ]);
  return { cookie, userId };
}
