import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { SessionCache } from './session-cache.js';

/**
 * The channel the database notifies, with the user's id as payload, whenever one of their sessions is deleted
 * (sign-out, revoke, password change, expiry, account deletion), one of their API tokens is revoked, or their
 * account row changes. Triggers on `sessions` and `users` (migration 0005) and on `api_tokens` (migration 0006) send
 * it, so every writer is covered, whichever instance it runs on.
 */
export const SESSION_CHANGED_CHANNEL = 'session_changed';

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Keeps one dedicated connection listening for session changes and drops the matching cache entries. The cache
 * is on only while this connection is up: when it drops, the cache is emptied and switched off until the
 * connection is back, so no change can be missed.
 */
export function listenForSessionChanges(config: pg.ClientConfig, cache: SessionCache, logger?: FastifyBaseLogger) {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  function lost(from: pg.Client, error?: Error) {
    if (client !== from) return;
    client = undefined;
    cache.setEnabled(false);
    from.removeAllListeners('notification');
    from.end().catch(() => {});
    if (stopped) return;
    logger?.warn({ err: error }, 'session change listener lost; sessions are read from the database until it is back');
    schedule();
  }

  function schedule() {
    timer = setTimeout(() => void connect(), retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  }

  async function connect(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    const next = new pg.Client({ ...config, application_name: 'twelvefold-session-listener' });
    client = next;
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGED_CHANNEL && message.payload) cache.dropUser(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANGED_CHANNEL}`);
      if (client !== next || stopped) return;
      retryMs = RETRY_MIN_MS;
      cache.setEnabled(true);
    } catch (error) {
      lost(next, error as Error);
    }
  }

  return {
    start: connect,
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      cache.setEnabled(false);
      const current = client;
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
