/**
 * `npm run bench`: the API's speed as ratios, in one run on one machine.
 * - Throughput: the hottest read and write against bare Fastify + `pg` servers that run the same single query
 *   (scripts/bench/baselines.ts), 50 connections, five paired runs; the median pair's ratio.
 * - Growth: p95 and p50 latency of every interactive call for a heavy user with 1 and 5 years of history (three rounds
 *   pooled), seeded by scripts/bench/heavy-user.ts, and the export's rows per second.
 * The app runs as in production: info-level logging (to /dev/null), the production pool size.
 * Usage: npx tsx scripts/bench/api.ts [seconds per throughput run, default 5] [--throughput | --growth: one part only]
 *   [--tasks: the growth part's task calls alone, without the other calls and the export]
 * Each growth round prints a line as it ends (a full run takes minutes on a quiet machine, far longer on a busy one).
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, runMigrations } from '../../src/server/db/database.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { timeBlocks } from '../../src/server/db/schema/index.js';
import { shiftDate, todayIn, weekStartOf } from '../../src/shared/dates.js';
import { startBaseline } from './baselines.js';
import type { HeavyUserCounts } from './heavy-user.js';
import { percentile, type LatencyCase, type LatencyResult } from './latency-client.js';
import { taskCases } from './task-cases.js';

const seconds = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 5);
const tasksOnly = process.argv.includes('--tasks');
const parts = { throughput: !process.argv.includes('--growth') && !tasksOnly, growth: !process.argv.includes('--throughput') };
const CONNECTIONS = 50;
/** Paired runs (bare and app back to back, taking turns to go first); the median pair's ratio is reported: this machine's speed drifts. */
const ROUNDS = 5;
/** As src/server/main.ts opens it. */
const POOL_SIZE = 10;
const READ_DATE = '2026-03-02';
const WARMUP = 20;
const GROWTH_ROUNDS = 3;
/** Per call and user in each round of the growth part: pooled over the rounds, 900 samples keep a few slow requests from moving a p95. */
const SAMPLES = 300;
const WRITE_DATE = '2026-03-03';

const exec = promisify(execFile);
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const latencyClient = path.join(import.meta.dirname, 'latency-client.ts');
const heavyUserSeeder = path.join(import.meta.dirname, 'heavy-user.ts');

interface Throughput {
  rps: number;
  p99: number;
}

