import { createAccount, createCalendarObject, deleteCalendarObject, fetchCalendarObjects, fetchCalendars, updateCalendarObject } from 'tsdav';
import { CaldavFetchError, createCaldavFetch, type CaldavNetwork } from './caldav-fetch.js';

export type CaldavErrorKind = 'unreachable' | 'private' | 'auth' | 'protocol' | 'limit';

const PRIVATE =
  'The CalDAV server is on a private or local network address (such as 192.168.x.x), which this instance does not reach unless its admin sets CALDAV_ALLOW_PRIVATE=true.';

/** What went wrong while syncing an account already connected: its blocks stay and go up later. */
export const CALDAV_MESSAGES: Record<CaldavErrorKind, string> = {
  unreachable: 'Could not reach the CalDAV server. Check the server URL; your time blocks are kept and will sync once it answers.',
  private: `${PRIVATE} Your time blocks are kept and will sync once it can.`,
  auth: 'The CalDAV server refused the username or app password.',
  protocol: 'The CalDAV server gave an unexpected answer.',
  limit: 'The calendar is too large to sync.',
};

/** What went wrong while connecting: nothing was saved, so nothing waits to sync. */
export const CALDAV_CONNECT_MESSAGES: Record<CaldavErrorKind, string> = {
  unreachable: 'Could not reach the CalDAV server. Check the server URL and try again; nothing was saved.',
  private: `${PRIVATE} Nothing was saved.`,
  auth: 'The CalDAV server refused the username or app password. Nothing was saved.',
  protocol: 'The CalDAV server gave an unexpected answer. Check that the URL is the CalDAV address; nothing was saved.',
  limit: 'The calendar is too large to sync. Nothing was saved.',
};

export class CaldavError extends Error {
  constructor(
    public readonly kind: CaldavErrorKind,
    detail?: string,
  ) {
    super(detail ? `${CALDAV_MESSAGES[kind]} (${detail})` : CALDAV_MESSAGES[kind]);
    this.name = 'CaldavError';
  }
}

export interface CaldavCredentials {
  serverUrl: string;
  username: string;
  password: string;
}

export interface RemoteObject {
  url: string;
  etag: string | undefined;
  data: string;
}

const TIMEOUT_MS = 10_000;

/** fetch that reaches only allowed servers and turns failures and refused credentials into CaldavErrors. */
function guardedFetch(network: CaldavNetwork, timeoutMs: number): typeof fetch {
  const safeFetch = createCaldavFetch(network, timeoutMs);
  return async (input, init) => {
    let response: Response;
    try {
      response = await safeFetch(input, init);
    } catch (error) {
      if (error instanceof CaldavFetchError && (error.kind === 'protocol' || error.kind === 'too-large')) throw new CaldavError('protocol', error.message);
      if (error instanceof CaldavFetchError && error.kind === 'private') throw new CaldavError('private');
      throw new CaldavError('unreachable');
    }
    if (response.status === 401 || response.status === 403) throw new CaldavError('auth');
    return response;
  };
}

