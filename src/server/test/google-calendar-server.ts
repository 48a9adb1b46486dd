import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { authorizationCodes, clientOf, decodeToken as decode, encodeToken as encode, pageOf, readBody } from './oauth-test-server.js';

/**
 * Google's OAuth 2.0 endpoints and the Calendar API v3 calls Twelvefold makes, on 127.0.0.1, as their published
 * references describe them: the authorization endpoint (code + PKCE S256), the token endpoint (authorization_code and
 * refresh_token grants, `invalid_grant` once a grant is revoked), revocation, calendarList.list, and events.list
 * (timeMin full passes, syncToken increments with deletions, paging, 410 `fullSyncRequired`), get, insert (client ids,
 * 409 `duplicate`), patch (If-Match, 412), delete (410 once deleted) and instances. Rate limits are answered on demand.
 */

export const GOOGLE_TEST_CLIENT = { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'test-client-secret' };
const ISSUER = 'https://accounts.google.com';
const ACCESS_TOKEN_SECONDS = 3599;

type Time = { date?: string; dateTime?: string; timeZone?: string };

/** An Event resource as the server keeps it; `seq` orders changes for sync tokens. */
export interface GoogleEventResource {
  id: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  summary?: string;
  start?: Time;
  end?: Time;
  recurrence?: string[];
  recurringEventId?: string;
  originalStartTime?: Time;
  transparency?: string;
  extendedProperties?: { private?: Record<string, string> };
  etag: string;
  updated: string;
  created: string;
  seq: number;
  /** Deleted (as opposed to a cancelled instance of a series, which is an exception and still listed). */
  deleted: boolean;
}

interface Grant {
  refreshToken: string;
  scope: string;
  revoked: boolean;
}

interface Calendar {
  id: string;
  summary: string;
  accessRole: 'owner' | 'writer' | 'reader';
  primary?: boolean;
  events: Map<string, GoogleEventResource>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
}

type Failure = { status: 429 | 403 | 500; retryAfter?: string; reason?: string };

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  res.end(JSON.stringify(body));
};

const apiError = (res: http.ServerResponse, code: number, reason: string, message: string, headers: Record<string, string> = {}) =>
  json(
    res,
    code,
    { error: { errors: [{ domain: code === 429 || reason.endsWith('Exceeded') ? 'usageLimits' : 'global', reason, message }], code, message } },
    headers,
  );

/** JSON merge as events.patch applies it: objects merge, arrays and values replace, null clears. */
function merge(target: Record<string, unknown>, patch: Record<string, unknown>) {
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete target[key];
    else if (typeof value === 'object' && !Array.isArray(value) && typeof target[key] === 'object' && target[key] !== null && !Array.isArray(target[key])) {
      merge(target[key] as Record<string, unknown>, value as Record<string, unknown>);
    } else target[key] = value;
  }
}

const instantOf = (time: Time | undefined) => (time?.dateTime ? Date.parse(time.dateTime) : time?.date ? Date.parse(`${time.date}T00:00:00Z`) : NaN);
/** Google's instance id suffix: the original start in UTC, basic format. */
const instanceSuffix = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Where the server answers when it listens on `base`: what the app is given as Google's endpoints. */
export const googleUrlsAt = (base: string) => ({
  authorization: `${base}/o/oauth2/v2/auth`,
  token: `${base}/token`,
  revocation: `${base}/revoke`,
  api: `${base}/calendar/v3`,
});

const account = { sub: '109876543210987654321', email: 'pat@example.com' };

const visible = (e: GoogleEventResource) =>
  e.deleted
    ? {
        kind: 'calendar#event',
        etag: e.etag,
        id: e.id,
        status: 'cancelled',
        ...(e.recurringEventId ? { recurringEventId: e.recurringEventId, originalStartTime: e.originalStartTime } : {}),
      }
    : resource(e);

function resource(e: GoogleEventResource) {
  const { seq: _seq, deleted: _deleted, ...rest } = e;
  return { kind: 'calendar#event', iCalUID: `${e.recurringEventId ?? e.id}@google.com`, ...rest };
}

const EVENT_FIELDS = ['summary', 'start', 'end', 'recurrence', 'status', 'transparency', 'extendedProperties', 'originalStartTime', 'recurringEventId'];
const pick = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => EVENT_FIELDS.includes(k)));

