import fs from 'node:fs';
import zlib from 'node:zlib';
import pg from 'pg';

const HEADER = '-- PostgreSQL database dump';
const FOOTER = '-- PostgreSQL database dump complete';

export class RestoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreFileError';
  }
}

/** The SQL of a backup (gzip-compressed or not), refused unless it is a whole plain-format pg_dump. */
export function readDump(file: string): string {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (error) {
    throw new RestoreFileError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      bytes = zlib.gunzipSync(bytes);
    } catch {
      throw new RestoreFileError(`${file} is not a readable gzip file (it may be cut short)`);
    }
  }
  const text = bytes.toString('utf8');
  if (!text.slice(0, 200).includes(HEADER)) throw new RestoreFileError(`${file} is not a plain SQL dump written by pg_dump or \`twelvefold backup\``);
  if (!text.trimEnd().slice(-200).includes(FOOTER)) throw new RestoreFileError(`${file} ends before the dump is complete; it cannot be restored`);
  // psql's \restrict guard lines (pg_dump 17.6+, 18): meaningful only to psql, and not SQL. The session's
  // transaction_timeout (pg_dump 17+) is unknown to PostgreSQL 15 and 16, and a restore runs without one anyway.
  return text.replace(/^\\(?:un)?restrict\b.*$/gm, '').replace(/^SET transaction_timeout = 0;$/gm, '');
}

/** The schemas a dump creates (quoted as in the dump), which a restore replaces whole. */
export function schemasOf(sqlText: string): string[] {
  return [...sqlText.matchAll(/^CREATE SCHEMA ((?:"(?:[^"]|"")+")|[a-z_][a-z0-9_$]*);$/gm)].map((match) => match[1]!);
}

const unquoted = (identifier: string) => identifier.replace(/^"|"$/g, '').replace(/""/g, '"');

/**
 * Replaces the database's content with the dump's, in one transaction: the dump's schemas and `public` are
 * dropped and the dump runs; any failure leaves the database as it was. The log of backups written survives,
 * since the files it lists are still on disk. The job queue's schema is not touched.
 */
export async function restoreDump(url: string, sqlText: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin');
    const log = await client.query<{ rows: string | null }>(
      "select case when to_regclass('public.backups') is null then null else (select coalesce(json_agg(b), '[]')::text from public.backups b) end as rows",
    );
    const schemas = schemasOf(sqlText);
    for (const schema of schemas) await client.query(`drop schema if exists ${schema} cascade`);
    if (!schemas.some((schema) => unquoted(schema) === 'public')) await client.query('drop schema if exists public cascade; create schema public');
    await client.query(sqlText);
    await client.query('reset search_path');
    const savedLog = log.rows[0]?.rows;
    const table = await client.query<{ present: boolean }>("select to_regclass('public.backups') is not null as present");
    if (savedLog && table.rows[0]?.present) {
      await client.query('delete from public.backups');
      await client.query('insert into public.backups select * from json_populate_recordset(null::public.backups, $1::json)', [savedLog]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
