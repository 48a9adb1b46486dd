const CONNECTION_CODES = new Set([
  '57P01', // admin_shutdown: the server or pg_terminate_backend ended the session
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down or in recovery
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

const CONNECTION_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/**
 * Whether an error (or one it wraps: Drizzle puts the driver's error in `cause`) means the database could not be
 * reached or dropped the connection, rather than refusing the query: the request may succeed once it is back.
 */
export function isConnectionError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (message === 'fetch failed') return false; // an HTTP call to another service, not the database
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...(errors as unknown[]));
  }
  return false;
}
