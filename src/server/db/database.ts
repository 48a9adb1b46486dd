import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** Told of every lost connection; the request that used it fails and the pool opens a new one when asked. */
  onConnectionError?: (error: Error) => void;
}

// Dates stay yyyy-MM-dd strings, never shifted through a JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** How long closing waits for connections still in use before it ends them. */
const CLOSE_GRACE_MS = 3_000;

export function openDatabase(url: string, poolSize = 10, options: DatabaseOptions = {}): Database {
  // Opening a connection (TCP and SCRAM) costs several milliseconds: an idle one is kept for minutes, not pg's 10 s,
  // so a call that reads several tables at once after a quiet spell does not wait for new ones.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, keepAlive: true, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 300_000 });
  // A connection the server ends emits `error` on its client, idle or checked out (a transaction between two
  // statements); without a listener that would end the process. The pool re-emits the idle ones.
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.on('error', (error) => options.onConnectionError?.(error));
    client.once('end', () => open.delete(client));
  });
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  // pool.end() resolves once every connection is told to end; the server may be stopped only once they have.
  // A second close (two signals, say) waits for the first.
  let closing: Promise<void> | undefined;
  async function end(): Promise<void> {
    const ending = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
    const ended = (async () => {
      await pool.end();
      await Promise.all(ending);
      return true;
    })();
    const late = new Promise<false>((resolve) => setTimeout(() => resolve(false), CLOSE_GRACE_MS).unref());
    if (await Promise.race([ended, late])) return;
    // A connection still held (a query the database never answered) is ended here rather than waited for.
    await Promise.all([...open].map((client) => client.end().catch(() => {})));
  }
  return {
    db,
    pool,
    close: () => (closing ??= end()),
  };
}

/** Advisory lock keys of this app's own ("twelvefold" in ASCII, truncated to a bigint, and the next ones). */
export const LOCKS = { migrations: 0x7477656c7665666fn, jobQueueSetup: 0x7477656c76656670n } as const;

/**
 * Runs fn while holding a session-level advisory lock on a connection of its own: instances starting together on
 * one database take turns at set-up work that is not safe to run twice at once.
 */
export async function withAdvisoryLock<T>(db: Db, key: bigint, fn: () => Promise<T>): Promise<T> {
  const lock = await db.$client.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [key.toString()]);
    try {
      return await fn();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [key.toString()]);
    }
  } finally {
    lock.release();
  }
}

/** Applies the migrations not yet applied; a second instance starting at once finds the work done. */
export async function runMigrations(db: Db): Promise<void> {
  await withAdvisoryLock(db, LOCKS.migrations, () => migrate(db, { migrationsFolder }));
}