/** RFC 7617 with UTF-8, so passwords outside Latin-1 (emoji, CJK) work. */
function basicAuthHeaders(username: string, password: string) {
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}` };
}

export interface CaldavClientOptions {
  network: CaldavNetwork;
  timeoutMs?: number;
}

/** An object's address as a decoded path, so "%40" and "@" name the same event on every server. */
export function objectPath(href: string, base: string): string {
  const { pathname } = new URL(href.replace(/&amp;/g, '&'), base);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

function trailingSlash(url: string) {
  return url.endsWith('/') ? url : `${url}/`;
}

/** Any failure but the client's own, as the server answering something unexpected. */
async function asCaldavError<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof CaldavError) throw error;
    throw new CaldavError('protocol', error instanceof Error ? error.message : String(error));
  }
}

/** How every call reaches the server: the account's credentials, their headers and the guarded fetch. */
interface CaldavConnection {
  credentials: CaldavCredentials;
  headers: Record<string, string>;
  request: typeof fetch;
  common: { headers: Record<string, string>; fetch: typeof fetch };
}

/** Finding the account's calendars and reading their objects. */
function createCaldavReads({ credentials, headers, request, common }: CaldavConnection) {
  return {
    /** Signs in (service discovery per RFC 6764, then the principal and its calendar home) and lists calendars. */
    async discoverCalendars(): Promise<{ url: string; displayName: string }[]> {
      return asCaldavError(async () => {
        // A plain PROPFIND first, so a wrong password or a dead server is reported as such.
        const probe = await request(credentials.serverUrl, { method: 'PROPFIND', headers: { ...headers, depth: '0' } });
        if (probe.status >= 500) throw new CaldavError('protocol', `HTTP ${probe.status}`);
        const account = await createAccount({
          account: { serverUrl: credentials.serverUrl, accountType: 'caldav', credentials },
          ...common,
        });
        const calendars = await fetchCalendars({ account, ...common });
        return calendars.map((c) => ({
          url: c.url,
          displayName:
            typeof c.displayName === 'string' && c.displayName.trim() ? c.displayName : decodeURIComponent(c.url.replace(/\/$/, '').split('/').pop() ?? c.url),
        }));
      });
    },

    async list(calendarUrl: string, range: { start: Date; end: Date }): Promise<RemoteObject[]> {
      return asCaldavError(async () => {
        const objects = await fetchCalendarObjects({
          calendar: { url: trailingSlash(calendarUrl) },
          timeRange: { start: range.start.toISOString(), end: range.end.toISOString() },
          ...common,
        });
        return objects.map((o) => ({ url: new URL(o.url, calendarUrl).href, etag: o.etag, data: String(o.data ?? '') }));
      });
    },

    /**
     * The path of every object in the calendar, whatever its dates (PROPFIND, depth 1): what is missing from it was
     * deleted on the server.
     */
    async paths(calendarUrl: string): Promise<Set<string>> {
      return asCaldavError(async () => {
        const response = await request(trailingSlash(calendarUrl), {
          method: 'PROPFIND',
          headers: { ...headers, depth: '1', 'content-type': 'application/xml; charset=utf-8' },
          body: '<?xml version="1.0" encoding="utf-8"?><d:propfind xmlns:d="DAV:"><d:prop><d:getetag/></d:prop></d:propfind>',
        });
        if (response.status !== 207) throw new CaldavError('protocol', `HTTP ${response.status}`);
        const xml = await response.text();
        const paths = new Set<string>();
        for (const match of xml.matchAll(/<(?:[\w-]+:)?href>([^<]*)<\/(?:[\w-]+:)?href>/g)) paths.add(objectPath(match[1].trim(), calendarUrl));
        return paths;
      });
    },

    /** The object at `url`, or undefined when the server has none there (deleted by another client, say). */
    async get(calendarUrl: string, url: string): Promise<RemoteObject | undefined> {
      return asCaldavError(async () => {
        const target = new URL(url, trailingSlash(calendarUrl)).href;
        const response = await request(target, { method: 'GET', headers });
        if (response.status === 404 || response.status === 410) return undefined;
        if (response.status >= 300) throw new CaldavError('protocol', `HTTP ${response.status}`);
        const data = await response.text();
        return data ? { url: target, etag: response.headers.get('etag') ?? undefined, data } : undefined;
      });
    },
  };
}

/** Creating, updating and deleting an object, each guarded by its ETag. */
function createCaldavWrites({ common }: CaldavConnection) {
  return {
    /** PUT with If-None-Match: * (never overwrites); status 412 when the object already exists. */
    async create(calendarUrl: string, filename: string, ics: string) {
      return asCaldavError(async () => {
        const response = await createCalendarObject({ calendar: { url: trailingSlash(calendarUrl) }, filename, iCalString: ics, ...common });
        return { status: response.status, etag: response.headers.get('etag') ?? undefined, url: new URL(filename, trailingSlash(calendarUrl)).href };
      });
    },

    /** PUT with If-Match: the event's last known ETag; 412 when the server copy changed since. */
    async update(url: string, etag: string | undefined, ics: string) {
      return asCaldavError(async () => {
        const response = await updateCalendarObject({ calendarObject: { url, etag, data: ics }, ...common });
        return { status: response.status, etag: response.headers.get('etag') ?? undefined };
      });
    },

    async remove(url: string, etag: string | undefined) {
      return asCaldavError(async () => {
        const response = await deleteCalendarObject({ calendarObject: { url, etag }, ...common });
        return { status: response.status };
      });
    },
  };
}

export function createCaldavClient(credentials: CaldavCredentials, options: CaldavClientOptions) {
  const headers = basicAuthHeaders(credentials.username, credentials.password);
  const request = guardedFetch(options.network, options.timeoutMs ?? TIMEOUT_MS);
  const connection: CaldavConnection = { credentials, headers, request, common: { headers, fetch: request } };
  return { ...createCaldavReads(connection), ...createCaldavWrites(connection) };
}

export type CaldavClient = ReturnType<typeof createCaldavClient>;
