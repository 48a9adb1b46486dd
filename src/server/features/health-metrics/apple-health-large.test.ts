import { afterAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';
import { peakRssMb, resetPeakRss, signUp, startServer, waitUntilHealthy, type ServerProcess } from '../../test/server-process.js';

// The real server as a child process takes a generated export.xml of more than 200 MB; what the import adds to its
// peak resident memory (VmHWM, from the start of the upload to the end of the import) stays under 100 MB, as streaming
// to disk and parsing as a stream promise: a file held whole would add more than its 200 MB. Run from source, the
// server idles at about 260 MB before any upload (the built server at about 140 MB), so the bound is on what the
// import adds, not on the total.
const MIN_BYTES = 200 * 1024 * 1024;
const MAX_ADDED_MB = 100;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-large-health-'));
const exportPath = path.join(dataDir, 'export.xml');
const name = `tf_health_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const pad = (n: number) => String(n).padStart(2, '0');
const rec = (type: string, source: string, start: string, end: string, value: string | number, unit: string) =>
  `  <Record type="${type}" sourceName="${source}" sourceVersion="17.4" unit="${unit}" creationDate="${end}" startDate="${start}" endDate="${end}" value="${value}"/>\n`;

/**
 * Writes whole days until the file passes MIN_BYTES. Each day: 10,000 steps from the phone and 8,000 from the watch
 * (400 records each), 100 heart-rate readings of 60 bpm and a 7-hour night; returns the number of days.
 */
async function writeExport(file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  out.write('<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="2026-03-01 09:00:00 +0000"/>\n');
  let bytes = 0;
  let days = 0;
  const first = Date.UTC(2022, 0, 1);
  while (bytes < MIN_BYTES) {
    const date = new Date(first + days * 86_400_000).toISOString().slice(0, 10);
    const at = (minute: number) => `${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00 +0000`;
    let chunk = '';
    for (let i = 0; i < 400; i++) {
      const m = 420 + i * 2;
      chunk += rec('HKQuantityTypeIdentifierStepCount', 'iPhone', at(m), at(m + 1), 25, 'count');
      chunk += rec('HKQuantityTypeIdentifierStepCount', 'Apple Watch', at(m), at(m + 1), 20, 'count');
    }
    for (let i = 0; i < 100; i++) chunk += rec('HKQuantityTypeIdentifierHeartRate', 'Apple Watch', at(480 + i * 5), at(480 + i * 5), 60, 'count/min');
    chunk += rec('HKCategoryTypeIdentifierSleepAnalysis', 'Apple Watch', at(0), at(420), 'HKCategoryValueSleepAnalysisAsleepCore', '');
    bytes += Buffer.byteLength(chunk);
    days++;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end('</HealthData>\n');
  await once(out, 'finish');
  return days;
}

/** Streams the file to the import route, as the browser's upload does. */
function upload(srv: ServerProcess, file: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: srv.port,
        path: '/api/health-metrics/import/apple-health',
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'content-length': fs.statSync(file).size, cookie, origin: srv.url },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    fs.createReadStream(file).pipe(request);
  });
}

describe('Apple Health import of a large export', () => {
  it('imports a 200 MB export.xml adding under 100 MB to the server’s peak memory', { timeout: 300_000 }, async () => {
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('dbTemplate')}`);
    const url = new URL(inject('dbAdminUrl'));
    url.pathname = `/${name}`;
    const [days] = await Promise.all([
      writeExport(exportPath),
      (async () => {
        server = await startServer({ dataDir, databaseUrl: url.toString(), env: { LOG_LEVEL: 'warn' } });
        await waitUntilHealthy(server);
      })(),
    ]);
    const size = fs.statSync(exportPath).size;
    expect(size).toBeGreaterThanOrEqual(MIN_BYTES);
    const cookie = await signUp(server!, 'large-export@example.com');

    resetPeakRss(server!.child.pid!);
    const idlePeak = peakRssMb(server!.child.pid!);
    const started = performance.now();
    const res = await upload(server!, exportPath, cookie);
    const seconds = (performance.now() - started) / 1000;
    const peak = peakRssMb(server!.child.pid!);
    console.info(
      `Apple Health import: ${(size / 1024 / 1024).toFixed(0)} MB, ${days} days in ${seconds.toFixed(1)} s; server peak RSS ${peak.toFixed(0)} MB (${idlePeak.toFixed(0)} MB before the upload)`,
    );

    expect(res.status, res.body).toBe(200);
    const range = { from: '2022-01-01', to: new Date(Date.UTC(2022, 0, days)).toISOString().slice(0, 10) };
    expect(JSON.parse(res.body).metrics).toEqual([
      { metric: 'heartRate', ...range, days, filled: days, kept: 0 },
      { metric: 'sleep', ...range, days, filled: days, kept: 0 },
      { metric: 'steps', ...range, days, filled: days, kept: 0 },
    ]);
    const day = await fetch(`${server!.url}/api/health-metrics?date=2022-02-01`, { headers: { cookie } });
    expect(await day.json()).toMatchObject({ steps: 10000, heartRate: 60, sleep: 7 });
    expect(peak - idlePeak).toBeLessThan(MAX_ADDED_MB);
  });
});
