import 'dotenv/config';
import path from 'node:path';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from './config.js';
import { acquireDataDirLock, DataDirLockedError, startEmbeddedPostgres } from './db/embedded.js';
import { serializeError } from './error-log.js';
import { closeGracefully } from './graceful-close.js';

/** How long requests in flight may take to finish after SIGTERM or SIGINT. */
const DRAIN_MS = 10_000;
/** After this, a shutdown that has not finished exits with code 1. */
const SHUTDOWN_MS = DRAIN_MS + 20_000;

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The app's modules, loaded while PostgreSQL starts: a warm start is mostly module loading. */
async function loadApp() {
  const [app, database, web, secrets] = await Promise.all([
    import('./app.js'),
    import('./db/database.js'),
    import('./plugins/web.js'),
    import('./secrets.js'),
    import('./features/push/vapid-keys.js'),
  ]).then(([app, database, web, secrets, vapid]) => [app, database, web, { ...secrets, ...vapid }] as const);
  return { ...app, ...database, ...web, ...secrets };
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = pino({ level: config.logLevel, serializers: { err: serializeError } });
  /** Undone in reverse order on shutdown. */
  const steps: Array<{ name: string; run: () => Promise<void> | void }> = [];
  const undo = async () => {
    for (const step of steps.reverse()) {
      try {
        await step.run();
        logger.debug(`closed: ${step.name}`);
      } catch (error) {
        logger.error({ err: error }, `closing ${step.name} failed`);
      }
    }
    steps.length = 0;
  };

  const start = async () => {
    const modules = loadApp();
    modules.catch(() => {});
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl) {
      steps.push({ name: 'data directory lock', run: acquireDataDirLock(config.dataDir) });
      const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), logger);
      steps.push({ name: 'embedded PostgreSQL', run: () => embedded.stop() });
      databaseUrl = embedded.url;
      logger.info(`Embedded PostgreSQL running from ${config.dataDir}`);
    }
    const { buildApp, openDatabase, runMigrations, findWebRoot, resolveSessionSecret, verifySessionSecret, resolveVapidKeys } = await modules;
    const database = openDatabase(databaseUrl, 10, { onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost') });
    steps.push({ name: 'database pool', run: () => database.close() });
    await runMigrations(database.db);
    const sessionSecret = resolveSessionSecret(config.dataDir, config.sessionSecret);
    await verifySessionSecret(database.db, sessionSecret);

    const webRoot = findWebRoot();
    if (!webRoot) logger.warn('No built web app found (run `npm run build`); serving the API only');
    const app = await buildApp({
      config,
      db: database.db,
      sessionSecret,
      vapid: resolveVapidKeys(config),
      logger,
      webRoot,
      runJobs: true,
    });
    steps.push({ name: 'HTTP server and app', run: closeGracefully(app, DRAIN_MS) });
    await app.listen({ port: config.port, host: config.host });
    logger.info(`Twelvefold is ready at ${config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`}`);
  };

  const started = start();
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} received again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    setTimeout(() => {
      logger.error('shutdown did not finish in time');
      process.exit(1);
    }, SHUTDOWN_MS).unref();
    await started.catch(() => {});
    await undo();
    process.exit(0);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));

  try {
    await started;
  } catch (error) {
    if (error instanceof DataDirLockedError || (error instanceof Error && error.name === 'SessionSecretMismatchError')) logger.error(error.message);
    else logger.error({ err: error }, 'Twelvefold could not start');
    if (stopping) return;
    await undo();
    process.exit(1);
  }
}

void main();
