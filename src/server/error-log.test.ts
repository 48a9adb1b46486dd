import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app.js';
import { serializeError, describeQuery } from './error-log.js';
import { createTestDb, testConfig, type TestDatabase } from './test/helpers.js';

function memoryLogger(options: pino.LoggerOptions = {}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { logger: pino({ level: 'info', ...options }, stream), lines };
}

describe('a failing query in the logs', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const { logger, lines } = memoryLogger();

  beforeAll(async () => {
    database = await createTestDb();
    // Every sign-up insert now fails on PostgreSQL's side, with the row (email, password hash) in the error.
    await database.pool.query("alter table users add constraint users_no_blocked check (email not like 'blocked-%')");
    app = await buildApp({ config: testConfig(), db: database.db, sessionSecret: 'test-secret-test-secret-test-secret-0000', logger });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('names the statement, its table and the error code, never a bound parameter', async () => {
    const email = 'blocked-ada@example.com';
    const password = 'a sturdy passphrase 12';
    const response = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email, password, timezone: 'UTC' } });
    expect(response.statusCode).toBe(500);

    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure).toContain('insert into \\"users\\"');
    expect(failure).toContain('"code":"23514"');
    expect(failure).toContain('users_no_blocked');
    for (const line of lines) {
      expect(line).not.toContain('blocked-ada');
      expect(line).not.toContain('$argon2id');
      expect(line).not.toContain(password);
      expect(line).not.toContain('params');
      expect(line).not.toContain('Failing row');
    }
  });
});

describe('serializeError', () => {
  const pgError = Object.assign(new Error('invalid input syntax for type uuid: "secret-value"'), {
    code: '22P02',
    severity: 'ERROR',
    detail: 'Key (email)=(ada@example.com) already exists.',
    where: 'SQL function "f" statement 1',
  });
  const queryError = new DrizzleQueryError('select "id" from "users" where "email" = $1', ['ada@example.com', 'hunter2'], pgError);

  it('keeps neither the parameters nor the values PostgreSQL quotes, down the cause chain, in every logger', () => {
    const outer = new Error('sign-up failed', { cause: queryError });
    const { logger, lines } = memoryLogger({ serializers: { err: serializeError } });
    logger.error({ err: outer }, 'failed');
    const line = lines[0];
    expect(line).not.toMatch(/ada@example\.com|hunter2|secret-value|Key \(email\)/);
    const logged = JSON.parse(line) as { err: { message: string; cause: { message: string; type: string; cause: { code: string; message: string } } } };
    expect(logged.err.message).toBe('sign-up failed');
    expect(logged.err.cause.type).toBe('DrizzleQueryError');
    expect(logged.err.cause.message).toBe('Failed query: select from "users"');
    expect(logged.err.cause.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
  });

  it('survives a circular cause and is the same when applied twice', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    (a as Error & { cause: unknown }).cause = b;
    const once = serializeError(b);
    expect(once).toMatchObject({ message: 'b', cause: { message: 'a' } });
    expect(serializeError(once)).toEqual(once);
  });

  it('keeps identifiers PostgreSQL quotes', () => {
    const unique = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_unique',
      table: 'users',
      detail: 'Key (email)=(ada@example.com) already exists.',
    });
    expect(serializeError(unique)).toMatchObject({ message: 'duplicate key value violates unique constraint "users_email_unique"', table: 'users' });
    expect(JSON.stringify(serializeError(unique))).not.toContain('ada@example.com');
  });

  it('describes statements by kind and table', () => {
    expect(describeQuery('insert into "interactions" ("id") values ($1)')).toBe('insert into "interactions"');
    expect(describeQuery('update "goals" set "title" = $1')).toBe('update "goals"');
    expect(describeQuery('delete from "sessions" where "sid" = $1')).toBe('delete from "sessions"');
    expect(describeQuery('select "a" from "time_blocks" where "user_id" = $1')).toBe('select from "time_blocks"');
    expect(describeQuery('begin')).toBe('begin');
  });
});
