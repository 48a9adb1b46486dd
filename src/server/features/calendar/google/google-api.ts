import { ProviderError } from '../connections/provider.js';
import { retryAfterSeconds } from '../connections/retry-after.js';

/** Seconds one call to the Calendar API may take. */
const TIMEOUT_MS = 20_000;
/** Google's error body: `{ error: { code, message, errors: [{ domain, reason, message }] } }`. */
interface GoogleErrorBody {
  error?: { code?: number; message?: string; errors?: { reason?: string; message?: string }[] };
}

const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'quotaExceeded']);

async function errorBody(response: Response): Promise<GoogleErrorBody> {
  try {
    return (await response.json()) as GoogleErrorBody;
  } catch {
    return {};
  }
}

/**
 * A refusal of the Calendar API as the sync reads it (Google's "Handle API errors"): 401 a stale access token, 429 and
 * 403 rate or quota limits (with Retry-After when sent), 410 on a list an expired sync token, 5xx worth retrying.
 */
export async function googleError(response: Response, now: Date): Promise<ProviderError> {
  const body = await errorBody(response);
  const reasons = (body.error?.errors ?? []).map((e) => e.reason ?? '');
  const message = body.error?.message ?? `HTTP ${response.status}`;
  const status = response.status;
  if (status === 401) return new ProviderError('unauthorized', 'Google refused the access token');
  // Google's consent screen lets the account leave calendar access unticked: only signing in again can give it.
  if (status === 403 && reasons.includes('insufficientPermissions')) {
    return new ProviderError('grant', 'Twelvefold was not given access to the calendars. Reconnect and allow it to see and edit your events.');
  }
  if (status === 429 || (status === 403 && reasons.some((r) => RATE_LIMIT_REASONS.has(r)))) {
    return new ProviderError('rate-limit', 'Google asked Twelvefold to slow down', retryAfterSeconds(response.headers.get('retry-after'), now));
  }
  if (status === 410 && reasons.some((r) => r === 'fullSyncRequired' || r === 'updatedMinTooLongAgo')) {
    return new ProviderError('sync-token', 'Google needs a full sync');
  }
  if (status >= 500) return new ProviderError('unavailable', `Google answered ${status}`);
  return new ProviderError('refused', `Google refused: ${message}`);
}

export interface GoogleRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  ifMatch?: string;
}

/** The Calendar API at `baseUrl` with one access token: the answer as it came, or a ProviderError when none came. */
export function googleApi(baseUrl: string, accessToken: string) {
  return async function send({ method, path, query, body, ifMatch }: GoogleRequest): Promise<Response> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    try {
      return await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new ProviderError('unavailable', 'Google Calendar could not be reached');
    }
  };
}

export type GoogleSend = ReturnType<typeof googleApi>;

/** Calendar ids hold '@' and '#': each path segment is encoded. */
export const segment = (value: string) => encodeURIComponent(value);
