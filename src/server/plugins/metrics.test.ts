import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_JOB } from '../features/backups/index.js';
import { createTestApp, eventually, type TestContext } from '../test/helpers.js';

const TOKEN = 'a-metrics-token-of-some-length';

/**
 * Every sample line of a name with all its labels. The parser folds the series of a labelled histogram into one,
 * so the histogram's lines are also read as untyped samples: `_bucket`, `_count` and `_sum` become families of
 * their own, one for each run of lines.
 */
function samples(text: string, name: string) {
  const untyped = parsePrometheusTextFormat(text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped'));
  return untyped.filter((family) => family.name === name).flatMap((family) => family.metrics);
}

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx.close());

  const scrape = async (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers });
  const families = async () => {
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return Object.assign(new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family])), { text: response.body });
  };

  it('answers loopback peers and the token, and is not there for anyone else', async () => {
    expect((await scrape({ remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '::ffff:127.0.0.1' })).statusCode).toBe(200);
    const outsider = await scrape({ remoteAddress: '203.0.113.9' });
    expect(outsider.statusCode).toBe(404);
    expect(outsider.json()).toEqual({ message: 'Route GET /metrics not found' });
    expect((await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(404);
    expect((await scrape({ headers: { authorization: 'Bearer nope' } })).statusCode).toBe(404);
    // A proxy on this machine forwarding someone else's request.
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
  });

  it('times requests by route and status and counts statuses', async () => {
    await ctx.app.inject({ method: 'GET', url: '/healthz' });
    await ctx.app.inject({ method: 'GET', url: '/api/goals' });
    await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' });
    const metrics = await families();
    expect(metrics.get('http_request_duration_seconds')!.type).toBe('HISTOGRAM');
    const value = (suffix: string, route: string, status: string, le?: string) =>
      Number(
        samples(metrics.text, `http_request_duration_seconds_${suffix}`).find(
          (m) => m.labels?.route === route && m.labels?.status_code === status && m.labels?.method === 'GET' && m.labels?.le === le,
        )?.value,
      );
    expect(value('count', '/healthz', '200')).toBeGreaterThanOrEqual(1);
    expect(value('count', '/api/goals', '401')).toBe(1);
    // An unknown path is one series, not one per address a scanner tries.
    expect(value('count', 'unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(value('bucket', '/healthz', '200', '+Inf')).toBe(value('count', '/healthz', '200'));
    expect(value('sum', '/healthz', '200')).toBeGreaterThan(0);
    const responses = metrics.get('http_responses_total')!;
    expect(responses.type).toBe('COUNTER');
    expect(Number(responses.metrics.find((m) => m.labels?.status_code === '401')?.value)).toBeGreaterThanOrEqual(1);
  });

  it('reports the pool, the queue and the age of the last backup', async () => {
    await ctx.app.jobs.send(BACKUP_JOB, {});
    let metrics = await families();
    const pool = metrics.get('db_pool_connections')!;
    expect(pool.metrics.map((m) => m.labels?.state).sort()).toEqual(['idle', 'total', 'waiting']);
    expect(Number(pool.metrics.find((m) => m.labels?.state === 'total')?.value)).toBeGreaterThanOrEqual(1);
    expect(Number(metrics.get('db_pool_max_connections')!.metrics[0].value)).toBe(4);
    const queued = metrics.get('job_queue_jobs')!.metrics.find((m) => m.labels?.queue === BACKUP_JOB && m.labels?.state === 'created');
    expect(Number(queued?.value)).toBe(1);
    expect(metrics.get('twelvefold_last_backup_age_seconds')!.metrics).toEqual([]);

    await ctx.database.db.execute(
      sql`insert into backups (file_name, size_bytes, trigger, created_at) values ('b.sql.gz', 10, 'command', now() - interval '1 hour')`,
    );
    metrics = await families();
    const age = metrics.get('twelvefold_last_backup_age_seconds')!.metrics[0];
    expect(age.labels).toEqual({ trigger: 'command' });
    expect(Number(age.value)).toBeGreaterThanOrEqual(3600);
    expect(Number(age.value)).toBeLessThan(3700);
  });

  it('counts the job runs that fail', async () => {
    // A file where the backup directory should be: every backup run fails.
    const notADirectory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tf-metrics-')), 'file');
    fs.writeFileSync(notADirectory, '');
    const worker = await createTestApp({ database: ctx.database, runJobs: true, env: { BACKUP_DIR: notADirectory } });
    try {
      await worker.app.jobs.send(BACKUP_JOB, {});
      const failures = async () => {
        const response = await worker.app.inject({ method: 'GET', url: '/metrics' });
        const family = parsePrometheusTextFormat(response.body).find((f) => f.name === 'job_queue_failures_total');
        const value = Number(family?.metrics.find((m) => m.labels?.queue === BACKUP_JOB)?.value ?? 0);
        return value >= 1 ? value : undefined;
      };
      expect(await eventually(failures, 20_000, 'a failed backup run')).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.close();
      fs.rmSync(path.dirname(notADirectory), { recursive: true, force: true });
    }
  });
});
