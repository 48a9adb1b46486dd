/**
 * Throughput of the real app against a bare Fastify baseline on the same machine, printed as ratios:
 * the numbers that matter are how much the app's plumbing (sessions, headers, validation, database) costs.
 * Usage: npx tsx scripts/bench/api.ts [seconds per case, default 5]
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, runMigrations } from '../../src/server/db/database.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';

const duration = Number(process.argv[2] ?? 5);

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The load comes from a separate process, so the server has this one's event loop to itself. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<number> {
  const headerArgs = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]);
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonBin, '-c', '20', '-d', String(duration), '-j', ...headerArgs, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as { non2xx: number; errors: number; requests: { average: number } };
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

const baseline = Fastify();
baseline.get('/json', async () => ({ hello: 'world' }));
const baselineUrl = await baseline.listen({ port: 0, host: '127.0.0.1' });

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-bench-'));
fs.chmodSync(workDir, 0o755);
const embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
const database = openDatabase(embedded.url, 20);
await runMigrations(database.db);
const app = await buildApp({ config: loadConfig({ DATA_DIR: workDir, LOG_LEVEL: 'silent' }), db: database.db, sessionSecret: 'bench-secret-bench-secret-bench-secret' });
const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const signup = await fetch(`${appUrl}/api/auth/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'a sturdy passphrase 12' }),
});
const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0];

try {
  const bare = await measure(`${baselineUrl}/json`);
  const cases: Array<[string, string, Record<string, string>]> = [
    ['GET /healthz (one database round trip)', `${appUrl}/healthz`, {}],
    ['GET /api/auth/user (session lookup)', `${appUrl}/api/auth/user`, { cookie }],
  ];
  console.log(`bare Fastify JSON: ${bare.toFixed(0)} req/s (baseline 1.00)`);
  for (const [label, url, headers] of cases) {
    const rate = await measure(url, headers);
    console.log(`${label}: ${rate.toFixed(0)} req/s, ratio to baseline ${(rate / bare).toFixed(2)}`);
  }
} finally {
  await app.close();
  await baseline.close();
  await database.close();
  await embedded.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
}
