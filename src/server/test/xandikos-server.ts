import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Debian's Xandikos on loopback for tests: a git-backed CalDAV server, another implementation than Radicale. It has
 * no accounts of its own (it expects a proxy in front), so any username and password reach the one user's calendar.
 */
export interface XandikosServer {
  url: string;
  /** The calendar `--defaults` creates. */
  calendarUrl: string;
  deleteEvent(url: string): Promise<number>;
  putEvent(url: string, ics: string, etag?: string): Promise<Response>;
  getEvent(url: string): Promise<{ status: number; body: string; etag: string | null }>;
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

export async function startXandikos(): Promise<XandikosServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-xandikos-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  let output = '';
  const child: ChildProcess = spawn('xandikos', ['--defaults', '-d', dir, '-l', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`xandikos exited with ${child.exitCode}: ${output}`);
    if (i > 200) throw new Error(`xandikos did not start: ${output}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(500) });
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    calendarUrl: `${url}user/calendars/calendar/`,
    async deleteEvent(eventUrl) {
      return (await fetch(eventUrl, { method: 'DELETE' })).status;
    },
    async putEvent(eventUrl, ics, etag) {
      return fetch(eventUrl, { method: 'PUT', headers: { 'content-type': 'text/calendar; charset=utf-8', ...(etag ? { 'if-match': etag } : {}) }, body: ics });
    },
    async getEvent(eventUrl) {
      const response = await fetch(eventUrl);
      return { status: response.status, body: await response.text(), etag: response.headers.get('etag') };
    },
    async close() {
      if (child.exitCode === null) {
        await new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        });
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
