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
  close(): Promise<void>;
}

// Dates stay yyyy-MM-dd strings, never shifted through a JS Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openDatabase(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    /* idle client errors are surfaced on the next query */
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
