import { timingSafeEqual, createHash } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Db } from '../db/database.js';
import { createRequestTimings } from './request-timings.js';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'];

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (plain === '::1') return true;
  return net.isIPv4(plain) && plain.startsWith('127.');
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Loopback peers (a Prometheus or a `curl` on the same machine) may read the metrics, and anyone with
 * `Authorization: Bearer $METRICS_TOKEN`. A request a proxy on this machine forwards is not local, whatever
 * TRUST_PROXY says: it came from elsewhere.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header) {
    const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
    return match !== null && timingSafeEqual(digest(match[1]), digest(token));
  }
  if (FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

export interface MetricsDeps {
  db: Db;
  token?: string;
}

/** Gauges read from the database when scraped: its pool's connections, the job queue and the last backup's age. */
function registerDatabaseGauges(registry: Registry, db: Db): void {
  const pool = db.$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the pool opens',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs on the queue (shared by every instance), by queue and state',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      const result = await db.execute<{ name: string; state: string; count: number }>(
        sql`select name, state::text as state, count(*)::int as count from pgboss.job group by name, state`,
      );
      for (const row of result.rows) this.set({ queue: row.name, state: row.state }, row.count);
    },
  });
  new Gauge({
    name: 'twelvefold_last_backup_age_seconds',
    help: 'Seconds since the last backup was written, by what wrote it (schedule or command); absent before the first',
    labelNames: ['trigger'],
    registers: [registry],
    async collect() {
      this.reset();
      const result = await db.execute<{ trigger: string; age: number }>(
        sql`select trigger, extract(epoch from now() - created_at)::float8 as age from backups order by created_at desc limit 1`,
      );
      const last = result.rows[0];
      if (last) this.set({ trigger: last.trigger }, Math.max(0, last.age));
    },
  });
}

/** The instance's Prometheus metrics, in a registry of its own (tests run several apps in one process). */
export function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const timings = createRequestTimings(registry);
  const jobFailures = new Counter({
    name: 'job_queue_failures_total',
    help: 'Job runs on this instance that threw (each is retried until its retry limit)',
    labelNames: ['queue'],
    registers: [registry],
  });
  registerDatabaseGauges(registry, deps.db);

  return {
    registry,
    jobFailed(queue: string) {
      jobFailures.inc({ queue });
    },
    /** Times every request (hooks on the root, so before any route is registered) and serves GET /metrics. */
    register(app: FastifyInstance) {
      app.addHook('onResponse', (request, reply, done) => {
        timings.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
      app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
        if (!mayReadMetrics(request, deps.token)) {
          return reply.code(404).send({ message: `Route GET ${request.url.split('?')[0]} not found` });
        }
        const body = await registry.metrics();
        return reply.type(registry.contentType).header('cache-control', 'no-store').send(body);
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
