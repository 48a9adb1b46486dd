import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, runMigrations } from '../src/server/db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/server/db/embedded.js';
import { isHeldOut, readCases } from '../src/server/test/assistant-eval/cases.js';
import { report, runCases, silentWrongOf } from '../src/server/test/assistant-eval/runner.js';
import { WORLD_NOW, worldNotes } from '../src/server/test/assistant-eval/world.js';

const USAGE = `npm run eval:assistant -- <cases.json>… [--details] [--debug-harness] [--only id,id] [--concurrency n]

Runs each case in a fresh copy of the evaluation world through the real chat route and prints the pass rate per
family, and on a line of its own the silent wrong changes (a change before any yes that differs from the expected
effect). --details lists each failing case for a tuning set; a held-out set (heldout-*.json) shows only its rates
unless --debug-harness is given, to check the harness itself. Exits 1 when any set made a silent wrong change.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    details: { type: 'boolean', default: false },
    'debug-harness': { type: 'boolean', default: false },
    only: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || positionals.length === 0) {
  console.log(USAGE);
  process.exit(positionals.length === 0 && !values.help ? 1 : 0);
}

let embedded: EmbeddedDatabase | undefined;
let workDir: string | undefined;
let adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-eval-'));
  fs.chmodSync(workDir, 0o755);
  embedded = await startEmbeddedPostgres(path.join(workDir, 'postgres'));
  adminUrl = embedded.url;
}
const name = `tf_eval_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const database = openDatabase(url.toString(), 8);
let failed = false;
let silent = 0;
try {
  await runMigrations(database.db);
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: workDir ?? os.tmpdir(), LOG_LEVEL: 'silent' }),
    db: database.db,
    sessionSecret: 'eval-secret-eval-secret-eval-secret-0000',
    now: () => WORLD_NOW,
    authAttemptsPerIp: 100_000,
    aiCallsPerMinute: 100_000,
  });
  await app.ready();
  const only = values.only ? new Set(values.only.split(',')) : undefined;
  for (const file of positionals) {
    const heldOut = isHeldOut(file);
    const cases = readCases(file).filter((c) => !only || only.has(c.id));
    const results = await runCases(app, cases, Number(values.concurrency));
    const details = heldOut ? values['debug-harness'] : values.details || values['debug-harness'];
    console.log(report(`${path.basename(file)}${heldOut ? ' (held out)' : ''}`, results, details));
    silent += silentWrongOf(results).length;
    for (const note of worldNotes) console.log(`  note: ${note}`);
  }
  await app.close();
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await embedded?.stop();
  if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
}
process.exit(failed || silent > 0 ? 1 : 0);
