import { expect } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

/** The real server (src/server/main.ts) as a child process with its own DATA_DIR and port. */
export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function startServer(options: { dataDir: string; port?: number; databaseUrl?: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: options.dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? '',
      LOG_LEVEL: process.env.SERVER_LOG_LEVEL ?? 'info',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  // 'close' comes after the output has been read to its end, unlike 'exit'.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, port, url: `http://127.0.0.1:${port}`, exited, output: () => output };
}

/** Polls condition until it holds; fails with message after timeoutMs. */
export async function waitFor(condition: () => boolean | Promise<boolean>, message: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function isHealthy(server: ServerProcess): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

export async function waitUntilHealthy(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  await waitFor(
    async () => {
      if (exitCode !== undefined) throw new Error(`the server exited with ${exitCode}:\n${server.output()}`);
      return isHealthy(server);
    },
    `the server answers /healthz with 200:\n${server.output()}`,
    timeoutMs,
  );
}

/** Whether a new connection to the port is refused (the server has stopped accepting). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

export function isRunning(pid: number): boolean {
  try {
    const state = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== undefined && state !== 'Z';
  } catch {
    return false;
  }
}

export function postmasterPid(dataDir: string): number | undefined {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
}

/** Signs up an account and returns its session cookie. */
export async function signUp(server: ServerProcess, email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'a sturdy passphrase 12', timezone: 'UTC' }),
  });
  if (response.status !== 201 && response.status !== 200) throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tf_session='));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0];
}

export interface HeldRequest {
  /** Resolves once the server has read the request's headers (it answered 100 Continue). */
  accepted: Promise<void>;
  /** Sends the body. */
  send(): void;
  response: Promise<{ status: number; body: string }>;
}

/** A POST whose body waits until send(): a request provably in flight for as long as the caller likes. */
export function heldRequest(server: ServerProcess, urlPath: string, cookie: string, body: unknown): HeldRequest {
  const payload = JSON.stringify(body);
  const request = http.request({
    host: '127.0.0.1',
    port: server.port,
    path: urlPath,
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), cookie, expect: '100-continue' },
  });
  const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.once('response', (res) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data }));
    });
    request.once('error', reject);
  });
  response.catch(() => {});
  request.flushHeaders();
  return { accepted, send: () => request.end(payload), response };
}

export async function createRelationship(server: ServerProcess, cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/api/relationships`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ name: 'Ada Lovelace', initials: 'AL' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * Concurrent writers logging interactions (each one a transaction) until stop(). Keeps the notes of every write
 * the server acknowledged; a 503 (database unavailable) is allowed, any other answer or a dropped connection is not.
 */
export function writeStream(server: ServerProcess, cookie: string, relationshipId: string, writers = 6) {
  const acknowledged: string[] = [];
  const unexpected: string[] = [];
  let stopped = false;
  let count = 0;
  const loops = Array.from({ length: writers }, async (_, writer) => {
    while (!stopped) {
      const notes = `w${writer}-${count++}`;
      try {
        const response = await fetch(`${server.url}/api/relationships/${relationshipId}/interactions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ date: '2025-03-01', type: 'call', notes }),
        });
        const text = await response.text();
        if (response.status === 201) acknowledged.push(notes);
        else if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 20));
        else unexpected.push(`${response.status} ${text}`);
      } catch (error) {
        unexpected.push(String(error));
        return;
      }
    }
  });
  return {
    acknowledged,
    unexpected,
    /** Resolves once `more` further writes are acknowledged. */
    progress: (more: number, what: string) => {
      const target = acknowledged.length + more;
      return waitFor(() => acknowledged.length >= target || unexpected.length > 0, what);
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/**
 * SIGTERM with 20 writes in flight: the server has read all their headers; half send their body as the signal
 * goes out, the other half only once the server refuses new connections. Every one must be answered 201.
 */
export async function sigtermWithRequestsInFlight(server: ServerProcess, cookie: string, relationshipId: string): Promise<string[]> {
  const notes = Array.from({ length: 20 }, (_, i) => `held-${i}`);
  const held = notes.map((n) =>
    heldRequest(server, `/api/relationships/${relationshipId}/interactions`, cookie, { date: '2025-03-02', type: 'meeting', notes: n }),
  );
  await Promise.all(held.map((request) => request.accepted));
  for (const request of held.slice(0, 10)) request.send();
  server.child.kill('SIGTERM');
  await waitFor(() => refusesConnections(server.port), 'the server stops accepting connections');
  for (const request of held.slice(10)) request.send();
  const responses = await Promise.all(held.map((request) => request.response));
  expect(responses.map((response) => response.status)).toEqual(notes.map(() => 201));
  expect(await server.exited, server.output()).toBe(0);
  return notes;
}

/** The peak resident set of a process since it started or since `resetPeakRss`, in MB. */
export function peakRssMb(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM:'));
  return Number(line?.match(/(\d+)/)?.[1]) / 1024;
}

/**
 * Starts the peak resident set over from the current one, so a later `peakRssMb` measures one piece of work and not
 * start-up or an earlier test (Linux clear_refs "5").
 */
export function resetPeakRss(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}
