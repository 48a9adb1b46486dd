import 'dotenv/config';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase, runMigrations } from './db/database.js';
import { acquireDataDirLock, DataDirLockedError, startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { findWebRoot } from './plugins/web.js';
import { resolveSessionSecret, SessionSecretMismatchError, verifySessionSecret } from './secrets.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = pino({ level: config.logLevel });
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch (error) {
        logger.error({ err: error }, 'shutdown step failed');
      }
    }
    cleanups.length = 0;
  };

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      cleanups.push(acquireDataDirLock(config.dataDir));
      const embedded: EmbeddedDatabase = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), (msg) => logger.info(msg));
      cleanups.push(() => embedded.stop());
      databaseUrl = embedded.url;
      logger.info(`Embedded PostgreSQL running from ${config.dataDir}`);
    }
    const database = openDatabase(databaseUrl);
    cleanups.push(() => database.close());
    await runMigrations(database.db);
    const sessionSecret = resolveSessionSecret(config.dataDir, config.sessionSecret);
    await verifySessionSecret(database.db, sessionSecret);

    const webRoot = findWebRoot();
    if (!webRoot) logger.warn('No built web app found (run `npm run build`); serving the API only');
    const app = await buildApp({
      config,
      db: database.db,
      sessionSecret,
      logger,
      webRoot,
      runJobs: true,
    });
    cleanups.push(() => app.close());
    await app.listen({ port: config.port, host: config.host });
    logger.info(`Twelvefold is ready at ${config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`}`);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof SessionSecretMismatchError) {
      logger.error(error.message);
    } else {
      logger.error({ err: error }, 'Twelvefold could not start');
    }
    await cleanup();
    process.exit(1);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    void cleanup().then(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
