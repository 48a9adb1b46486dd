import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { writeZip } from '../../test/hostile-input.js';
import { peakRssMb, resetPeakRss, signUp, startServer, waitFor, waitUntilHealthy, type ServerProcess } from '../../test/server-process.js';

// Hostile Health exports against the real server as a child process with its own temporary folder: each is refused
// or dropped early, its upload folder goes, and the server's memory stays bounded. The zips are made here, never
// committed: deflate turns a gigabyte of the same bytes into a few megabytes.

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-bombs-'));
const serverTmp = path.join(workDir, 'server-tmp');
fs.mkdirSync(serverTmp);
const name = `tf_bombs_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
let server: ServerProcess;
let cookie: string;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="2026-03-01 09:00:00 +0000"/>\n';
const TAIL = '</HealthData>\n';
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function* spaces(gib: number): Iterable<Buffer> {
  yield Buffer.from(HEAD);
  const block = Buffer.alloc(4 * 1024 * 1024, 0x20);
  for (let i = 0; i < gib * 256; i++) yield block;
  yield Buffer.from(TAIL);
}

const stepRecord = (day: string, source: string) =>
  `  <Record type="HKQuantityTypeIdentifierStepCount" sourceName="${source}" unit="count" creationDate="${day} 08:01:00 +0000" startDate="${day} 08:00:00 +0000" endDate="${day} 08:01:00 +0000" value="25"/>\n`;

/** The same day's step record over and over: gigabytes of real work for the parser. */
function* sameRecords(mib: number): Iterable<Buffer> {
  yield Buffer.from(HEAD);
  const block = Buffer.from(stepRecord('2024-03-01', 'iPhone').repeat(Math.floor((1024 * 1024) / 170)));
  for (let i = 0; i < mib; i++) yield block;
  yield Buffer.from(TAIL);
}

/** A million step records, each on its own day (from year 1900 on) and from its own source. */
function* distinctDays(count: number): Iterable<Buffer> {
  yield Buffer.from(HEAD);
  let chunk = '';
  for (let i = 0; i < count; i++) {
    const day = new Date(Date.UTC(1900, 0, 1) + i * 86_400_000);
    chunk += stepRecord(`${pad(day.getUTCFullYear(), 4)}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`, `Source ${i}`);
    if (chunk.length > 1 << 20) {
      yield Buffer.from(chunk);
      chunk = '';
    }
  }
  yield Buffer.from(chunk + TAIL);
}

interface Upload {
  /** Resolves once the whole body is sent. */
  sent: Promise<void>;
  response: Promise<{ status: number; body: string }>;
  abort(): void;
}

function upload(file: string): Upload {
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    path: '/api/health-metrics/import/apple-health',
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/zip', 'content-length': fs.statSync(file).size, cookie, origin: server.url },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  const sent = new Promise<void>((resolve) => fs.createReadStream(file).pipe(request).on('finish', resolve));
  return { sent, response, abort: () => request.destroy() };
}

const uploadsLeft = () => fs.readdirSync(serverTmp).filter((f) => f.startsWith('twelvefold-upload-'));

/** The CPU time a process has used, user and system, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function start(): Promise<void> {
  const url = new URL(inject('dbAdminUrl'));
  url.pathname = `/${name}`;
  server = await startServer({ dataDir: workDir, databaseUrl: url.toString(), env: { LOG_LEVEL: 'warn', TMPDIR: serverTmp } });
  await waitUntilHealthy(server);
}

beforeAll(async () => {
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
  await start();
  cookie = await signUp(server, 'bombs@example.com');
}, 60_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('hostile Health exports', () => {
  it('refuses a zip of a gigabyte of spaces inside <HealthData> at once and leaves no work or upload behind', { timeout: 120_000 }, async () => {
    const file = path.join(workDir, 'spaces.zip');
    await writeZip(file, () => spaces(1));
    expect(fs.statSync(file).size).toBeLessThan(20 * 1024 * 1024);
    const started = performance.now();
    const res = await upload(file).response;
    const seconds = (performance.now() - started) / 1000;
    console.info(`whitespace zip bomb (${(fs.statSync(file).size / 1024 ** 2).toFixed(1)} MB, 1 GiB inflated): ${res.status} in ${seconds.toFixed(2)} s`);
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/with no record in it: it is not a Health export/);
    // Reading 1 GiB through the XML parser takes tens of seconds here; the bound stops it after 8 MB.
    expect(seconds).toBeLessThan(15);
    await waitFor(() => uploadsLeft().length === 0, 'the upload folder is removed', 5_000);
    // Nothing goes on inflating after the answer: over a second the server is busy for a small part of it.
    const before = cpuSeconds(server.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(cpuSeconds(server.child.pid!) - before).toBeLessThan(0.4);
  });

  it('refuses a million distinct days from a million sources early, its reading adding under 100 MB to the server', { timeout: 120_000 }, async () => {
    const file = path.join(workDir, 'days.zip');
    await writeZip(file, () => distinctDays(1_000_000));
    resetPeakRss(server.child.pid!);
    const before = peakRssMb(server.child.pid!);
    const res = await upload(file).response;
    expect(res.status, res.body).toBe(413);
    expect(JSON.parse(res.body).message).toMatch(/more than 500 devices and apps/);
    // Kept per day and source, this file once took the server from 153 to 1,360 MB. Run from source, the server
    // here idles near 260 MB before any upload, so what is held to a bound is what the reading adds to it.
    const added = peakRssMb(server.child.pid!) - before;
    console.info(`a million distinct days: ${before.toFixed(0)} MB before, ${added.toFixed(1)} MB added by the reading`);
    expect(added).toBeLessThan(100);
    await waitFor(() => uploadsLeft().length === 0, 'the upload folder is removed', 5_000);
  });

  it('takes one Health export a user at a time: a second is refused with 429 while the first is read', { timeout: 120_000 }, async () => {
    const big = path.join(workDir, 'one-at-a-time.zip');
    await writeZip(big, () => sameRecords(64));
    const small = path.join(workDir, 'small.zip');
    await writeZip(small, () => sameRecords(1));
    const first = upload(big);
    await first.sent;
    const second = await upload(small).response;
    expect(second.status, second.body).toBe(429);
    expect(JSON.parse(second.body).message).toBe('Another Health export of yours is being imported: wait for it to finish, then try again');
    expect((await first.response).status).toBe(200);
    expect((await upload(small).response).status).toBe(200);
  });

  it('stops reading when the client leaves, and removes the upload', { timeout: 120_000 }, async () => {
    const file = path.join(workDir, 'records.zip');
    await writeZip(file, () => sameRecords(2048));
    const sending = upload(file);
    sending.response.catch(() => {});
    await sending.sent;
    const size = fs.statSync(file).size;
    await waitFor(
      () => uploadsLeft().length === 1 && fs.statSync(path.join(serverTmp, uploadsLeft()[0], 'upload')).size === size,
      'the whole upload is on disk',
    );
    sending.abort();
    // The whole file takes far longer than this to read: the folder goes only because the reading stopped.
    await waitFor(() => uploadsLeft().length === 0, 'the upload folder is removed once the client left', 5_000);
    await waitUntilHealthy(server, 5_000);
    // And the server stopped working: over a second it is busy for a small part of it, not parsing at full speed.
    const before = cpuSeconds(server.child.pid!);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(cpuSeconds(server.child.pid!) - before).toBeLessThan(0.4);
  });

  it('removes the upload of an import in progress when the server is stopped with SIGTERM', { timeout: 120_000 }, async () => {
    const file = path.join(workDir, 'records.zip');
    const sending = upload(file);
    const answer = sending.response.catch(() => ({ status: 0, body: '' }));
    await sending.sent;
    await waitFor(() => uploadsLeft().length === 1, 'the upload is on disk');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect([0, 503]).toContain((await answer).status);
    expect(uploadsLeft()).toEqual([]);
  });
});