/** A series' instance by id (`<series>_<start>`): stored when it was changed, else made from the series. */
function instance(calendar: Calendar, id: string): GoogleEventResource | undefined {
  const stored = calendar.events.get(id);
  if (stored) return stored;
  const match = id.match(/^(.+)_(\d{8}T\d{6}Z)$/);
  const master = match && calendar.events.get(match[1]);
  if (!match || !master?.recurrence || master.deleted) return undefined;
  const startMs = Date.parse(match[2].replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const duration = instantOf(master.end) - instantOf(master.start);
  const zone = master.start?.timeZone;
  const original = { dateTime: new Date(startMs).toISOString(), ...(zone ? { timeZone: zone } : {}) };
  return {
    id,
    status: 'confirmed',
    summary: master.summary,
    start: original,
    end: { dateTime: new Date(startMs + duration).toISOString(), ...(zone ? { timeZone: zone } : {}) },
    recurringEventId: master.id,
    originalStartTime: original,
    extendedProperties: master.extendedProperties,
    etag: master.etag,
    updated: master.updated,
    created: master.created,
    seq: master.seq,
    deleted: false,
  };
}

function listInstances(calendar: Calendar, id: string, q: URLSearchParams, res: http.ServerResponse) {
  const master = calendar.events.get(id);
  if (!master || master.deleted) return apiError(res, 404, 'notFound', 'Not Found');
  const original = q.get('originalStart');
  if (!original || !master.recurrence) return apiError(res, 400, 'invalid', 'This server implements instances by originalStart.');
  const found = instance(calendar, `${id}_${instanceSuffix(Date.parse(original))}`);
  json(res, 200, { kind: 'calendar#events', items: found ? [resource(found)] : [] });
}

/** Google's sign-in: codes for PKCE sign-ins, refresh and access tokens, ID tokens, revocation and the scopes granted. */
function googleIdentity() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = authorizationCodes<{ scope: string }>(GOOGLE_TEST_CLIENT.clientId);
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, { grant: Grant; expires: number }>();
  let grantedScope: string | null = null;

  function idToken(aud: string) {
    const now = Math.floor(Date.now() / 1000);
    const header = encode({ alg: 'RS256', typ: 'JWT', kid: 'test' });
    const payload = encode({ iss: ISSUER, aud, azp: aud, sub: account.sub, email: account.email, email_verified: true, iat: now, exp: now + 3600 });
    return `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
  }

  function issueAccess(grant: Grant) {
    const token = `ya29.${randomBytes(24).toString('base64url')}`;
    accessTokens.set(token, { grant, expires: Date.now() + ACCESS_TOKEN_SECONDS * 1000 });
    return token;
  }

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const client = clientOf(req, form);
    if (client.id !== GOOGLE_TEST_CLIENT.clientId || client.secret !== GOOGLE_TEST_CLIENT.clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'The OAuth client was not found.' });
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.redeem(form);
      if (!code) return json(res, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const grant: Grant = { refreshToken: `1//${randomBytes(24).toString('base64url')}`, scope: code.scope, revoked: false };
      grants.set(grant.refreshToken, grant);
      return json(res, 200, {
        access_token: issueAccess(grant),
        expires_in: ACCESS_TOKEN_SECONDS,
        refresh_token: grant.refreshToken,
        scope: grant.scope,
        token_type: 'Bearer',
        id_token: idToken(client.id),
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked) return json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
      return json(res, 200, { access_token: issueAccess(grant), expires_in: ACCESS_TOKEN_SECONDS, scope: grant.scope, token_type: 'Bearer' });
    }
    return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type' });
  }

  function revokeGrant(grant: Grant) {
    grant.revoked = true;
    for (const [token, access] of accessTokens) if (access.grant === grant) accessTokens.delete(token);
  }

  /** The authorization endpoint: the user is taken to have signed in and consented, unless told otherwise. */
  function authorize(url: URL, res: http.ServerResponse) {
    const scope = grantedScope ?? url.searchParams.get('scope') ?? '';
    const answer = codes.authorize(url.searchParams, `4/${randomBytes(16).toString('base64url')}`, { scope });
    if (!answer) return json(res, 400, { error: 'invalid_request' });
    if (answer.issued) answer.back.searchParams.set('scope', scope);
    res.writeHead(302, { location: answer.back.href }).end();
  }

  /** The revocation endpoint: a refresh or access token ends its grant. */
  async function revoke(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const value = form.get('token') ?? '';
    const grant = grants.get(value) ?? accessTokens.get(value)?.grant;
    if (!grant) return json(res, 400, { error: 'invalid_token', error_description: 'Token expired or revoked' });
    revokeGrant(grant);
    json(res, 200, {});
  }

  return {
    token,
    authorize,
    revoke,
    accessOf: (bearer: string | undefined) => (bearer ? accessTokens.get(bearer) : undefined),
    issuedTokens: () => [...grants.keys(), ...accessTokens.keys()],
    revokeAll: () => grants.forEach(revokeGrant),
    grantOnly: (scope: string | null) => {
      grantedScope = scope;
    },
  };
}

