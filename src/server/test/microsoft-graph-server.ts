import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { dateOf, dayOfWeek, instantOf, localDateTime, localDateTimeOf, shiftDate } from '../../shared/dates.js';
import { authorizationCodes, clientOf, decodeToken as decode, encodeToken as encode, pageOf, readBody } from './oauth-test-server.js';

/**
 * The Microsoft identity platform's endpoints and the Graph calls Twelvefold makes, on 127.0.0.1, as their published
 * references describe them: authorize (code + PKCE S256), token (authorization_code, refresh_token with a rotated
 * refresh token, `invalid_grant` once consent is revoked), /me, /me/calendars, calendarView/delta (a window, pages by
 * `@odata.nextLink`, `@odata.deltaLink`, `@removed` rows, 410 `syncStateNotFound`), event create (transactionId),
 * get, update (If-Match, 412), delete, and instances of a series. Times are answered in UTC, as `Prefer:
 * outlook.timezone="UTC"` asks. Throttling (429 with Retry-After) is answered on demand.
 */

export const MICROSOFT_TEST_CLIENT = { clientId: '00000000-0000-0000-0000-00000000c11e', clientSecret: 'test~secret' };

type Time = { dateTime: string; timeZone: string };
interface Recurrence {
  pattern: { type: string; interval?: number; daysOfWeek?: string[] };
  range: { type: string; startDate: string; endDate?: string; numberOfOccurrences?: number; recurrenceTimeZone?: string };
}

/** A single event or a series master as the server keeps it; `seq` orders changes for delta rounds. */
export interface GraphEventResource {
  id: string;
  subject: string;
  start: Time;
  end: Time;
  showAs?: string;
  isCancelled?: boolean;
  transactionId?: string | null;
  recurrence?: Recurrence | null;
  /** A series' changed occurrences by original start (ISO), and the ones deleted. */
  exceptions?: Record<string, { subject?: string; start?: Time; end?: Time; seq: number; etag: string }>;
  deletedOccurrences?: Record<string, number>;
  etag: string;
  lastModifiedDateTime: string;
  seq: number;
}

interface Calendar {
  id: string;
  name: string;
  canEdit: boolean;
  isDefaultCalendar: boolean;
  events: Map<string, GraphEventResource>;
  /** Instance ids removed, with the change that removed them. */
  removed: Map<string, number>;
}

interface Grant {
  refreshToken: string;
  revoked: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  prefer: string | undefined;
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json; odata.metadata=minimal', ...headers });
  res.end(JSON.stringify(body));
};
const graphError = (res: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) =>
  json(res, status, { error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomBytes(8).toString('hex') } } }, headers);

/** A dateTimeTimeZone as an instant (ms); UTC or an IANA zone. */
function msOf(time: Time): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(time.dateTime);
  if (!m) return NaN;
  const local = localDateTime(`${m[1]}-${m[2]}-${m[3]}`, Number(m[4]), Number(m[5]), Number(m[6]));
  return instantOf(local, time.timeZone === 'UTC' ? 'UTC' : time.timeZone).getTime();
}
const utc = (ms: number): Time => ({ dateTime: `${new Date(ms).toISOString().slice(0, 19)}.0000000`, timeZone: 'UTC' });
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The original starts (ms) of a series' occurrences up to `until`: daily and weekly patterns, as blocks and tests use. */
function occurrenceStarts(master: GraphEventResource, until: number): number[] {
  const { pattern, range } = master.recurrence!;
  const zone = range.recurrenceTimeZone ?? master.start.timeZone;
  const wall = localDateTimeOf(new Date(msOf(master.start)), zone === 'UTC' ? 'UTC' : zone);
  const starts: number[] = [];
  const interval = pattern.interval ?? 1;
  for (let i = 0, date = range.startDate; starts.length < 1000 && i < 3000; i += 1, date = shiftDate(date, 1)) {
    if (range.type === 'endDate' && range.endDate && date > range.endDate) break;
    if (range.type === 'numbered' && starts.length >= (range.numberOfOccurrences ?? 0)) break;
    const days = Math.round((Date.parse(date) - Date.parse(range.startDate)) / 86_400_000);
    const on =
      pattern.type === 'daily'
        ? days % interval === 0
        : pattern.type === 'weekly' && Math.floor(days / 7) % interval === 0 && (pattern.daysOfWeek ?? []).includes(DAY_NAMES[dayOfWeek(date)]);
    if (!on) continue;
    const ms = instantOf(localDateTime(date, wall.hour, wall.minute, wall.second), zone === 'UTC' ? 'UTC' : zone).getTime();
    if (ms > until) break;
    starts.push(ms);
  }
  return starts;
}

