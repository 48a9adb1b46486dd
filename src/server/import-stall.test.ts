import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { HEALTH_CSV_MAX_BYTES, HEALTH_DAYS_MAX } from '../shared/schemas/health-import.js';
import { HEALTH_INGEST_MAX_BYTES } from '../shared/schemas/health-ingest.js';
import { SUBSCRIPTION_MAX_BYTES, SUBSCRIPTION_MAX_EVENTS } from '../shared/schemas/calendar-subscriptions.js';
import { RELATIONSHIPS_MAX, VCARD_IMPORT_MAX_BYTES } from '../shared/schemas/relationships.js';
import { TASK_IMPORT_MAX_BYTES, TASK_IMPORT_MAX_ROWS, TASK_IMPORT_MAX_TASKS } from '../shared/schemas/task-import.js';
import { startFeedServer, type FeedServer } from './test/feed-server.js';
import { writeZip } from './test/hostile-input.js';
import { peakRssMb, resetPeakRss, signUp, startServer, waitUntilHealthy, type ServerProcess } from './test/server-process.js';

// The largest files a user may import (a health CSV and push, a task list, a vCard), against the real server as a child
// process: while one is read, every other request on the instance is still answered at once, as /healthz probed over
// and over shows.

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-stall-'));
const name = `tf_stall_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
let server: ServerProcess;
let cookie: string;
let token: string;
let feeds: FeedServer;

/** /healthz p99 during the work (see expectAnswered). */
const P99_BAR_MS = 100;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dayAt = (i: number) => {
  const d = new Date(Date.UTC(1900, 0, 1) + i * 86_400_000);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

/** Daily rows, each on its own day, up to just under 5 MB or `maxRows`. */
function csvOf(cells: string, maxRows = Infinity): string {
  let text = 'Date,Sleep,Water,Exercise,Nutrition,Stress,Energy,Mood,Weight,Steps,Heart rate,Meditation,Screen time\n';
  for (let i = 0; i < maxRows; i++) {
    const row = `${dayAt(i)},${cells}\n`;
    if (text.length + row.length > HEALTH_CSV_MAX_BYTES - 1024) return text;
    text += row;
  }
  return text;
}
/** Just under 5 MB: the first three columns of every row hold a number, the other nine something that is not one. */
const hostileCsv = () => csvOf('7.5,8,30,x,y,z,w,v,u,t,s,r');
/** The most days one import takes, every metric filled. */
const goodCsv = () => csvOf('7.5,8,30,80,5,6,7,170,9000,60,10,3', HEALTH_DAYS_MAX);

/** Lines of `line(i)` up to `maxBytes` and `maxLines`. */
function linesOf(line: (i: number) => string, maxBytes: number, maxLines: number, head = ''): string {
  let text = head;
  for (let i = 0; i < maxLines; i++) {
    const next = line(i);
    if (text.length + next.length > maxBytes) break;
    text += next;
  }
  return text;
}

const TODOIST_HEAD = 'TYPE,CONTENT,DESCRIPTION,PRIORITY,INDENT,AUTHOR,RESPONSIBLE,DATE,DATE_LANG,TIMEZONE\n';
/** As many Todoist task rows as a file may have, each with a date in words to read (a repeat, a day, a time). */
const datedTasks = () =>
  linesOf((i) => `task,Task ${i},,4,1,,,every 2nd monday starting Oct 5 at 9am,en,\n`, TASK_IMPORT_MAX_BYTES, TASK_IMPORT_MAX_ROWS, TODOIST_HEAD);
/** The most tasks one import adds, each dated in words, with 19 comments each. */
const commentedTasks = () =>
  linesOf(
    (i) => (i % 20 === 0 ? `task,Task ${i},,4,1,,,every 2nd monday starting Oct 5 at 9am,en,\n` : `note,Comment ${i},,,,,,,,\n`),
    TASK_IMPORT_MAX_BYTES,
    TASK_IMPORT_MAX_TASKS * 20,
    TODOIST_HEAD,
  );

const vcard = (name: string, note = '') => `BEGIN:VCARD\r\nVERSION:3.0\r\nFN:${name}\r\n${note && `NOTE:${note}\r\n`}END:VCARD\r\n`;
/** Just under 5 MB of small cards, each a person of their own: about 100,000 people. */
const manyPeople = () => linesOf((i) => vcard(`Person ${i}`), VCARD_IMPORT_MAX_BYTES - 1024, Infinity);
/** As many people as an account keeps, each with a long note. */
const fullBook = () => linesOf((i) => vcard(`Friend ${i}`, 'n'.repeat(900)), VCARD_IMPORT_MAX_BYTES - 1024, RELATIONSHIPS_MAX);

/** About 10 MB of Health Auto Export step samples, a minute each, over many days. */
function bigPush(): string {
  const data: string[] = [];
  let size = 0;
  for (let i = 0; size < 10 * 1024 * 1024; i++) {
    const at = new Date(Date.UTC(2020, 0, 1) + i * 60_000)
      .toISOString()
      .replace('T', ' ')
      .replace(/\.\d+Z$/, ' +0000');
    const point = `{"date":"${at}","qty":${(i % 90) + 1},"source":"Phone ${i % 3}"}`;
    data.push(point);
    size += point.length + 1;
  }
  return `{"data":{"metrics":[{"name":"step_count","units":"count","data":[${data.join(',')}]}]}}`;
}

/**
 * As many distinct days as a push may carry in bytes, one Health Connect step record a day from the year 1000 on:
 * about 250,000 days, most of them outside the years a date may name.
 */
function manyDaysPush(): { body: string; days: number } {
  const records: string[] = [];
  let size = 64;
  const first = Date.UTC(1000, 0, 1);
  for (let i = 0; ; i++) {
    const at = new Date(first + i * 86_400_000).toISOString().slice(0, 10);
    const record = `{"count":1,"start_time":"${at}T09:00:00Z","end_time":"${at}T09:01:00Z"}`;
    if (size + record.length + 1 > HEALTH_INGEST_MAX_BYTES) return { body: `{"steps":[${records.join(',')}]}`, days: records.length };
    records.push(record);
    size += record.length + 1;
  }
}

function send(urlPath: string, contentType: string, body: string | Buffer, auth: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body), ...auth },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The server's main thread as Linux counts it (/proc schedstat): ms it ran on a CPU, and ms it waited for one. */
function mainThread(): { run: number; wait: number } {
  const pid = server.child.pid!;
  const [run, wait] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').split(' ').map(Number);
  return { run: run / 1e6, wait: wait / 1e6 };
}

interface Probe {
  /** From sending to the whole answer. */
  wall: number;
  /** Of that, how long the server's main thread ran: its own work, whatever else ran on the machine. */
  run: number;
  /** Of that, how long the server's main thread was ready but waited for a CPU the machine gave to others. */
  wait: number;
}

/** One /healthz on a kept-alive connection. */
function probe(agent: http.Agent): Promise<Probe> {
  const before = mainThread();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: '/healthz', agent }, (res) => {
        res.resume();
        res.on('end', () => {
          const wall = performance.now() - started;
          const after = mainThread();
          resolve({ wall, run: after.run - before.run, wait: after.wait - before.wait });
        });
      })
      .on('error', reject);
  });
}

interface Probed<T> {
  result: T;
  /** /healthz latencies, sorted. */
  wall: number[];
  /** The same, less the time the machine kept the server's main thread from a CPU, sorted. */
  served: number[];
  /** The server's main thread's own running time during each probe, sorted. */
  run: number[];
  loopLag: { max: number; p99: number };
}

/** Probes /healthz one after another for as long as `work` runs; how long each took, and how long the server's event loop was held. */
async function probedWhile<T>(work: () => Promise<T>): Promise<Probed<T>> {
  await loopLag();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const probes: Probe[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) probes.push(await probe(agent));
  })();
  try {
    const result = await work();
    done = true;
    await probing;
    const sorted = (f: (p: Probe) => number) => probes.map(f).sort((a, b) => a - b);
    return { result, wall: sorted((p) => p.wall), served: sorted((p) => p.wall - p.wait), run: sorted((p) => p.run), loopLag: await loopLag() };
  } finally {
    done = true;
    agent.destroy();
  }
}

/**
 * How long the server's event loop was held since the last call, in ms: Node's event-loop delay histogram, which
 * /metrics reports and starts again with each reading (prom-client's default metrics).
 */
async function loopLag(): Promise<{ max: number; p99: number }> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) * 1000;
  return { max: gauge('nodejs_eventloop_lag_max_seconds'), p99: gauge('nodejs_eventloop_lag_p99_seconds') };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const ms = (sorted: number[]) => `p50 ${percentile(sorted, 50).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)} ms`;

function report(what: string, { wall, served, run, loopLag }: Probed<unknown>, extra = '') {
  console.info(
    `${what}: ${wall.length} /healthz probes: ${ms(wall)}; less the machine's wait for a CPU ${ms(served)}; server's own run ${ms(run)}; event loop held at most ${loopLag.max.toFixed(0)} ms (p99 ${loopLag.p99.toFixed(0)} ms)${extra}`,
  );
}

/**
 * The issue's bar: /healthz p99 under 100 ms while the import runs. What the server controls is how long its main
 * thread holds a request; on a machine shared with other busy processes the kernel also keeps that thread waiting
 * for a CPU, for tens of ms at a time, which no server can help. So each probe's latency is counted less the time the
 * server's main thread was ready but waiting for a CPU (Linux's schedstat for that thread). A held event loop (a
 * JSON.parse or query of hundreds of ms) still counts in full, as does everything else on the way.
 */
function expectAnswered(probed: Probed<unknown>, atLeast = 20) {
  expect(probed.wall.length).toBeGreaterThan(atLeast);
  expect(percentile(probed.served, 99)).toBeLessThan(P99_BAR_MS);
  expect(percentile(probed.run, 99)).toBeLessThan(P99_BAR_MS);
}

beforeAll(async () => {
  feeds = await startFeedServer();
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
  const url = new URL(inject('dbAdminUrl'));
  url.pathname = `/${name}`;
  server = await startServer({ dataDir: workDir, databaseUrl: url.toString(), env: { LOG_LEVEL: 'warn', CALDAV_ALLOW_PRIVATE: 'true' } });
  await waitUntilHealthy(server, 55_000);
  cookie = await signUp(server, 'stall@example.com');
  const created = await fetch(`${server.url}/api/account/tokens`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'phone', scope: 'write' }),
  });
  token = ((await created.json()) as { token: string }).token;
}, 60_000);

afterAll(async () => {
  await feeds?.close();
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the largest health imports leave the instance answering', () => {
  const csv = hostileCsv();
  const rows = csv.split('\n').length - 2;

  it('previews a 5 MB CSV with the first 50 rows and 100 problems and their totals, /healthz p99 under the bar', { timeout: 120_000 }, async () => {
    // The reader's threads start with the first file (from source here, compiling TypeScript) and stay for a minute.
    const small = await send('/api/health-metrics/import/csv', 'text/csv', 'Date,Steps\n2026-01-01,100\n', { cookie, origin: server.url });
    expect(small.status, small.body).toBe(200);
    const probed = await probedWhile(() => send('/api/health-metrics/import/csv', 'text/csv', csv, { cookie, origin: server.url }));
    const { result } = probed;
    report(`CSV preview (${(csv.length / 1024 ** 2).toFixed(1)} MB, ${rows} rows)`, probed, `, answer ${(result.body.length / 1024).toFixed(1)} KB`);
    expect(result.status, result.body.slice(0, 300)).toBe(200);
    const body = JSON.parse(result.body);
    expect(body).toMatchObject({ preview: true, rowCount: rows, dayCount: 0, errorCount: rows * 9, skippedRows: rows });
    expect(body.rows).toEqual([]);
    expect(body.errors).toHaveLength(100);
    expect(body.errors[0]).toEqual({ row: 2, column: 'Nutrition', message: 'Nutrition: “x” is not a number' });
    expect(result.body.length).toBeLessThan(64 * 1024);
    expectAnswered(probed);
  });

  it('imports a CSV of the most days one file may hold, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    const good = goodCsv();
    const days = good.split('\n').length - 2;
    const probed = await probedWhile(() => send('/api/health-metrics/import/csv?preview=false', 'text/csv', good, { cookie, origin: server.url }));
    const { result } = probed;
    report(`CSV import (${(good.length / 1024 ** 2).toFixed(1)} MB, ${days} rows)`, probed);
    expect(result.status, result.body.slice(0, 300)).toBe(200);
    const body = JSON.parse(result.body);
    expect(body).toMatchObject({ preview: false, rowCount: days, dayCount: days, errorCount: 0, skippedRows: 0 });
    expect(body.rows).toHaveLength(50);
    expect(body.summary.metrics.find((m: { metric: string }) => m.metric === 'steps')).toMatchObject({ days, filled: days });
    expectAnswered(probed);
  });

  it('takes a 10 MB health push, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    const push = bigPush();
    const probed = await probedWhile(() => send('/api/health-metrics/ingest', 'application/json', push, { authorization: `Bearer ${token}` }));
    const { result } = probed;
    report(`ingest push (${(push.length / 1024 ** 2).toFixed(1)} MB)`, probed);
    expect(result.status, result.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(result.body).accepted).toBeGreaterThan(100_000);
    expectAnswered(probed);
  });
});

describe('a push of hundreds of thousands of days is refused whole, the instance answering', () => {
  it('answers 413 (within the years) or 400 (outside them), stores nothing, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    const { body, days } = manyDaysPush();
    const modern = body.replaceAll(/"1(\d{3})-/g, (_m, rest: string) => `"2${rest}-`);
    for (const [label, push, status] of [
      ['years 1000–1700', body, 400],
      ['years 2000–2700', modern, 413],
    ] as const) {
      resetPeakRss(server.child.pid!);
      const idle = peakRssMb(server.child.pid!);
      const probed = await probedWhile(() => send('/api/health-metrics/ingest', 'application/json', push, { authorization: `Bearer ${token}` }));
      const peak = peakRssMb(server.child.pid!);
      report(
        `push of ${days} days, ${label} (${(push.length / 1024 ** 2).toFixed(1)} MB)`,
        probed,
        `; peak RSS ${peak.toFixed(0)} MB (${idle.toFixed(0)} MB before)`,
      );
      expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(status);
      expectAnswered(probed);
    }
    const stored = await fetch(`${server.url}/api/health-metrics/range?from=2000-01-01&to=2000-12-31`, { headers: { cookie } });
    expect(await stored.json()).toEqual([]);
  });
});