/** The calendars and the change counter that orders events for sync tokens. */
function googleStore(pageSize: number) {
  const calendars = new Map<string, Calendar>();
  let seq = 1;
  /** Sync tokens carry this: bumping it makes every token issued so far expire (410). */
  let generation = 1;

  const stamp = (event: Omit<GoogleEventResource, 'etag' | 'updated' | 'seq'> & Partial<GoogleEventResource>): GoogleEventResource => {
    seq += 1;
    const now = new Date();
    return Object.assign(event, { seq, etag: `"${now.getTime()}${String(seq).padStart(4, '0')}"`, updated: now.toISOString() });
  };

  function addCalendar(id: string, summary: string, accessRole: Calendar['accessRole'] = 'owner', primary = false) {
    calendars.set(id, { id, summary, accessRole, primary, events: new Map() });
  }
  addCalendar(account.email, account.email, 'owner', true);

  function listEvents(calendar: Calendar, q: URLSearchParams, res: http.ServerResponse) {
    const restricted = ['timeMin', 'timeMax', 'q', 'updatedMin', 'orderBy', 'iCalUID', 'privateExtendedProperty'].filter((name) => q.has(name));
    const syncToken = q.get('syncToken');
    const page = decode<{ offset: number; upto: number; since: number; timeMin?: number }>(q.get('pageToken'));
    if (q.get('pageToken') && !page) return apiError(res, 400, 'invalid', 'Invalid page token value.');
    if (q.get('singleEvents') === 'true') return apiError(res, 400, 'invalid', 'This server implements the calls Twelvefold makes: singleEvents=false.');
    let since = 0;
    if (syncToken) {
      if (restricted.length > 0 || q.get('showDeleted') === 'false') {
        return apiError(res, 400, 'invalid', 'Sync token cannot be used with other request restrictions.');
      }
      const parsed = decode<{ calendar: string; seq: number; generation: number }>(syncToken);
      if (!parsed || parsed.calendar !== calendar.id) return apiError(res, 400, 'invalid', 'Invalid sync token value.');
      if (parsed.generation !== generation) return apiError(res, 410, 'fullSyncRequired', 'Sync token is no longer valid, a full sync is required.');
      since = parsed.seq;
    }
    const upto = page?.upto ?? seq;
    const timeMin = page?.timeMin ?? (q.get('timeMin') ? Date.parse(q.get('timeMin')!) : undefined);
    const showDeleted = q.get('showDeleted') === 'true' || syncToken !== null;
    const matching = [...calendar.events.values()]
      .filter((e) => e.seq > (page?.since ?? since) && e.seq <= upto)
      .filter((e) => showDeleted || !e.deleted)
      .filter((e) => {
        if (timeMin === undefined || e.recurrence) return true;
        const end = instantOf(e.end ?? e.originalStartTime);
        return Number.isNaN(end) || end > timeMin;
      })
      .sort((a, b) => a.seq - b.seq);
    const max = Math.min(pageSize, Number(q.get('maxResults') ?? 250) || 250);
    const offset = page?.offset ?? 0;
    const { items, next } = pageOf(matching, offset, max);
    json(res, 200, {
      kind: 'calendar#events',
      etag: `"${upto}"`,
      summary: calendar.summary,
      updated: new Date().toISOString(),
      timeZone: 'UTC',
      accessRole: calendar.accessRole,
      defaultReminders: [],
      items: items.map(visible),
      ...(next !== null
        ? { nextPageToken: encode({ offset: next, upto, since: page?.since ?? since, timeMin }) }
        : { nextSyncToken: encode({ calendar: calendar.id, seq: upto, generation }) }),
    });
  }

  const calendarOf = (id: string) => {
    const calendar = calendars.get(id);
    if (!calendar) throw new Error(`no calendar ${id}`);
    return calendar;
  };

  return {
    calendars,
    stamp,
    addCalendar,
    listEvents,
    calendarOf,
    expire: () => {
      generation += 1;
    },
  };
}

