import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { signed, signer } from './backup-signature.js';
import { bundledPgDump } from './bundled-pg-dump.js';

/**
 * Plain SQL that a restore runs in one transaction (multi-row INSERTs rather than COPY, which needs psql), without
 * owners or grants so it restores under another role too, and without the job queue's schema (work in flight is
 * not data). Any psql restores it as well.
 */
export const DUMP_ARGS = ['--no-owner', '--no-privileges', '--exclude-schema=pgboss', '--rows-per-insert=100', '--quote-all-identifiers'];

export type Dumper = 'bundled' | 'path';

export interface DumpResult {
  dumper: Dumper;
  sizeBytes: number;
}

/** The password goes through the environment, not the command line that `ps` shows. */
function splitPassword(url: string): { url: string; password?: string } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : undefined;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

async function pathPgDump(url: string, file: string, key: Buffer): Promise<void> {
  const { url: withoutPassword, password } = splitPassword(url);
  const child = spawn('pg_dump', [...DUMP_ARGS, '--dbname', withoutPassword], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code ?? 1));
  });
  await pipeline(child.stdout, signer(key), zlib.createGzip(), fs.createWriteStream(file, { mode: 0o600 }));
  const code = await exited;
  if (code !== 0) throw new Error(`pg_dump failed (exit ${code}): ${stderr.trim()}`);
}

async function pgDumpOnPath(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('pg_dump', ['--version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

/**
 * Writes a gzip-compressed plain SQL dump of the database at url to file, signed with `key` (see backup-signature.ts). The embedded database (PostgreSQL 18,
 * whose package ships no pg_dump) is dumped by the bundled pg_dump 18; an external one by the pg_dump on the
 * PATH when there is one that accepts the server's version, else by the bundled one (servers up to 18, no TLS).
 */
export async function writeDump(url: string, file: string, options: { embedded: boolean; key: Buffer }): Promise<DumpResult> {
  const partial = `${file}.partial`;
  let dumper: Dumper = options.embedded || !(await pgDumpOnPath()) ? 'bundled' : 'path';
  try {
    if (dumper === 'path') {
      try {
        await pathPgDump(url, partial, options.key);
      } catch (error) {
        if (!/server version mismatch/.test((error as Error).message)) throw error;
        dumper = 'bundled';
      }
    }
    if (dumper === 'bundled') fs.writeFileSync(partial, zlib.gzipSync(signed(options.key, Buffer.from(await bundledPgDump(url, DUMP_ARGS)))), { mode: 0o600 });
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { dumper, sizeBytes: fs.statSync(file).size };
}
