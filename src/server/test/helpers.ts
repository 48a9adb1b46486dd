import { afterAll, beforeAll, inject } from 'vitest';
import pg from 'pg';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';

export interface TestDatabase extends Database {
  name: string;
}

/** A fresh database cloned from the migrated template; dropped by close(). */
export async function createTestDb(): Promise<TestDatabase> {
  const adminUrl = inject('dbAdminUrl');
  const template = inject('dbTemplate');
  const parentPid = template.replace('tf_template_', '');
  const name = `tf_test_${parentPid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString(), 4);
  return {
    ...database,
    name,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: '/tmp/twelvefold-unused', LOG_LEVEL: 'silent', BACKUP_SCHEDULE: 'off', ...env });
}

export interface TestContext {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  /** Another app's database: two instances on one PostgreSQL. Closing this app leaves it in place. */
  database?: TestDatabase;
  /** Run the job queue's workers and schedule in this instance (polling every 0.5 s). */
  runJobs?: boolean;
  /** A built web app to serve, as in production. */
  webRoot?: string;
  /** Addresses calendar fetches reach although private (the test's own feed server on 127.0.0.1). */
  trustedCalendarAddresses?: readonly string[];
  /** Where the calendar providers are reached: a local server implementing their published calls. */
  calendarProviderUrls?: AppDeps['calendarProviderUrls'];
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await createTestDb());
  const app = await buildApp({
    config: testConfig(options.env),
    db: database.db,
    sessionSecret: 'test-secret-test-secret-test-secret-0000',
    now: options.now,
    runJobs: options.runJobs,
    jobPollingIntervalSeconds: 0.5,
    webRoot: options.webRoot,
    checkResponses: true,
    trustedCalendarAddresses: options.trustedCalendarAddresses,
    calendarProviderUrls: options.calendarProviderUrls,
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

/**
 * The app a file of route tests shares: built (on a fresh database) before the file's tests and closed after them.
 * Read `app` and `database` inside tests and hooks, once it is built. Options that depend on a server a test file
 * starts first (an OpenID provider's address) are given as a function, read when the app is built.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestContext {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await createTestApp(typeof options === 'function' ? options() : options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the test app is built in beforeAll: read it inside a test or hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    close: () => current().close(),
  };
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'tf_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `tf_session=${cookie.value}`;
}

/** A signed-up account: its session cookie, id and email. */
export type TestUser = Awaited<ReturnType<typeof signUpUser>>;

let counter = 0;
/** Signs up a new built-in account and returns its session cookie and user id. */
export async function signUpUser(app: FastifyInstance, overrides: { email?: string; timezone?: string } = {}) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: `10.1.${Math.floor(counter / 250) % 250}.${counter % 250}`,
    payload: { email, password: 'a sturdy passphrase 12', timezone: overrides.timezone ?? 'UTC' },
  });
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookie(response), id: response.json<{ id: string }>().id, email };
}