export const microsoftUrlsAt = (base: string, tenant = 'common') => ({
  authorization: `${base}/${tenant}/oauth2/v2.0/authorize`,
  token: `${base}/${tenant}/oauth2/v2.0/token`,
  api: `${base}/v1.0`,
});

const account = { id: '8f2b1c3a-5d6e-4f70-8a9b-0c1d2e3f4a5b', mail: 'sam@contoso.com', userPrincipalName: 'sam@contoso.com' };
type Failure = { status: 429 | 503; retryAfter?: string };

const occurrenceId = (masterId: string, originalMs: number) => `${masterId}_${new Date(originalMs).toISOString().replace(/[-:.]/g, '')}`;

/** Every instance of a calendar in a window, as calendarView lists it, with the change that last touched it. */
function instances(calendar: Calendar, from: number, to: number) {
  const rows: { seq: number; body: Record<string, unknown> }[] = [];
  for (const e of calendar.events.values()) {
    const base = { '@odata.type': '#microsoft.graph.event', subject: e.subject, showAs: e.showAs ?? 'busy', isAllDay: false, isCancelled: false };
    const common = { transactionId: e.transactionId ?? null, lastModifiedDateTime: e.lastModifiedDateTime };
    if (!e.recurrence) {
      const [s, en] = [msOf(e.start), msOf(e.end)];
      if (en > from && s < to)
        rows.push({ seq: e.seq, body: { ...base, ...common, id: e.id, '@odata.etag': e.etag, type: 'singleInstance', start: utc(s), end: utc(en) } });
      continue;
    }
    const duration = msOf(e.end) - msOf(e.start);
    for (const original of occurrenceStarts(e, to)) {
      const key = new Date(original).toISOString();
      if (e.deletedOccurrences?.[key]) continue;
      const change = e.exceptions?.[key];
      const s = change?.start ? msOf(change.start) : original;
      const en = change?.end ? msOf(change.end) : s + duration;
      if (en <= from || s >= to) continue;
      rows.push({
        seq: Math.max(e.seq, change?.seq ?? 0),
        body: {
          ...base,
          ...common,
          subject: change?.subject ?? e.subject,
          id: occurrenceId(e.id, original),
          '@odata.etag': change?.etag ?? e.etag,
          type: change ? 'exception' : 'occurrence',
          seriesMasterId: e.id,
          originalStart: `${key.slice(0, 19)}Z`,
          start: utc(s),
          end: utc(en),
        },
      });
    }
  }
  return rows;
}

const resource = (e: GraphEventResource) => {
  const { exceptions: _x, deletedOccurrences: _d, seq: _s, etag, ...rest } = e;
  const zone = e.recurrence?.range.recurrenceTimeZone ?? 'UTC';
  const cancelledOccurrences = Object.keys(e.deletedOccurrences ?? {}).map((key) => `OID.${e.id}.${dateOf(localDateTimeOf(new Date(key), zone))}`);
  return {
    ...rest,
    '@odata.etag': etag,
    type: e.recurrence ? 'seriesMaster' : 'singleInstance',
    start: utc(msOf(e.start)),
    end: utc(msOf(e.end)),
    ...(e.recurrence ? { cancelledOccurrences } : {}),
  };
};

const FIELDS = ['subject', 'start', 'end', 'showAs', 'isCancelled', 'recurrence', 'transactionId'];
const pick = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).filter(([k]) => FIELDS.includes(k)));

/** The instance or event an id names: a single event, a series master, or one occurrence of a series. */
function findIn(calendars: Map<string, Calendar>, id: string): { calendar: Calendar; event: GraphEventResource; original?: number } | undefined {
  for (const calendar of calendars.values()) {
    const event = calendar.events.get(id);
    if (event) return { calendar, event };
    const m = /^(.+)_(\d{8}T\d{6}\d{3}Z)$/.exec(id);
    const master = m && calendar.events.get(m[1]);
    if (m && master) {
      const t = m[2];
      const original = Date.parse(
        `${t.slice(0, 4)}-${t.slice(4, 6)}-${t.slice(6, 8)}T${t.slice(9, 11)}:${t.slice(11, 13)}:${t.slice(13, 15)}.${t.slice(15, 18)}Z`,
      );
      return { calendar, event: master, original };
    }
  }
  return undefined;
}

type Round = { calendar: string; from: number; to: number; since: number; upto: number; offset: number; generation: number };

