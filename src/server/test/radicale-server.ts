import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's Radicale on loopback for tests: plain-text htpasswd users, storage in a temp folder. */
export interface RadicaleServer {
  url: string;
  port: number;
  dir: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  makeCalendar(user: string, password: string, slug: string, displayName: string): Promise<string>;
  putEvent(user: string, password: string, url: string, ics: string, etag?: string): Promise<Response>;
  getEvent(user: string, password: string, url: string): Promise<{ status: number; body: string; etag: string | null }>;
  deleteEvent(user: string, password: string, url: string): Promise<number>;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 200; i += 1) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}: ${log()}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`radicale did not start: ${log()}`);
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

export async function startRadicale(users: Record<string, string>): Promise<RadicaleServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-radicale-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  fs.writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([u, p]) => `${u}:${p}`)
      .join('\n') + '\n',
  );
  const config = path.join(dir, 'config');
  fs.writeFileSync(
    config,
    [
      '[server]',
      `hosts = 127.0.0.1:${port}`,
      '[auth]',
      'type = htpasswd',
      `htpasswd_filename = ${path.join(dir, 'users')}`,
      'htpasswd_encryption = plain',
      'delay = 0',
      '[rights]',
      'type = owner_only',
      '[storage]',
      `filesystem_folder = ${path.join(dir, 'collections')}`,
      '[web]',
      'type = none',
      '[logging]',
      'level = warning',
      '',
    ].join('\n'),
  );

  let child: ChildProcess | undefined;
  let output = '';
  const python = fs.existsSync('/usr/bin/python3') ? '/usr/bin/python3' : 'python3';

  const server: RadicaleServer = {
    url,
    port,
    dir,
    async start() {
      if (child) return;
      output = '';
      const proc = spawn(python, ['-m', 'radicale', '--config', config], { stdio: ['ignore', 'pipe', 'pipe'] });
      proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
      proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
      child = proc;
      await waitUntilUp(url, proc, () => output);
    },
    async stop() {
      const proc = child;
      child = undefined;
      if (!proc || proc.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
      });
    },
    async makeCalendar(user, password, slug, displayName) {
      const calendarUrl = `${url}${user}/${slug}/`;
      await fetch(`${url}${user}/`, { method: 'PROPFIND', headers: { authorization: basic(user, password), depth: '0' } });
      const response = await fetch(calendarUrl, {
        method: 'MKCALENDAR',
        headers: { authorization: basic(user, password), 'content-type': 'application/xml' },
        body: `<?xml version="1.0" encoding="utf-8"?><C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav"><D:set><D:prop><D:displayname>${displayName}</D:displayname></D:prop></D:set></C:mkcalendar>`,
      });
      if (response.status !== 201) throw new Error(`MKCALENDAR answered ${response.status}: ${await response.text()}`);
      return calendarUrl;
    },
    async putEvent(user, password, eventUrl, ics, etag) {
      return fetch(eventUrl, {
        method: 'PUT',
        headers: { authorization: basic(user, password), 'content-type': 'text/calendar; charset=utf-8', ...(etag ? { 'if-match': etag } : {}) },
        body: ics,
      });
    },
    async getEvent(user, password, eventUrl) {
      const response = await fetch(eventUrl, { headers: { authorization: basic(user, password) } });
      return { status: response.status, body: await response.text(), etag: response.headers.get('etag') };
    },
    async deleteEvent(user, password, eventUrl) {
      return (await fetch(eventUrl, { method: 'DELETE', headers: { authorization: basic(user, password) } })).status;
    },
    async close() {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
