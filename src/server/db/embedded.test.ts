import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './embedded.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-embedded-'));
fs.chmodSync(dataDir, 0o755);
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startApp(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', () => output.includes('Twelvefold is ready') && resolve());
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

const postmasterPid = () => {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
};
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('data directory lock', () => {
  it('refuses a directory held by a live process and takes over a stale lock', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-lock-'));
    const holder = spawn('sleep', ['30']);
    try {
      fs.writeFileSync(path.join(dir, 'twelvefold.lock'), String(holder.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/already using the data directory/);
      fs.writeFileSync(path.join(dir, 'twelvefold.lock'), '999999999');
      const release = acquireDataDirLock(dir);
      expect(fs.readFileSync(path.join(dir, 'twelvefold.lock'), 'utf8')).toBe(String(process.pid));
      release();
      expect(fs.existsSync(path.join(dir, 'twelvefold.lock'))).toBe(false);
    } finally {
      holder.kill();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded PostgreSQL lifecycle', { timeout: 120_000 }, () => {
  it('initialises, refuses a second process, recovers after a crash and stops cleanly', async () => {
    const first = startApp(0);
    await first.ready;
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);

    const second = startApp(0);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);

    // A crash: the app dies without cleaning up, leaving its lock and a live postgres behind.
    const orphan = postmasterPid();
    expect(orphan).toBeDefined();
    first.child.kill('SIGKILL');
    await first.exited;

    const third = startApp(0);
    await third.ready;
    expect(third.output()).not.toMatch(/Initialising/);
    expect(alive(orphan!)).toBe(false);

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(postmasterPid()).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'twelvefold.lock'))).toBe(false);
  });
});
