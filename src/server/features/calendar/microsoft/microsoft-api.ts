import { ProviderError } from '../connections/provider.js';
import { retryAfterSeconds } from '../connections/retry-after.js';

/** Milliseconds one call to Microsoft Graph may take. */
const TIMEOUT_MS = 20_000;

/** Graph's error body: `{ error: { code, message } }`. */
interface GraphErrorBody {
  error?: { code?: string; message?: string };
}

/** Delta codes that mean the round's state is gone and a new round (a full sync) must start. */
const RESYNC_CODES = new Set(['syncStateNotFound', 'resyncRequired', 'syncStateInvalid']);

async function errorBody(response: Response): Promise<GraphErrorBody> {
  try {
    return (await response.json()) as GraphErrorBody;
  } catch {
    return {};
  }
}

/**
 * A refusal of Microsoft Graph as the sync reads it ("Microsoft Graph error responses" and "throttling"): 401 a stale
 * access token, 403 `ErrorAccessDenied` a consent that left calendars out, 429 (and 503 with Retry-After) throttling,
 * 410 on a delta link a round to start again, 5xx worth retrying.
 */
export async function graphError(response: Response, now: Date): Promise<ProviderError> {
  const body = await errorBody(response);
  const code = body.error?.code ?? '';
  const status = response.status;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'), now);
  if (status === 401) return new ProviderError('unauthorized', 'Microsoft refused the access token');
  if (status === 403 && code === 'ErrorAccessDenied') {
    return new ProviderError('grant', 'Twelvefold was not given access to the calendars. Reconnect and allow it to read and write your calendars.');
  }
  if (status === 429 || (status === 503 && retryAfter !== undefined)) {
    return new ProviderError('rate-limit', 'Microsoft asked Twelvefold to slow down', retryAfter);
  }
  if (status === 410 || RESYNC_CODES.has(code)) return new ProviderError('sync-token', 'Microsoft needs a full sync');
  if (status >= 500) return new ProviderError('unavailable', `Microsoft answered ${status}`);
  return new ProviderError('refused', `Microsoft refused: ${body.error?.message ?? `HTTP ${status}`}`);
}

export interface GraphRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** A path under the API root, or a whole URL Graph handed out (`@odata.nextLink`, `@odata.deltaLink`). */
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  ifMatch?: string;
  /** Events per page of a delta round (Graph's `odata.maxpagesize`). */
  pageSize?: number;
}

/**
 * Microsoft Graph at `baseUrl` with one access token: the answer as it came, or a ProviderError when none came. Every
 * call asks for times in UTC (`outlook.timezone`), so an event's times are instants whatever zone it was made in.
 */
export function graphApi(baseUrl: string, accessToken: string) {
  return async function send({ method, path, query, body, ifMatch, pageSize }: GraphRequest): Promise<Response> {
    const url = new URL(/^https?:\/\//.test(path) ? path : `${baseUrl}${path}`);
    if (url.origin !== new URL(baseUrl).origin) throw new ProviderError('refused', 'Microsoft sent a link to another server');
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, value);
    const prefer = ['outlook.timezone="UTC"', ...(pageSize ? [`odata.maxpagesize=${pageSize}`] : [])];
    const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json', prefer: prefer.join(', ') };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (ifMatch) headers['if-match'] = ifMatch;
    try {
      return await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new ProviderError('unavailable', 'Microsoft Graph could not be reached');
    }
  };
}

export type GraphSend = ReturnType<typeof graphApi>;

/** Ids hold '/', '+' and '=': each path segment is encoded. */
export const segment = (value: string) => encodeURIComponent(value);
