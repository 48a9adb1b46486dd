import { afterAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  createRelationship,
  isRunning,
  postmasterPid,
  sigtermWithRequestsInFlight,
  signUp,
  startServer,
  waitFor,
  waitUntilHealthy,
  writeStream,
  type ServerProcess,
} from '../test/server-process.js';
import { acquireDataDirLock, DataDirLockedError } from './embedded.js';
import { isZombie, processStartTime } from './process-info.js';

const tempDirs: string[] = [];
const servers: ServerProcess[] = [];
const sleepers: Array<ReturnType<typeof spawn>> = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-embedded-'));
  fs.chmodSync(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}

function sleeper() {
  const child = spawn('sleep', ['120'], { stdio: 'ignore' });
  sleepers.push(child);
  return child;
}

/** A process that has exited and is not reaped: its parent, a sleeper, never waits for it. */
async function zombie(): Promise<number> {
  const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
  sleepers.push(parent);
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (data: Buffer) => resolve(Number.parseInt(data.toString(), 10))));
  await waitFor(() => isZombie(pid), 'the child is a zombie', 5_000);
  return pid;
}

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const child of sleepers) child.kill('SIGKILL');
  for (const dir of tempDirs) {
    const pid = postmasterPid(dir);
    if (pid !== undefined && isRunning(pid)) {
      process.kill(pid, 'SIGKILL');
      await waitFor(() => !isRunning(pid), 'the leftover PostgreSQL is gone', 5_000).catch(() => {});
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('data directory lock', () => {
  it('refuses a directory whose lock names a live process by pid and start time', () => {
    const dir = tempDir();
    const holder = sleeper();
    fs.writeFileSync(path.join(dir, 'twelvefold.lock'), `${holder.pid}\n${processStartTime(holder.pid!)}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${holder.pid}) is already using the data directory`);
  });

  it('takes over a lock whose pid is gone or now names another process', () => {
    const dir = tempDir();
    const lockFile = path.join(dir, 'twelvefold.lock');
    const other = sleeper();
    for (const stale of ['999999999', `${other.pid}\n12345\n`, `${other.pid}`]) {
      fs.writeFileSync(lockFile, stale);
      const release = acquireDataDirLock(dir);
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.pid}\n${processStartTime(process.pid)}\n`);
      release();
      expect(fs.existsSync(lockFile)).toBe(false);
    }
    expect(isRunning(other.pid!)).toBe(true);
  });
});

describe('the real server on its embedded PostgreSQL', { timeout: 120_000 }, () => {
  const dataDir = tempDir();
  const start = async () => {
    const server = await startServer({ dataDir });
    servers.push(server);
    return server;
  };
  let server: ServerProcess;
  let cookie: string;
  let relationshipId: string;

  it('initialises the cluster and refuses a second process on the same directory', async () => {
    server = await start();
    await waitUntilHealthy(server, 90_000);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    cookie = await signUp(server, 'embedded@example.com');
    relationshipId = await createRelationship(server, cookie);

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/already using the data directory/);
  });

  it('restarts PostgreSQL killed with -9 and serves again', async () => {
    const stream = writeStream(server, cookie, relationshipId);
    await stream.progress(10, 'writes are acknowledged');
    const killed = postmasterPid(dataDir)!;
    process.kill(killed, 'SIGKILL');
    await waitFor(() => {
      const pid = postmasterPid(dataDir);
      return pid !== undefined && pid !== killed && isRunning(pid);
    }, 'a new PostgreSQL runs');
    await stream.progress(10, 'writes succeed again');
    await stream.stop();

    expect(stream.unexpected).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).toMatch(/PostgreSQL exited unexpectedly/);
  });

  it('finishes the requests in flight on SIGTERM, then stops PostgreSQL and exits 0', async () => {
    const postgres = postmasterPid(dataDir)!;
    await sigtermWithRequestsInFlight(server, cookie, relationshipId);
    expect(isRunning(postgres)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'twelvefold.lock'))).toBe(false);
  });

  it('leaves alone an unrelated live process named by a stale postmaster.pid', async () => {
    const unrelated = sleeper();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const cluster = fs.statSync(path.join(dataDir, 'postgres'));
    fs.writeFileSync(pidFile, `${unrelated.pid}\n${path.join(dataDir, 'postgres')}\n1700000000\n5432\n\n127.0.0.1\n`, { mode: 0o600 });
    fs.chownSync(pidFile, cluster.uid, cluster.gid);

    server = await start();
    if (process.getuid?.() !== 0) {
      // PostgreSQL refuses a pid file naming a live process of its own user; the app says which, and stops.
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`names pid ${unrelated.pid}, which is not this data directory's PostgreSQL`);
      fs.rmSync(pidFile);
      server = await start();
    }
    // Under root PostgreSQL runs as another user than that process, so it knows it cannot be a postmaster.
    await waitUntilHealthy(server);
    expect(postmasterPid(dataDir)).not.toBe(unrelated.pid);
    expect(isRunning(unrelated.pid!)).toBe(true);
    expect(unrelated.signalCode).toBeNull();
  });

  it('starts at once when postmaster.pid names a zombie (a postmaster killed with the app, not yet reaped)', async () => {
    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    const dead = await zombie();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const cluster = fs.statSync(path.join(dataDir, 'postgres'));
    fs.writeFileSync(pidFile, `${dead}\n${path.join(dataDir, 'postgres')}\n1700000000\n5432\n\n127.0.0.1\n`, { mode: 0o600 });
    fs.chownSync(pidFile, cluster.uid, cluster.gid);

    server = await start();
    await waitUntilHealthy(server);
    expect(server.output()).toContain(`Removing the postmaster.pid of a PostgreSQL server (pid ${dead}) that has exited`);
    expect(server.output()).not.toContain('lock file');
    expect(postmasterPid(dataDir)).not.toBe(dead);
  });

  it('after kill -9 of the app, stops the PostgreSQL it left running and starts its own', async () => {
    const orphan = postmasterPid(dataDir)!;
    server.child.kill('SIGKILL');
    await server.exited;
    expect(isRunning(orphan)).toBe(true);

    server = await start();
    await waitUntilHealthy(server);
    expect(server.output()).toContain(`Stopping a PostgreSQL server (pid ${orphan}) left behind by an earlier run`);
    expect(isRunning(orphan)).toBe(false);
    const response = await fetch(`${server.url}/api/relationships`, { headers: { cookie } });
    expect(response.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'twelvefold.lock'))).toBe(false);
  });
});
