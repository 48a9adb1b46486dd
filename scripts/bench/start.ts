/**
 * Start-up time and idle memory of the built server with its embedded PostgreSQL: time from spawn to the first
 * `GET /healthz` 200 on a first start (fresh DATA_DIR), a warm start (after a clean stop), after `kill -9` of the app
 * (PostgreSQL left running), and after `kill -9` of the app and PostgreSQL (crash recovery); then the app process's
 * resident memory once it has been idle for a few seconds.
 * Usage: npx tsx scripts/bench/start.ts [runs per case, default 3] [--tsx: run src/server/main.ts instead of a build]
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const runs = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 3);
const useTsx = process.argv.includes('--tsx');
const root = path.resolve(import.meta.dirname, '../..');

function buildServer(): string {
  const outDir = path.join(root, '.tmp', 'bench-server');
  fs.rmSync(outDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--outDir', outDir, '--sourceMap', 'false'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  fs.cpSync(path.join(root, 'src/server/db/migrations'), path.join(outDir, 'server/db/migrations'), { recursive: true });
  return path.join(outDir, 'server/main.js');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const entry = useTsx ? path.join(root, 'src/server/main.ts') : buildServer();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-start-'));
fs.chmodSync(dataDir, 0o755);
const port = await freePort();

function spawnApp(): ChildProcess {
  const args = useTsx ? ['--import', 'tsx', entry] : [entry];
  return spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function healthy(): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from spawn to the first healthy answer. */
async function timedStart(): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawnApp();
  let exited = false;
  child.once('exit', () => (exited = true));
  while (!(await healthy())) {
    if (exited) throw new Error('the app exited before it was healthy');
    if (performance.now() - started > 60_000) throw new Error('the app was not healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return { child, ms: performance.now() - started };
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', resolve));
}

function postmasterPid(): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

function rssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.replace(/\D+/g, '')) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const format = (values: number[]) => `${(median(values) / 1000).toFixed(2)} s (median of ${values.map((v) => (v / 1000).toFixed(2)).join(', ')})`;

let current: ChildProcess | undefined;
try {
  const first = await timedStart();
  current = first.child;
  console.log(`first start (initdb): ${(first.ms / 1000).toFixed(2)} s`);

  const warm: number[] = [];
  for (let i = 0; i < runs; i++) {
    current.kill('SIGTERM');
    await exited(current);
    const start = await timedStart();
    current = start.child;
    warm.push(start.ms);
  }
  console.log(`warm start: ${format(warm)}`);

  const afterKill: number[] = [];
  for (let i = 0; i < runs; i++) {
    current.kill('SIGKILL');
    await exited(current);
    const start = await timedStart();
    current = start.child;
    afterKill.push(start.ms);
  }
  console.log(`after kill -9 of the app: ${format(afterKill)}`);

  const afterCrash: number[] = [];
  for (let i = 0; i < runs; i++) {
    const postgres = postmasterPid();
    current.kill('SIGKILL');
    await exited(current);
    if (postgres) process.kill(postgres, 'SIGKILL');
    const start = await timedStart();
    current = start.child;
    afterCrash.push(start.ms);
  }
  console.log(`after kill -9 of the app and PostgreSQL: ${format(afterCrash)}`);

  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.log(`idle RSS of the app process: ${rssMb(current.pid!).toFixed(0)} MB`);
} finally {
  if (current && current.exitCode === null) {
    current.kill('SIGTERM');
    const timer = setTimeout(() => current?.kill('SIGKILL'), 20_000);
    await exited(current);
    clearTimeout(timer);
  }
  const leftover = postmasterPid();
  if (leftover) {
    try {
      process.kill(leftover, 'SIGINT');
    } catch {
      /* already gone */
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
