import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';

export interface RateLimiter {
  /** Counts one attempt (or `points` of them) for the key; throws a 429 AppError once the window's budget is spent. */
  hit(key: string, message?: string, points?: number): Promise<void>;
  /** Throws the same 429 as hit when the budget is already spent, without counting an attempt. */
  check(key: string, message?: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Names the budget: keys of different limiters never share a counter. */
  name: string;
  max: number;
  windowMs: number;
}

const DEFAULT_MESSAGE = 'Too many attempts. Please wait a moment and try again.';
/** rate_limits.key is a varchar(255); a key built from request data (a forwarded address, an email) may be longer. */
const LONGEST_PLAIN_KEY = 120;

/** The key as stored: short keys stay readable, longer ones become their SHA-256, so no request can overflow the column. */
export function boundedKey(key: string): string {
  return key.length <= LONGEST_PLAIN_KEY ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;
}

const retryIn = (ms: number) => `retry in ${Math.max(1, Math.ceil(ms / 1000))} s`;

/**
 * A fixed-window counter kept in PostgreSQL (table rate_limits), so every app instance spends the same budget
 * and a restart does not refill it. Expired rows are removed by the `maintenance` job.
 */
export function createRateLimiter(db: Db, options: RateLimitOptions): RateLimiter {
  const limiter = new RateLimiterPostgres({
    storeClient: db.$client,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: options.name,
    points: options.max,
    duration: Math.ceil(options.windowMs / 1000),
  });
  return {
    async hit(key, message = DEFAULT_MESSAGE, points = 1) {
      try {
        await limiter.consume(boundedKey(key), points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError(429, `${message} (${retryIn(error.msBeforeNext)})`);
      }
    },
    async check(key, message = DEFAULT_MESSAGE) {
      const spent = await limiter.get(boundedKey(key));
      if (spent && spent.consumedPoints >= options.max) throw new AppError(429, `${message} (${retryIn(spent.msBeforeNext)})`);
    },
    async reset(key) {
      await limiter.delete(boundedKey(key));
    },
  };
}

export interface SlowdownOptions {
  name: string;
  /** Attempts allowed without any wait. */
  free: number;
  /** The first wait after the free attempts; it doubles with every further attempt. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A quiet spell this long after the last attempt starts the count again. */
  windowMs: number;
  now?: () => Date;
}

/**
 * A growing delay rather than a wall: after `free` attempts each further attempt must wait, after the previous
 * one, a delay that doubles up to `maxDelayMs`. An attempt that comes too early is refused with 429 and not
 * counted. Kept in rate_limits (points = attempts, expire = last attempt + window), shared by every instance; the
 * check and the count are one statement, so concurrent attempts cannot share a slot.
 */
export function createSlowdown(db: Db, options: SlowdownOptions): Omit<RateLimiter, 'check'> {
  const now = () => (options.now?.() ?? new Date()).getTime();
  const { free, firstDelayMs, maxDelayMs, windowMs } = options;
  const delayOf = (column: string) =>
    `case when ${column} < ${free} then 0 else least(${maxDelayMs}, ${firstDelayMs} * power(2, least(${column} - ${free}, 40))) end`;
  const admit = `insert into rate_limits (key, points, expire) values ($1, 1, $2::bigint + ${windowMs})
    on conflict (key) do update set
      points = case when rate_limits.expire <= $2::bigint then 1 else rate_limits.points + 1 end,
      expire = $2::bigint + ${windowMs}
    where rate_limits.expire <= $2::bigint or $2::bigint >= rate_limits.expire - ${windowMs} + ${delayOf('rate_limits.points')}
    returning points`;
  const waitLeft = `select (expire - ${windowMs} + ${delayOf('points')} - $2::bigint)::bigint as wait from rate_limits where key = $1`;
  const storedKey = (key: string) => boundedKey(`${options.name}:${key}`);
  return {
    async hit(key, message = DEFAULT_MESSAGE) {
      const t = now();
      const admitted = await db.$client.query(admit, [storedKey(key), t]);
      if (admitted.rowCount) return;
      const left = await db.$client.query<{ wait: string }>(waitLeft, [storedKey(key), t]);
      throw new AppError(429, `${message} (${retryIn(Number(left.rows[0]?.wait ?? firstDelayMs))})`);
    },
    async reset(key) {
      await db.$client.query('delete from rate_limits where key = $1', [storedKey(key)]);
    },
  };
}
