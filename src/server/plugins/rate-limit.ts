import { AppError } from '../errors.js';

export interface RateLimiter {
  /** Counts one attempt for the key; throws a 429 AppError once the window's budget is spent. */
  hit(key: string, message?: string): void;
  reset(key: string): void;
}

/** A fixed-window counter kept in this process's memory. */
export function createRateLimiter(options: { max: number; windowMs: number; now?: () => number }): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  return {
    hit(key, message = 'Too many attempts. Please wait a moment and try again.') {
      const t = now();
      if (t - lastSweep > options.windowMs) {
        for (const [k, w] of windows) if (w.resetAt <= t) windows.delete(k);
        lastSweep = t;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= t) {
        windows.set(key, { count: 1, resetAt: t + options.windowMs });
        return;
      }
      current.count += 1;
      if (current.count > options.max) {
        const seconds = Math.ceil((current.resetAt - t) / 1000);
        throw new AppError(429, `${message} (retry in ${seconds} s)`);
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
