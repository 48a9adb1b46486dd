import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import zlib from 'node:zlib';
import pg from 'pg';
import { verified } from './backup-signature.js';
import { refusedStatement } from './dump-statements.js';

const HEADER = '-- PostgreSQL database dump';
const FOOTER = '-- PostgreSQL database dump complete';

export class RestoreFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreFileError';
  }
}

/**
 * The SQL of a backup (gzip-compressed or not), refused unless this instance wrote it (its signature under `key`, the
 * key in DATA_DIR), it is a whole plain-format pg_dump, and it holds nothing a restore must not run.
 */
export function readDump(file: string, key: Buffer | null): string {
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
  const head = bytes.subarray(0, 200).toString('utf8');
  if (!head.includes(HEADER)) throw new RestoreFileError(`${file} is not a plain SQL dump written by pg_dump or \`twelvefold backup\``);
  const dump = key && verified(key, bytes);
  if (!dump) {
    throw new RestoreFileError(
      `${file} was not written by this instance's \`twelvefold backup\` (or was changed since): its signature does not match the key in DATA_DIR, so nothing was restored`,
    );
  }
  const text = dump.toString('utf8');
  if (!text.trimEnd().slice(-200).includes(FOOTER)) throw new RestoreFileError(`${file} ends before the dump is complete; it cannot be restored`);
  // psql's \restrict guard lines (pg_dump 17.6+, 18): meaningful only to psql, and not SQL. The session's
  // transaction_timeout (pg_dump 17+) is unknown to PostgreSQL 15 and 16, and a restore runs without one anyway.
  const sqlText = text.replace(/^\\(?:un)?restrict\b.*$/gm, '').replace(/^SET transaction_timeout = 0;$/gm, '');
  const refused = refusedStatement(sqlText);
  if (refused) throw new RestoreFileError(`${file} holds ${refused}; nothing was restored`);
  return sqlText;
}

/** The schemas a dump creates (quoted as in the dump), which a restore replaces whole. */
export function schemasOf(sqlText: string): string[] {
  return [...sqlText.matchAll(/^CREATE SCHEMA ((?:"(?:[^"]|"")+")|[a-z_][a-z0-9_$]*);$/gm)].map((match) => match[1]);
}

const unquoted = (identifier: string) => identifier.replace(/^"|"$/g, '').replace(/""/g, '"');

/**
 * The login a restore runs the dump as: the configured role when it is no superuser; otherwise a role of its own,
 * no superuser, made the owner of the schemas the restore replaces (an owner may drop a schema with all in it) and
 * allowed to create schemas, with a fresh password that is taken away again after the restore.
 */
async function restoreLogin(admin: pg.Client, url: string, schemas: string[]): Promise<{ url: string; done: () => Promise<void> }> {
  const who = await admin.query<{ superuser: boolean; database: string }>(
    'select rolsuper as superuser, current_database() as database from pg_roles where rolname = current_user',
  );
  if (!who.rows[0]?.superuser) return { url, done: async () => {} };
  const role = `${who.rows[0].database.slice(0, 50)}_restore`;
  const password = randomBytes(24).toString('base64url');
  const statements = await admin.query<{ sql: string }>(
    `select format('create role %I', $1::text) as sql where not exists (select 1 from pg_roles where rolname = $1)
     union all select format('alter role %I login nosuperuser nocreatedb nocreaterole noreplication nobypassrls noinherit password %L', $1::text, $2::text)
     union all select format('grant create, connect on database %I to %I', current_database(), $1::text)
     union all select format('alter schema %I owner to %I', nspname, $1::text) from pg_namespace where nspname = any($3::text[])
     union all select format('grant select on public.backups to %I', $1::text) where to_regclass('public.backups') is not null`,
    [role, password, ['public', ...schemas.map(unquoted)]],
  );
  for (const { sql } of statements.rows) await admin.query(sql);
  const login = new URL(url);
  login.username = encodeURIComponent(role);
  login.password = encodeURIComponent(password);
  login.search = '';
  return {
    url: login.toString(),
    done: async () => {
      const off = await admin.query<{ sql: string }>("select format('alter role %I nologin password null', $1::text) as sql", [role]);
      await admin.query(off.rows[0].sql);
    },
  };
}

/**
 * Replaces the database's content with the dump's, in one transaction, as a role that is no superuser: the dump's
 * schemas and `public` are dropped and the dump runs; any failure leaves the database as it was. The log of backups
 * written survives, since the files it lists are still on disk. The job queue's schema is not touched.
 */
export async function restoreDump(url: string, sqlText: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => {});
  await admin.connect();
  try {
    const schemas = schemasOf(sqlText);
    const login = await restoreLogin(admin, url, schemas);
    try {
      await runRestore(login.url, sqlText, schemas);
    } finally {
      await login.done();
    }
  } finally {
    await admin.end().catch(() => {});
  }
}

async function runRestore(url: string, sqlText: string, schemas: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin');
    const log = await client.query<{ rows: string | null }>(
      "select case when to_regclass('public.backups') is null then null else (select coalesce(json_agg(b), '[]')::text from public.backups b) end as rows",
    );
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