/** The Calendar API v3 calls, as the signed-in account. */
function googleApi(store: ReturnType<typeof googleStore>, identity: ReturnType<typeof googleIdentity>, failures: Failure[]) {
  const { calendars, stamp, listEvents } = store;

  function insertEvent(calendar: Calendar, body: Record<string, unknown>, res: http.ServerResponse) {
    const id = typeof body.id === 'string' ? body.id : randomBytes(13).toString('hex');
    if (!/^[a-v0-9]{5,1024}$/.test(id)) return apiError(res, 400, 'invalid', 'Invalid resource id value.');
    if (calendar.events.has(id)) return apiError(res, 409, 'duplicate', 'The requested identifier already exists.');
    if (!body.start || !body.end) return apiError(res, 400, 'required', 'Missing end time.');
    const event = stamp({ id, status: 'confirmed', created: new Date().toISOString(), deleted: false, ...pick(body) });
    if (event.recurrence === null) delete event.recurrence;
    calendar.events.set(id, event);
    json(res, 200, resource(event));
  }

  function patchEvent(calendar: Calendar, id: string, body: Record<string, unknown>, ifMatch: string | undefined, res: http.ServerResponse) {
    const current = instance(calendar, id);
    if (!current) return apiError(res, 404, 'notFound', 'Not Found');
    if (ifMatch && ifMatch !== current.etag) return apiError(res, 412, 'conditionNotMet', 'Precondition Failed');
    const next = structuredClone(current);
    merge(next as unknown as Record<string, unknown>, pick(body));
    if (next.status !== 'cancelled') next.deleted = false;
    calendar.events.set(id, stamp(next));
    json(res, 200, resource(next));
  }

  function deleteEvent(calendar: Calendar, id: string, res: http.ServerResponse) {
    const current = calendar.events.get(id);
    if (!current) return apiError(res, 404, 'notFound', 'Not Found');
    if (current.deleted) return apiError(res, 410, 'deleted', 'Resource has been deleted');
    calendar.events.set(id, stamp({ ...current, status: 'cancelled', deleted: true }));
    res.writeHead(204).end();
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const access = identity.accessOf(req.headers.authorization?.match(/^Bearer (.+)$/)?.[1]);
    if (!access || access.expires < Date.now() || access.grant.revoked) {
      return apiError(res, 401, 'authError', 'Request had invalid authentication credentials.', {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/"',
      });
    }
    const failure = failures.shift();
    if (failure) {
      const reason = failure.reason ?? (failure.status === 500 ? 'backendError' : 'rateLimitExceeded');
      return apiError(
        res,
        failure.status,
        reason,
        failure.status === 500 ? 'Backend Error' : 'Rate Limit Exceeded',
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
    }
    const parts = url.pathname
      .replace(/^\/calendar\/v3/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    const method = req.method ?? 'GET';
    if (parts[0] === 'users' && parts[1] === 'me' && parts[2] === 'calendarList' && method === 'GET') {
      return json(res, 200, {
        kind: 'calendar#calendarList',
        items: [...calendars.values()].map((c) => ({
          kind: 'calendar#calendarListEntry',
          id: c.id,
          summary: c.summary,
          accessRole: c.accessRole,
          ...(c.primary ? { primary: true } : {}),
        })),
      });
    }
    if (parts[0] !== 'calendars' || parts[2] !== 'events') return apiError(res, 404, 'notFound', 'Not Found');
    const calendar = calendars.get(parts[1] === 'primary' ? account.email : parts[1]);
    if (!calendar) return apiError(res, 404, 'notFound', 'Not Found');
    const eventId = parts[3];
    const body = method === 'POST' || method === 'PATCH' ? (JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) : {};
    if (method !== 'GET' && calendar.accessRole === 'reader')
      return apiError(res, 403, 'requiredAccessLevel', 'You need to have writer access to this calendar.');
    if (!eventId && method === 'GET') return listEvents(calendar, url.searchParams, res);
    if (!eventId && method === 'POST') return insertEvent(calendar, body, res);
    if (eventId && parts[4] === 'instances' && method === 'GET') return listInstances(calendar, eventId, url.searchParams, res);
    if (eventId && method === 'GET') {
      const found = instance(calendar, eventId);
      return found ? json(res, 200, found.deleted ? visible(found) : resource(found)) : apiError(res, 404, 'notFound', 'Not Found');
    }
    if (eventId && method === 'PATCH') return patchEvent(calendar, eventId, body, req.headers['if-match'], res);
    if (eventId && method === 'DELETE') return deleteEvent(calendar, eventId, res);
    return apiError(res, 405, 'methodNotAllowed', 'Method Not Allowed');
  }

  return api;
}

export async function startGoogleCalendarServer(options: { pageSize?: number; port?: number } = {}) {
  const store = googleStore(options.pageSize ?? 250);
  const { addCalendar, stamp, calendarOf } = store;
  const identity = googleIdentity();
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const api = googleApi(store, identity, failures);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ method: req.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const run = async () => {
      if (url.pathname === '/o/oauth2/v2/auth') return identity.authorize(url, res);
      if (url.pathname === '/token' && req.method === 'POST') return identity.token(req, res);
      if (url.pathname === '/revoke' && req.method === 'POST') return identity.revoke(req, res);
      if (url.pathname.startsWith('/calendar/v3/')) return api(req, res, url);
      return json(res, 404, { error: 'not_found' });
    };
    run().catch((error: unknown) => json(res, 500, { error: { code: 500, message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    account,
    primary: account.email,
    urls: googleUrlsAt(base),
    requests,
    addCalendar,
    /** Every refresh and access token handed out, to prove none is stored in the clear. */
    issuedTokens: identity.issuedTokens,
    /** What another client (the user on Google's site) does to a calendar. */
    putEvent(
      calendarId: string,
      event: Omit<GoogleEventResource, 'etag' | 'updated' | 'seq' | 'created' | 'deleted' | 'status'> & { status?: GoogleEventResource['status'] },
    ) {
      const stored = stamp({ status: 'confirmed', created: new Date().toISOString(), deleted: false, ...event });
      calendarOf(calendarId).events.set(stored.id, stored);
      return stored;
    },
    editEvent(calendarId: string, id: string, changes: Partial<GoogleEventResource>) {
      const calendar = calendarOf(calendarId);
      const current = instance(calendar, id);
      if (!current) throw new Error(`no event ${id}`);
      const next = stamp({ ...structuredClone(current), ...changes });
      calendar.events.set(id, next);
      return next;
    },
    deleteEvent(calendarId: string, id: string) {
      const calendar = calendarOf(calendarId);
      const current = calendar.events.get(id)!;
      calendar.events.set(id, stamp({ ...current, status: 'cancelled', deleted: true }));
    },
    events: (calendarId: string) => [...calendarOf(calendarId).events.values()],
    event: (calendarId: string, id: string) => calendarOf(calendarId).events.get(id),
    instanceId: (seriesId: string, originalStart: string) => `${seriesId}_${instanceSuffix(Date.parse(originalStart))}`,
    /** Every sync token issued so far is refused with 410 from now on (Google expires them at will). */
    expireSyncTokens: store.expire,
    /** The next API calls answer these failures, in order. */
    failNext: (...next: Failure[]) => failures.push(...next),
    /** The user removes Twelvefold's access in their Google account: the grant and its tokens stop working. */
    revokeAll: identity.revokeAll,
    /** The scopes the consent screen grants (the user may untick some); null grants what was asked. */
    grantOnly: identity.grantOnly,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type GoogleCalendarServer = Awaited<ReturnType<typeof startGoogleCalendarServer>>;
