import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, runMigrations } from '../db/database.js';
import { acquireDataDirLock, DataDirLockedError, runningEmbeddedUrl, startEmbeddedPostgres } from '../db/embedded.js';
import { CliError, type CliDatabase } from './command.js';

/**
 * DATABASE_URL when set. Otherwise the embedded database of DATA_DIR: a running server's (found through its
 * postmaster.pid), or started for the command under the DATA_DIR lock, migrated, and stopped when it closes.
 */
export async function openCliDatabase(config: Config): Promise<CliDatabase> {
  if (config.databaseUrl) {
    const database = openDatabase(config.databaseUrl, 2);
    return { db: database.db, url: config.databaseUrl, embedded: false, appRunning: false, close: database.close };
  }
  const clusterDir = path.join(config.dataDir, 'postgres');
  let releaseLock: () => void;
  try {
    releaseLock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const url = runningEmbeddedUrl(clusterDir);
    if (!url) throw new CliError(`${error.message.split('. ')[0]}, but its database is not running yet. Try again in a moment.`);
    const database = openDatabase(url, 2);
    return { db: database.db, url, embedded: true, appRunning: true, close: database.close };
  }
  try {
    const embedded = await startEmbeddedPostgres(clusterDir);
    const database = openDatabase(embedded.url, 2);
    try {
      await runMigrations(database.db);
    } catch (error) {
      await database.close();
      await embedded.stop();
      throw error;
    }
    return {
      db: database.db,
      url: embedded.url,
      embedded: true,
      appRunning: false,
      async close() {
        await database.close();
        await embedded.stop();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