/** `gib` GiB of empty elements inside <HealthData>, with no record: minutes of parsing that yield nothing. */
function* tagDense(gib: number): Iterable<Buffer> {
  yield Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n');
  const block = Buffer.from('<a/>'.repeat(1024 * 1024));
  for (let i = 0; i < gib * 256; i++) yield block;
  yield Buffer.from('</HealthData>\n');
}

/** The server process's CPU time, user and system, in seconds. */
function cpuSeconds(): number {
  const fields = fs.readFileSync(`/proc/${server.child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

describe('a zip of tags and no records is refused early, the instance answering', () => {
  it('refuses a zip of 2 GiB of empty elements within seconds of CPU, /healthz p99 under the bar', { timeout: 300_000 }, async () => {
    const file = path.join(workDir, 'tags.zip');
    await writeZip(file, () => tagDense(2));
    const zip = fs.readFileSync(file);
    resetPeakRss(server.child.pid!);
    const idle = peakRssMb(server.child.pid!);
    const cpu = cpuSeconds();
    const probed = await probedWhile(() => send('/api/health-metrics/import/apple-health', 'application/zip', zip, { cookie, origin: server.url }));
    const used = cpuSeconds() - cpu;
    const peak = peakRssMb(server.child.pid!);
    report(
      `tag-dense zip (${(zip.length / 1024 ** 2).toFixed(1)} MB, 2 GiB inflated)`,
      probed,
      `; server CPU ${used.toFixed(1)} s; peak RSS ${peak.toFixed(0)} MB (${idle.toFixed(0)} MB before)`,
    );
    expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(400);
    expect(JSON.parse(probed.result.body).message).toMatch(/other elements for each health record: it is not a Health export/);
    expect(used).toBeLessThan(10);
    // Refused in well under a second, so fewer probes fit in it than in the imports that run.
    expectAnswered(probed, 3);
  });
});

describe('the largest task lists and contact files leave the instance answering', () => {
  const auth = () => ({ cookie, origin: server.url });

  it('refuses a Todoist CSV of 20,000 dated rows with 413 after reading it, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    expect((await send('/api/tasks/import', 'text/csv', 'TYPE,CONTENT\ntask,Warm up\n', auth())).status).toBe(200);
    const file = datedTasks();
    const probed = await probedWhile(() => send('/api/tasks/import', 'text/csv', file, auth()));
    report(`Todoist CSV (${(file.length / 1024 ** 2).toFixed(1)} MB, ${TASK_IMPORT_MAX_ROWS} dated rows)`, probed);
    expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(413);
    expect(JSON.parse(probed.result.body).message).toBe('The file holds 20,000 tasks, more than the 1,000 one import adds; nothing was imported');
    expectAnswered(probed);
  });

  it('imports the most tasks one file adds, with their comments, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    const file = commentedTasks();
    const probed = await probedWhile(() => send('/api/tasks/import', 'text/csv', file, auth()));
    report(`Todoist CSV (${(file.length / 1024 ** 2).toFixed(1)} MB, ${TASK_IMPORT_MAX_TASKS} tasks with comments)`, probed);
    expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(probed.result.body)).toMatchObject({ created: TASK_IMPORT_MAX_TASKS, skippedCount: 0 });
    expectAnswered(probed);
  });

  it('refuses a 5 MB vCard of 100,000 people with 413, answering its count, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    expect((await send('/api/relationships/import', 'text/vcard', vcard('Warm Up'), auth())).status).toBe(200);
    const file = manyPeople();
    const cards = file.split('BEGIN:VCARD').length - 1;
    const probed = await probedWhile(() => send('/api/relationships/import', 'text/vcard', file, auth()));
    report(`vCard (${(file.length / 1024 ** 2).toFixed(1)} MB, ${cards} people)`, probed);
    expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(413);
    expect(JSON.parse(probed.result.body).message).toBe(
      `This file would bring your people to ${(cards + 1).toLocaleString('en-US')}, more than the 5,000 an account keeps; nothing was imported`,
    );
    expectAnswered(probed);
  });

  it('imports a vCard of as many people as an account keeps, /healthz p99 under the bar', { timeout: 180_000 }, async () => {
    const fresh = await signUp(server, 'stall-people@example.com');
    const file = fullBook();
    const probed = await probedWhile(() => send('/api/relationships/import', 'text/vcard', file, { cookie: fresh, origin: server.url }));
    report(`vCard (${(file.length / 1024 ** 2).toFixed(1)} MB, ${RELATIONSHIPS_MAX} people with notes)`, probed);
    expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(200);
    expect(JSON.parse(probed.result.body)).toEqual({ imported: RELATIONSHIPS_MAX, skipped: 0, skippedCards: [] });
    expectAnswered(probed);
  });
});

/** A calendar of `count` one-hour events, one a day from 2026 on, each as short as a feed writes one. */
function feedOf(count: number, summary = 'Busy'): string {
  const events: string[] = [];
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + (i % 3650) * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');
    events.push(`BEGIN:VEVENT\r\nUID:e${i}\r\nSUMMARY:${summary}\r\nDTSTART:${day}T090000Z\r\nDTEND:${day}T100000Z\r\nEND:VEVENT\r\n`);
  }
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n${events.join('')}END:VCALENDAR\r\n`;
}

describe('the largest subscribed calendars are refused, the instance answering', () => {
  const subscribe = (path: string) =>
    send('/api/calendar/subscriptions', 'application/json', JSON.stringify({ url: feeds.url(path) }), { cookie, origin: server.url });

  // A refusal by size comes within a second, too soon for enough probes: it is asked for several times over.
  for (const [label, path, body, limit, times] of [
    ['a 20 MB feed', '/big.ics', () => feedOf(1000, 'x'.repeat(20 * 1024)), `larger than ${SUBSCRIPTION_MAX_BYTES / 1024 ** 2} MB`, 8],
    ['a feed of 100,000 events', '/many.ics', () => feedOf(100_000), `more than ${SUBSCRIPTION_MAX_EVENTS} events`, 1],
  ] as const) {
    it(`refuses ${label} naming the bound, storing nothing, /healthz p99 under the bar`, { timeout: 180_000 }, async () => {
      const text = body();
      // Encoded once here: the probes share this process, which must not spend each request re-encoding the text.
      feeds.serve(path, { body: Buffer.from(text) });
      resetPeakRss(server.child.pid!);
      const idle = peakRssMb(server.child.pid!);
      const probed = await probedWhile(async () => {
        const answers = [];
        for (let i = 0; i < times; i++) answers.push(await subscribe(path));
        return answers.at(-1)!;
      });
      const peak = peakRssMb(server.child.pid!);
      report(
        `subscription to ${label} (${(text.length / 1024 ** 2).toFixed(1)} MB) ${times}×`,
        probed,
        `; peak RSS ${peak.toFixed(0)} MB (${idle.toFixed(0)} MB before)`,
      );
      expect(probed.result.status, probed.result.body.slice(0, 300)).toBe(400);
      expect(JSON.parse(probed.result.body).message).toContain(limit);
      expectAnswered(probed);
      const listed = await fetch(`${server.url}/api/calendar/subscriptions`, { headers: { cookie } });
      expect(await listed.json()).toEqual([]);
    });
  }
});
