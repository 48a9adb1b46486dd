/** The longest Retry-After honoured as given: a longer one is read as this (the job tries again then). */
const MAX_RETRY_AFTER_SECONDS = 3600;

/** Retry-After as seconds (RFC 9110 §10.2.3: a number of seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(0, Math.ceil(seconds)));
}
