import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, runMigrations } from '../src/server/db/database.js';
import { startEmbeddedPostgres } from '../src/server/db/embedded.js';
import { GOOGLE_TEST_CLIENT, googleUrlsAt } from '../src/server/test/google-calendar-server.js';
import { MICROSOFT_TEST_CLIENT, microsoftUrlsAt } from '../src/server/test/microsoft-graph-server.js';

/** Starts the real app on a fresh embedded database for Playwright, with its own build of the web app. */
const port = Number(process.env.E2E_PORT ?? 3210);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `twelvefold-e2e-${port}-`));
fs.chmodSync(workDir, 0o755);
const webRoot = path.join(workDir, 'web');
execFileSync('npx', ['tsx', 'scripts/build-web.ts', webRoot], { stdio: 'inherit' });

const embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
const database = openDatabase(embedded.url);
await runMigrations(database.db);
// The calendar tests run CalDAV and feed servers on this machine, the Google Calendar test a server implementing
// Google's calls on the next port, and the Outlook test one implementing Microsoft Graph's on the port after.
const config = loadConfig({
  DATA_DIR: workDir,
  LOG_LEVEL: 'warn',
  CALDAV_ALLOW_PRIVATE: 'true',
  GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.clientSecret,
  MICROSOFT_CLIENT_ID: MICROSOFT_TEST_CLIENT.clientId,
  MICROSOFT_CLIENT_SECRET: MICROSOFT_TEST_CLIENT.clientSecret,
});
const app = await buildApp({
  config,
  db: database.db,
  sessionSecret: 'e2e-secret-e2e-secret-e2e-secret-000',
  webRoot,
  authAttemptsPerIp: 10_000,
  runJobs: true,
  checkResponses: true,
  calendarProviderUrls: {
    google: googleUrlsAt(`http://127.0.0.1:${port + 1}`),
    microsoft: microsoftUrlsAt(`http://127.0.0.1:${port + 2}`),
  },
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`e2e server on http://127.0.0.1:${port}`);

const stop = async () => {
  await app.close();
  await database.close();
  await embedded.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
