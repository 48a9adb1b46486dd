import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { LOCKS, withAdvisoryLock, type Db } from '../db/database.js';

export interface JobDefinition<T extends object> {
  name: string;
  /** Runs once per job across every instance; a throw is retried with exponential backoff. */
  handler: (data: T) => Promise<void>;
  retryLimit?: number;
  /** Seconds before the first retry; each further retry waits about twice as long. */
  retryDelay?: number;
  expireInSeconds?: number;
  /** A cron expression (in UTC): the job is sent once per tick, whichever instance's clock fires. */
  cron?: string;
  /** `stately`: at most one job per singleton key waiting and one running, so repeated sends coalesce. */
  policy?: 'standard' | 'stately';
}

export interface SendOptions {
  /** At most one job with this key per `singletonSeconds` slot (or at all while one is queued). */
  singletonKey?: string;
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

export interface JobQueue {
  define<T extends object>(definition: JobDefinition<T>): void;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** pg-boss itself, for tests that look at a job's state. */
  readonly boss: PgBoss;
}

const SCHEMA = 'pgboss';

/**
 * Background work on PostgreSQL (pg-boss): a job is stored with the data that caused it, taken by exactly one
 * instance (SKIP LOCKED), retried with backoff when it throws, and kept across restarts. An instance built with
 * `work: false` only sends jobs; the ones that work run the handlers and the cron schedule.
 */
export function createJobQueue(
  db: Db,
  options: { work: boolean; logger?: FastifyBaseLogger; pollingIntervalSeconds?: number; onFailure?: (queue: string) => void },
): JobQueue {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: SCHEMA,
    supervise: options.work,
    schedule: options.work,
  });
  boss.on('error', (error) => options.logger?.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, JobDefinition<object>>();
  let started = false;

  return {
    boss,
    define(definition) {
      if (started) throw new Error(`Job ${definition.name} must be defined before the queue starts`);
      definitions.set(definition.name, definition as JobDefinition<object>);
    },

    async send(name, data, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`Unknown job ${name}`);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.singletonSeconds ? { singletonSeconds: sendOptions.singletonSeconds } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },

    async start() {
      started = true;
      await boss.start();
      // pg-boss creates a queue's partition in its own transaction: instances starting together deadlock unless
      // they take turns.
      await withAdvisoryLock(db, LOCKS.jobQueueSetup, async () => {
        for (const definition of definitions.values()) {
          await boss.createQueue(definition.name, {
            name: definition.name,
            policy: definition.policy ?? 'standard',
            retryLimit: definition.retryLimit ?? 5,
            retryDelay: definition.retryDelay ?? 10,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds ?? 15 * 60,
          });
          if (!options.work) continue;
          // A job without a cron has no schedule, even one an earlier configuration left in the database.
          if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
          else await boss.unschedule(definition.name);
        }
      });
      if (!options.work) return;
      for (const definition of definitions.values()) {
        await boss.work<object>(definition.name, { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 }, async (jobs) => {
          try {
            for (const job of jobs) await definition.handler(job.data);
          } catch (error) {
            options.onFailure?.(definition.name);
            throw error;
          }
        });
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false });
    },
  };
}