/** The calendars and the change counter every call reads and moves; delta links carry `generation`. */
function graphStore(pageSize: number) {
  const calendars = new Map<string, Calendar>();
  let seq = 1;
  let generation = 1;

  const stamp = <T extends { seq: number; etag: string }>(target: T): T => {
    seq += 1;
    return Object.assign(target, { seq, etag: `W/"${randomBytes(6).toString('base64')}${seq}"` });
  };

  function addCalendar(id: string, name: string, canEdit = true, isDefaultCalendar = false) {
    calendars.set(id, { id, name, canEdit, isDefaultCalendar, events: new Map(), removed: new Map() });
  }
  addCalendar('AAMkCalendar', 'Calendar', true, true);

  function delta(calendar: Calendar, url: URL, res: http.ServerResponse, base: string) {
    const q = url.searchParams;
    const token = decode<Round>(q.get('$deltatoken') ?? q.get('$skiptoken'));
    if ((q.has('$deltatoken') || q.has('$skiptoken')) && (!token || token.calendar !== calendar.id)) return graphError(res, 400, 'badRequest', 'Invalid token');
    if (token && token.generation !== generation) return graphError(res, 410, 'syncStateNotFound', 'The sync state generation is not found.');
    let round: Round;
    if (token && q.has('$skiptoken')) round = token;
    else if (token) round = { ...token, since: token.upto, upto: seq, offset: 0 };
    else {
      const from = Date.parse(q.get('startDateTime') ?? '');
      const to = Date.parse(q.get('endDateTime') ?? '');
      if (Number.isNaN(from) || Number.isNaN(to)) return graphError(res, 400, 'ErrorInvalidParameter', 'startDateTime and endDateTime are required.');
      round = { calendar: calendar.id, from, to, since: 0, upto: seq, offset: 0, generation };
    }
    const live = instances(calendar, round.from, round.to).filter((r) => r.seq > round.since && r.seq <= round.upto);
    const gone =
      round.since === 0
        ? []
        : [...calendar.removed]
            .filter(([, at]) => at > round.since && at <= round.upto)
            .map(([id]) => ({ '@odata.type': '#microsoft.graph.event', id, '@removed': { reason: 'deleted' } }));
    const rows = [...live.map((r) => r.body), ...gone];
    const max = Math.min(pageSize, Number(/odata\.maxpagesize=(\d+)/.exec(String(url.searchParams.get('_prefer') ?? ''))?.[1] ?? pageSize));
    const { items, next } = pageOf(rows, round.offset, max);
    const link = `${base}/v1.0/me/calendars/${encodeURIComponent(calendar.id)}/calendarView/delta`;
    json(res, 200, {
      '@odata.context': `${base}/v1.0/$metadata#Collection(event)`,
      value: items,
      ...(next !== null
        ? { '@odata.nextLink': `${link}?$skiptoken=${encode({ ...round, offset: next })}` }
        : { '@odata.deltaLink': `${link}?$deltatoken=${encode({ ...round, offset: 0 })}` }),
    });
  }

  function touch(calendar: Calendar, event: GraphEventResource) {
    stamp(event);
    event.lastModifiedDateTime = new Date().toISOString();
    calendar.events.set(event.id, event);
  }

  function removeEvent(calendar: Calendar, event: GraphEventResource) {
    calendar.events.delete(event.id);
    seq += 1;
    if (!event.recurrence) calendar.removed.set(event.id, seq);
    else for (const original of occurrenceStarts(event, Date.now() + 400 * 86_400_000)) calendar.removed.set(occurrenceId(event.id, original), seq);
  }

  function removeOccurrence(calendar: Calendar, master: GraphEventResource, original: number) {
    seq += 1;
    master.deletedOccurrences = { ...master.deletedOccurrences, [new Date(original).toISOString()]: seq };
    calendar.removed.set(occurrenceId(master.id, original), seq);
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
    delta,
    find: (id: string) => findIn(calendars, id),
    touch,
    removeEvent,
    removeOccurrence,
    calendarOf,
    /** Every delta link handed out so far answers 410 from now on. */
    expire: () => {
      generation += 1;
    },
  };
}

