import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';

export interface RateLimiter {
  /** Counts one attempt for the key; throws a 429 AppError once the window's budget is spent. */
  hit(key: string, message?: string): Promise<void>;
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
    async hit(key, message = DEFAULT_MESSAGE) {
      try {
        await limiter.consume(boundedKey(key));
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new AppError(429, `${message} (${retryIn(error.msBeforeNext)})`);
      }
    },
    async reset(key) {
      await limiter.delete(boundedKey(key));
    },
  };
}