/** The load comes from a separate process, so the server has this one's event loop to itself. */
async function load(url: string, options: { headers?: Record<string, string>; method?: string; body?: string } = {}): Promise<Throughput> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const bodyArgs = options.body ? ['-m', options.method ?? 'POST', '-b', options.body] : [];
  const { stdout } = await exec(process.execPath, [autocannonBin, '-c', String(CONNECTIONS), '-d', String(seconds), '-j', ...headerArgs, ...bodyArgs, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as { non2xx: number; errors: number; requests: { average: number }; latency: { p99: number } };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Runs bare and app back to back ROUNDS times, each pair in turn order; the pair with the median ratio stands for all. */
async function compare(bare: () => Promise<Throughput>, app: () => Promise<Throughput>) {
  const pairs: { bare: Throughput; app: Throughput; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let b: Throughput;
    let a: Throughput;
    if (round % 2 === 0) {
      b = await bare();
      a = await app();
    } else {
      a = await app();
      b = await bare();
    }
    pairs.push({ bare: b, app: a, ratio: a.rps / b.rps });
  }
  const sorted = [...pairs].sort((x, y) => x.ratio - y.ratio);
  return { ...sorted[Math.floor(ROUNDS / 2)]!, lowest: sorted[0]!.ratio, highest: sorted[ROUNDS - 1]!.ratio };
}

async function runClient(input: object): Promise<unknown> {
  const file = path.join(workDir, `cases-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(input));
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', latencyClient, file], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout);
}
const latencies = async (cases: LatencyCase[]) => (await runClient({ cases })) as LatencyResult[];
/** Each pair's two cases measured turn about, so both see the same machine. */
const pairedLatencies = async (pairs: [LatencyCase, LatencyCase][]) => (await runClient({ pairs })) as [LatencyResult, LatencyResult][];

/** Seeded from another process, so the server's heap holds none of the seeding's garbage while it is measured. */
async function seedHeavyUser(userId: string, years: number): Promise<HeavyUserCounts> {
  const { stdout } = await exec(process.execPath, ['--import', 'tsx', heavyUserSeeder, embedded.url, userId, String(years)], { maxBuffer: 1024 * 1024 });
  return JSON.parse(stdout) as HeavyUserCounts;
}

const fixed = (n: number, digits = 1) => n.toFixed(digits);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-bench-'));
fs.chmodSync(workDir, 0o755);
const embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
const database = openDatabase(embedded.url, POOL_SIZE);
await runMigrations(database.db);
const logger = pino({ level: 'info' }, pino.destination('/dev/null'));
const app = await buildApp({
  config: loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'info' }),
  db: database.db,
  sessionSecret: 'bench-secret-bench-secret-bench-secret',
  logger,
  authAttemptsPerIp: 1000,
  // Enough calls for the AI routes to be measured like every other route.
  aiCallsPerMinute: 100_000,
});
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function signUp(email: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${appUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a sturdy passphrase 12', timezone: 'UTC' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return { cookie: (response.headers.get('set-cookie') ?? '').split(';')[0]!, id: ((await response.json()) as { id: string }).id };
}

let baseline: Awaited<ReturnType<typeof startBaseline>> | undefined;
try {
  const user = await signUp('bench@example.com');
  await database.db.insert(timeBlocks).values(
    Array.from({ length: 12 }, (_, i) => ({
      userId: user.id,
      date: READ_DATE,
      hour: 6 + i,
      durationMinutes: 60,
      title: `Block ${i + 1}`,
      category: 'focus' as const,
    })),
  );
  baseline = await startBaseline(embedded.url, POOL_SIZE, user.id);
  const bareUrl = baseline.url;

  if (parts.throughput) {
    console.log(`API throughput, ${CONNECTIONS} connections, ${ROUNDS} paired runs of ${seconds} s each side; the median pair shown, with the range of ratios`);
    const read = await compare(
      () => load(`${bareUrl}/api/time-blocks?date=${READ_DATE}`),
      () => load(`${appUrl}/api/time-blocks?date=${READ_DATE}`, { headers: { cookie: user.cookie } }),
    );
    console.log(
      `  read  GET /api/time-blocks?date= (12 blocks): app ${fixed(read.app.rps, 0)} req/s, p99 ${read.app.p99} ms | bare ${fixed(read.bare.rps, 0)} req/s, p99 ${read.bare.p99} ms | ratio ${fixed(read.ratio, 2)} (${fixed(read.lowest, 2)}–${fixed(read.highest, 2)})`,
    );
    const body = JSON.stringify({ date: WRITE_DATE, hour: 9, title: 'Deep work', category: 'focus', duration: 1 });
    const json = { 'content-type': 'application/json' };
    const write = await compare(
      () => load(`${bareUrl}/api/time-blocks`, { headers: json, body }),
      () => load(`${appUrl}/api/time-blocks`, { headers: { ...json, cookie: user.cookie }, body }),
    );
    console.log(
      `  write POST /api/time-blocks: app ${fixed(write.app.rps, 0)} req/s, p99 ${write.app.p99} ms | bare ${fixed(write.bare.rps, 0)} req/s, p99 ${write.bare.p99} ms | ratio ${fixed(write.ratio, 2)} (${fixed(write.lowest, 2)}–${fixed(write.highest, 2)})`,
    );
  }
  if (parts.growth) await growth();
} finally {
  await app.close();
  await baseline?.close();
  await database.close();
  await embedded.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}

async function growth() {
  const started = performance.now();
  const heavy = { 1: await signUp('one-year@example.com'), 5: await signUp('five-years@example.com') };
  const counts = { 1: await seedHeavyUser(heavy[1].id, 1), 5: await seedHeavyUser(heavy[5].id, 5) };
  // As years of use leave the tables: vacuumed and written out, so neither autovacuum nor a checkpoint runs meanwhile.
  await database.db.execute(sql`vacuum analyze`);
  await database.db.execute(sql`checkpoint`);
  console.log(`\nHeavy users seeded in ${fixed((performance.now() - started) / 1000)} s:`);
  for (const years of [1, 5] as const) console.log(`  ${years} year${years > 1 ? 's' : ''}: ${JSON.stringify(counts[years])}`);

  const today = todayIn('UTC');
  const [casesOne, casesFive] = [await casesFor(heavy[1].cookie, today), await casesFor(heavy[5].cookie, today)];
  // Three rounds, their samples pooled: a p95 of a millisecond or two from 200 requests moves by half from one run to
  // the next, while one from 600 holds still; the rounds also spread each call over the run as the machine drifts.
  // The writes that add a task or a block come after every other call, so the lists read are the heavy user's own.
  const measureRounds = async (part: 'steady' | 'adding') => {
    const pairs = casesOne[part].map((c, i): [LatencyCase, LatencyCase] => [c, casesFive[part][i]!]);
    const taken: [LatencyResult, LatencyResult][][] = [];
    for (let round = 0; round < GROWTH_ROUNDS; round++) {
      const roundStarted = performance.now();
      taken.push(await pairedLatencies(pairs));
      console.log(
        `  ${part} calls, round ${round + 1} of ${GROWTH_ROUNDS}: ${pairs.length} calls measured in ${fixed((performance.now() - roundStarted) / 1000)} s`,
      );
    }
    return taken;
  };
  const steadyRounds = await measureRounds('steady');
  const addingRounds = await measureRounds('adding');
  const rounds = steadyRounds.map((taken, i) => [...taken, ...addingRounds[i]!]);
  const pooled = (label: string, results: LatencyResult[]) => {
    const times = results.flatMap((r) => r.times).sort((a, b) => a - b);
    return { label, p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  };
  const paired = rounds[0]!.map((pair, i) =>
    pair.map((first, k) =>
      pooled(
        first.label,
        rounds.map((round) => round[i]![k]!),
      ),
    ),
  );
  const one = paired.map(([a]) => a);
  const five = paired.map(([, b]) => b);
  console.log(
    `\nGrowth: ms per call, one request at a time (the two users' requests taking turns, ${SAMPLES} each in each of ${GROWTH_ROUNDS} rounds, pooled), heavy user with 1 and 5 years of history`,
  );
  const width = Math.max(...one.map((r) => r.label.length));
  console.log(`  ${'call'.padEnd(width)}  p95 1 year  5 years  ratio  | p50 1 year  5 years`);
  for (const [i, r] of one.entries()) {
    const f = five[i]!;
    console.log(
      `  ${r.label.padEnd(width)}  ${fixed(r.p95).padStart(10)}  ${fixed(f.p95).padStart(7)}  ${fixed(f.p95 / r.p95, 2).padStart(5)}  | ${fixed(r.p50).padStart(10)}  ${fixed(f.p50).padStart(7)}`,
    );
  }
  const worst = five.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const worstRatio = Math.max(...five.map((f, i) => f.p95 / one[i]!.p95));
  console.log(`  slowest at 5 years: ${worst.label} ${fixed(worst.p95)} ms; largest 5-year/1-year ratio ${fixed(worstRatio, 2)}`);
  taskSummary(one, five);
  if (tasksOnly) return;

  const [exported] = await latencies([
    { label: 'export', method: 'GET', url: `${appUrl}/api/account/export`, headers: { cookie: heavy[5].cookie }, warmup: 1, samples: 3, countRows: true },
  ]);
  console.log(
    `\nExport of the 5-year user: ${exported!.rows} rows, ${fixed(exported!.bytes! / 1e6)} MB in ${fixed(exported!.p50, 0)} ms (median of 3): ${fixed((exported!.rows! / exported!.p50) * 1000, 0)} rows/s`,
  );
}

/** The tasks' bar: every task call's p95 under 15 ms for the 5-year user (10,000 done, 200 open), at most 1.3× the 1-year user's. */
function taskSummary(one: { label: string; p95: number }[], five: { label: string; p95: number }[]) {
  const calls = five.flatMap((f, i) => (/\/api\/(tasks|plan)/.test(f.label) ? [{ label: f.label, p95: f.p95, ratio: f.p95 / one[i]!.p95 }] : []));
  const slowest = calls.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const steepest = calls.reduce((a, b) => (b.ratio > a.ratio ? b : a));
  console.log(
    `  tasks (${calls.length} calls): slowest p95 at 5 years ${slowest.label} ${fixed(slowest.p95)} ms (bar 15: ${slowest.p95 < 15 ? 'met' : 'MISSED'}); ` +
      `largest ratio ${steepest.label} ${fixed(steepest.ratio, 2)} (bar 1.3: ${steepest.ratio <= 1.3 ? 'met' : 'MISSED'})`,
  );
}

/** The calls measured for a heavy user: `steady` leave the data as it is or add to what no other call reads; `adding` come last. */
async function casesFor(cookie: string, today: string): Promise<{ steady: LatencyCase[]; adding: LatencyCase[] }> {
  const monday = weekStartOf(today);
  const people = (await (await fetch(`${appUrl}/api/relationships`, { headers: { cookie } })).json()) as { id: string; name: string }[];
  const person = people.find((p) => p.name === 'Alex Morgan')!;
  const get = (label: string, url: string): LatencyCase => ({
    label,
    method: 'GET',
    url: `${appUrl}${url}`,
    headers: { cookie },
    warmup: WARMUP,
    samples: SAMPLES,
  });
  const post = (label: string, url: string, payload: unknown): LatencyCase => ({
    label,
    method: 'POST',
    url: `${appUrl}${url}`,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
    warmup: WARMUP,
    samples: SAMPLES,
  });
  const make = (label: string, method: LatencyCase['method'], url: string, payload?: unknown): LatencyCase =>
    method === 'GET' ? get(label, url) : { ...post(label, url, payload), method };
  const tasks = await taskCases(appUrl, cookie, today, make);
  if (tasksOnly) return tasks;
  const steady = [
    get('GET /api/auth/user', '/api/auth/user'),
    get('GET /api/dashboard', '/api/dashboard'),
    get('GET /api/time-blocks?date=', `/api/time-blocks?date=${today}`),
    get('GET /api/time-blocks?from=&to= (week)', `/api/time-blocks?from=${monday}&to=${shiftDate(monday, 6)}`),
    get('GET /api/health-metrics?date=', `/api/health-metrics?date=${today}`),
    get('GET /api/health-metrics/range (12 weeks)', `/api/health-metrics/range?from=${shiftDate(today, -83)}&to=${today}`),
    get('GET /api/relationships', '/api/relationships'),
    get('GET /api/relationships/{id}/interactions', `/api/relationships/${person.id}/interactions`),
    get('GET /api/goals', '/api/goals'),
    get('GET /api/chat', '/api/chat'),
    get('GET /api/progress-reviews', '/api/progress-reviews'),
    get('GET /api/insights', '/api/insights'),
    get('GET /api/account/sessions', '/api/account/sessions'),
    post('POST /api/time-blocks', '/api/time-blocks', { date: today, hour: 23, title: 'Wind down', category: 'break', duration: 1 }),
    post('POST /api/relationships/{id}/interactions', `/api/relationships/${person.id}/interactions`, { date: today, type: 'call', notes: '' }),
    post('POST /api/ai/reconnection-prompt', '/api/ai/reconnection-prompt', { relationshipId: person.id, name: person.name, daysSinceContact: 3 }),
    post('POST /api/insights/generate', '/api/insights/generate', {}),
    post('POST /api/progress-reviews/generate', '/api/progress-reviews/generate', {}),
    post('POST /api/chat (reply)', '/api/chat', { role: 'user', content: 'How did I sleep this week?' }),
    ...tasks.steady,
  ];
  return { steady, adding: tasks.adding };
}
