import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { registerErrorHandler } from '../plugins/error-handler.js';
import { isConnectionError } from './connection-errors.js';

const pgError = (code: string, message = 'failed') => Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isConnectionError', () => {
  it('finds a lost or refused connection anywhere in the cause chain', () => {
    expect(
      isConnectionError(new DrizzleQueryError('insert into "x" values ($1)', ['v'], pgError('57P01', 'terminating connection due to administrator command'))),
    ).toBe(true);
    expect(isConnectionError(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isConnectionError(pgError('08006'))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isConnectionError(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]))).toBe(true);
  });

  it('leaves refused queries and calls to other services alone', () => {
    expect(isConnectionError(new DrizzleQueryError('insert into "x" values ($1)', ['v'], pgError('23505')))).toBe(false);
    expect(isConnectionError(new TypeError('fetch failed', { cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) }))).toBe(false);
    expect(isConnectionError('ECONNREFUSED')).toBe(false);
  });
});

describe('the error handler', () => {
  it('answers a lost database connection with 503 and a message, other failures with 500', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/lost', async () => {
      throw new DrizzleQueryError('select 1', [], pgError('57P01', 'terminating connection due to administrator command'));
    });
    app.get('/broken', async () => {
      throw new DrizzleQueryError('select 1', [], pgError('42703', 'column "x" does not exist'));
    });
    const lost = await app.inject({ method: 'GET', url: '/lost' });
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual({ message: expect.stringMatching(/database is unavailable/) });
    expect(lost.headers['retry-after']).toBe('1');
    const broken = await app.inject({ method: 'GET', url: '/broken' });
    expect(broken.statusCode).toBe(500);
    await app.close();
  });
});
