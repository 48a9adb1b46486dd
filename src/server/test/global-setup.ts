import type { TestProject } from 'vitest/node';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, runMigrations } from '../db/database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { createJobQueue } from '../jobs/job-queue.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbAdminUrl: string;
    dbTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when given (CI runs it against Debian's PostgreSQL 15),
 * else an embedded server in a temporary folder. Migrations are applied once to a template database; each test
 * file clones it into a database of its own. The job queue's schema is installed in the template too.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let tmpDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'twelvefold-test-'));
    fs.chmodSync(tmpDir, 0o755);
    embedded = await startEmbeddedPostgres(path.join(tmpDir, 'postgres'));
    adminUrl = embedded.url;
  }
  // One template per project that asks for the database: two projects' setups never touch each other's.
  const template = `tf_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  const database = openDatabase(url.toString(), 2);
  await runMigrations(database.db);
  // The job queue's own tables, installed once here rather than by every test app.
  const jobs = createJobQueue(database.db, { work: false });
  await jobs.start();
  await jobs.stop();
  await database.close();

  project.provide('dbAdminUrl', adminUrl);
  project.provide('dbTemplate', template);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'tf_test_${process.pid}_%' or datname = $1`, [
      template,
    ]);
    for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  };
}