/** The identity platform: codes for PKCE sign-ins, rotating refresh tokens, access tokens, and consent taken back. */
function identityPlatform() {
  const codes = authorizationCodes<object>(MICROSOFT_TEST_CLIENT.clientId);
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant>();

  async function token(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    const client = clientOf(req, form);
    if (client.id !== MICROSOFT_TEST_CLIENT.clientId || client.secret !== MICROSOFT_TEST_CLIENT.clientSecret) {
      return json(res, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
    }
    const issue = (grant: Grant) => {
      const access = `eyJ0eXAi.${randomBytes(24).toString('base64url')}`;
      accessTokens.set(access, grant);
      grant.refreshToken = `M.C5${randomBytes(24).toString('base64url')}`;
      grants.set(grant.refreshToken, grant);
      return {
        token_type: 'Bearer',
        scope: 'Calendars.ReadWrite User.Read',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: access,
        refresh_token: grant.refreshToken,
      };
    };
    if (form.get('grant_type') === 'authorization_code') {
      if (!codes.redeem(form)) {
        return json(res, 400, { error: 'invalid_grant', error_description: 'AADSTS70008: The provided authorization code or refresh token has expired.' });
      }
      return json(res, 200, issue({ refreshToken: '', revoked: false }));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const grant = grants.get(form.get('refresh_token') ?? '');
      if (!grant || grant.revoked) {
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'AADSTS65001: The user or administrator has not consented to use the application.',
          error_codes: [65001],
        });
      }
      grants.delete(grant.refreshToken);
      return json(res, 200, issue(grant));
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  function authorize(url: URL, res: http.ServerResponse) {
    const answer = codes.authorize(url.searchParams, `M.C5_BAY.${randomBytes(16).toString('base64url')}`, {});
    if (!answer) return json(res, 400, { error: 'invalid_request' });
    res.writeHead(302, { location: answer.back.href }).end();
  }

  return {
    token,
    authorize,
    grantOf: (authorization: string | undefined) => accessTokens.get(authorization?.match(/^Bearer (.+)$/)?.[1] ?? ''),
    issuedTokens: () => [...grants.keys(), ...accessTokens.keys()],
    revokeAll: () => {
      for (const grant of grants.values()) grant.revoked = true;
    },
  };
}

/** The Graph calls: /me, calendars, calendarView/delta and events, as the signed-in account. */
function graphApi(store: ReturnType<typeof graphStore>, identity: ReturnType<typeof identityPlatform>, failures: Failure[]) {
  const { calendars, stamp, find, touch, removeEvent, removeOccurrence, delta } = store;
  async function eventCall(req: http.IncomingMessage, res: http.ServerResponse, id: string, rest: string[], url: URL) {
    const found = find(id);
    if (!found || (found.original !== undefined && found.event.deletedOccurrences?.[new Date(found.original).toISOString()])) {
      return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    }
    const { calendar, event, original } = found;
    if (rest[0] === 'instances' && req.method === 'GET') {
      const from = Date.parse(url.searchParams.get('startDateTime') ?? '');
      const to = Date.parse(url.searchParams.get('endDateTime') ?? '');
      const value = instances({ ...calendar, events: new Map([[event.id, event]]) }, from, to).map((r) => r.body);
      return json(res, 200, { value });
    }
    if (req.method === 'GET') return json(res, 200, original === undefined ? resource(event) : { id });
    if (!calendar.canEdit) return graphError(res, 403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
    if (req.method === 'DELETE') {
      if (original === undefined) removeEvent(calendar, event);
      else removeOccurrence(calendar, event, original);
      return res.writeHead(204).end();
    }
    if (req.method !== 'PATCH') return graphError(res, 405, 'ErrorInvalidRequest', 'Method not allowed');
    const body = pick(JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>);
    if (original !== undefined) {
      const key = new Date(original).toISOString();
      const change = stamp({ ...event.exceptions?.[key], ...(body as object), seq: 0, etag: '' });
      event.exceptions = { ...event.exceptions, [key]: change };
      return json(res, 200, { id, '@odata.etag': change.etag, type: 'exception', seriesMasterId: event.id });
    }
    const ifMatch = req.headers['if-match'];
    if (ifMatch && ifMatch !== event.etag)
      return graphError(res, 412, 'ErrorIrresolvableConflict', 'The change key passed in the request does not match the current change key for the item.');
    Object.assign(event, body);
    if (body.recurrence !== undefined) event.exceptions = {};
    touch(calendar, event);
    json(res, 200, resource(event));
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, base: string) {
    const grant = identity.grantOf(req.headers.authorization);
    if (!grant || grant.revoked) return graphError(res, 401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    const failure = failures.shift();
    if (failure)
      return graphError(
        res,
        failure.status,
        'TooManyRequests',
        'Application is over its MailboxConcurrency limit.',
        failure.retryAfter ? { 'retry-after': failure.retryAfter } : {},
      );
    const parts = url.pathname
      .replace(/^\/v1\.0/, '')
      .split('/')
      .filter(Boolean)
      .map(decodeURIComponent);
    if (parts[0] !== 'me') return graphError(res, 404, 'ResourceNotFound', 'Resource not found');
    if (parts.length === 1) return json(res, 200, { '@odata.context': `${base}/v1.0/$metadata#users/$entity`, ...account, displayName: 'Sam' });
    if (parts[1] === 'calendars' && parts.length === 2) {
      return json(res, 200, {
        value: [...calendars.values()].map(({ events: _e, removed: _r, ...c }) => ({ ...c, owner: { name: 'Sam', address: account.mail } })),
      });
    }
    if (parts[1] === 'events' && parts[2]) return eventCall(req, res, parts[2], parts.slice(3), url);
    const calendar = parts[1] === 'calendars' ? calendars.get(parts[2]) : undefined;
    if (!calendar) return graphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    if (parts[3] === 'calendarView' && parts[4] === 'delta' && req.method === 'GET') {
      url.searchParams.set('_prefer', String(req.headers.prefer ?? ''));
      return delta(calendar, url, res, base);
    }
    if (parts[3] === 'events' && req.method === 'POST') {
      if (!calendar.canEdit) return graphError(res, 403, 'ErrorAccessDenied', 'Access is denied. Check credentials and try again.');
      const body = pick(JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>) as Partial<GraphEventResource>;
      const existing = [...calendar.events.values()].find((e) => body.transactionId && e.transactionId === body.transactionId);
      if (existing) return json(res, 201, resource(existing));
      const event = { id: `AAMkEv${randomBytes(9).toString('base64url')}`, subject: '', ...body } as GraphEventResource;
      touch(calendar, event);
      return json(res, 201, resource(event));
    }
    return graphError(res, 400, 'BadRequest', 'This server implements the calls Twelvefold makes.');
  }

  return api;
}

export async function startMicrosoftGraphServer(options: { pageSize?: number; port?: number } = {}) {
  const store = graphStore(options.pageSize ?? 100);
  const { addCalendar, touch, calendarOf, stamp, removeOccurrence, removeEvent, find } = store;
  const identity = identityPlatform();
  const requests: RecordedRequest[] = [];
  const failures: Failure[] = [];
  const api = graphApi(store, identity, failures);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      prefer: [req.headers.prefer ?? []].flat().join(', ') || undefined,
    });
    const run = async () => {
      if (/^\/[^/]+\/oauth2\/v2\.0\/authorize$/.test(url.pathname)) return identity.authorize(url, res);
      if (/^\/[^/]+\/oauth2\/v2\.0\/token$/.test(url.pathname) && req.method === 'POST') return identity.token(req, res);
      if (url.pathname.startsWith('/v1.0/')) return api(req, res, url, base);
      return json(res, 404, { error: 'not_found' });
    };
    run().catch((error: unknown) => graphError(res, 500, 'generalException', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    account,
    defaultCalendar: 'AAMkCalendar',
    urls: microsoftUrlsAt(base),
    requests,
    addCalendar,
    issuedTokens: identity.issuedTokens,
    /** What another client (the user in Outlook) does to a calendar. */
    putEvent(calendarId: string, event: Omit<GraphEventResource, 'etag' | 'seq' | 'lastModifiedDateTime'>) {
      const stored = { ...event } as GraphEventResource;
      touch(calendarOf(calendarId), stored);
      return stored;
    },
    editEvent(calendarId: string, id: string, changes: Partial<GraphEventResource>) {
      const calendar = calendarOf(calendarId);
      const event = calendar.events.get(id)!;
      Object.assign(event, changes);
      touch(calendar, event);
    },
    /** Moves or renames one occurrence of a series (an exception), by its original start. */
    editOccurrence(calendarId: string, masterId: string, originalStart: string, change: { subject?: string; start?: Time; end?: Time }) {
      const event = calendarOf(calendarId).events.get(masterId)!;
      const key = new Date(originalStart).toISOString();
      event.exceptions = { ...event.exceptions, [key]: stamp({ ...change, seq: 0, etag: '' }) };
    },
    deleteOccurrence: (calendarId: string, masterId: string, originalStart: string) =>
      removeOccurrence(calendarOf(calendarId), calendarOf(calendarId).events.get(masterId)!, Date.parse(originalStart)),
    deleteEvent(calendarId: string, id: string) {
      const calendar = calendarOf(calendarId);
      removeEvent(calendar, calendar.events.get(id)!);
    },
    event: (id: string) => find(id)?.event,
    events: (calendarId: string) => [...calendarOf(calendarId).events.values()],
    /** Every delta link handed out so far answers 410 from now on. */
    expireDeltaTokens: store.expire,
    failNext: (...next: Failure[]) => failures.push(...next),
    /** The user removes the app's consent: its refresh tokens and access tokens stop working. */
    revokeAll: identity.revokeAll,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MicrosoftGraphServer = Awaited<ReturnType<typeof startMicrosoftGraphServer>>;
