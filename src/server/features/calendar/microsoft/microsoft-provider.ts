import type { RemoteCalendar, RemoteEvent } from '../../../../shared/schemas/calendar-connections.js';
import { SUBSCRIPTION_MAX_EVENTS } from '../../../../shared/schemas/calendar-subscriptions.js';
import { ProviderError, type CalendarProvider, type EventChanges, type OutgoingEvent, type TokenSet, type UpsertResult } from '../connections/provider.js';
import { graphApi, graphError, segment, type GraphRequest, type GraphSend } from './microsoft-api.js';
import {
  graphCalendarSchema,
  graphEventBody,
  graphEventSchema,
  graphPageSchema,
  occurrenceBody,
  occurrenceWindow,
  remoteCalendarOf,
  remoteEventOf,
  sameInstant,
  transactionIdOf,
} from './microsoft-events.js';

/** The Microsoft identity platform's endpoints for a tenant, and Graph; tests point them at a local server. */
export interface MicrosoftUrls {
  authorization: string;
  token: string;
  /** The Graph v1.0 root. */
  api: string;
}

export const microsoftUrls = (tenant: string): MicrosoftUrls => ({
  authorization: `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0/authorize`,
  token: `https://login.microsoftonline.com/${encodeURIComponent(tenant)}/oauth2/v2.0/token`,
  api: 'https://graph.microsoft.com/v1.0',
});

/**
 * The narrowest scopes that do the job: a refresh token (`offline_access`), the account's name and address
 * (`User.Read`), and reading and writing the events of its calendars. No `openid`: the account comes from Graph's
 * /me, since a multi-tenant ID token names the user's own tenant as issuer, not the one signed in through.
 */
export const MICROSOFT_SCOPES = ['offline_access', 'User.Read', 'Calendars.ReadWrite'];

/** Events asked for per page of a delta round. */
const PAGE_SIZE = 200;
const MAX_PAGES = Math.ceil(SUBSCRIPTION_MAX_EVENTS / PAGE_SIZE) + 1;

const now = () => new Date();

async function json(send: GraphSend, request: GraphRequest): Promise<unknown> {
  const response = await send(request);
  if (!response.ok) throw await graphError(response, now());
  return response.json();
}

async function listCalendars(send: GraphSend): Promise<RemoteCalendar[]> {
  const calendars: RemoteCalendar[] = [];
  let path: string | undefined = '/me/calendars';
  for (let page = 0; page < MAX_PAGES && path; page += 1) {
    const parsed = graphPageSchema.safeParse(await json(send, { method: 'GET', path }));
    if (!parsed.success) throw new ProviderError('refused', 'Microsoft sent a calendar list Twelvefold cannot read');
    for (const item of parsed.data.value ?? []) {
      const calendar = graphCalendarSchema.safeParse(item);
      if (calendar.success) calendars.push(remoteCalendarOf(calendar.data));
    }
    path = parsed.data['@odata.nextLink'];
  }
  return calendars;
}

/**
 * The sync token of a calendar view round: the round's window end and its delta link. A round's window is fixed by its
 * first request, so once the synced dates reach past it a new round (a full pass) starts.
 */
const tokenOf = (to: Date, deltaLink: string) => `${to.toISOString()} ${deltaLink}`;
function readToken(token: string): { to: Date; deltaLink: string } | null {
  const [to, deltaLink] = token.split(' ');
  return to && deltaLink && !Number.isNaN(Date.parse(to)) ? { to: new Date(to), deltaLink } : null;
}

/**
 * A round of calendarView/delta ("Get incremental changes to events in a calendar view"): the first request names the
 * window, each page links the next (`@odata.nextLink`) and the last gives the delta link the next round starts from.
 */
async function listChanges(send: GraphSend, calendarId: string, options: { syncToken: string | null; from: Date; to: Date }): Promise<EventChanges> {
  const saved = options.syncToken ? readToken(options.syncToken) : null;
  const full = !saved || saved.to.getTime() < options.to.getTime();
  const to = full ? options.to : saved.to;
  let request: GraphRequest = full
    ? {
        method: 'GET',
        path: `/me/calendars/${segment(calendarId)}/calendarView/delta`,
        query: { startDateTime: options.from.toISOString(), endDateTime: to.toISOString() },
      }
    : { method: 'GET', path: saved.deltaLink };
  const events: RemoteEvent[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = graphPageSchema.safeParse(await json(send, { ...request, pageSize: PAGE_SIZE }));
    if (!body.success) throw new ProviderError('refused', 'Microsoft sent events Twelvefold cannot read');
    for (const item of body.data.value ?? []) {
      const event = graphEventSchema.safeParse(item);
      if (event.success) events.push(remoteEventOf(event.data));
    }
    if (events.length > SUBSCRIPTION_MAX_EVENTS) throw new ProviderError('refused', `The calendar has more than ${SUBSCRIPTION_MAX_EVENTS} events to read`);
    const deltaLink = body.data['@odata.deltaLink'];
    if (deltaLink) return { events, full, syncToken: tokenOf(to, deltaLink) };
    const next = body.data['@odata.nextLink'];
    if (!next) break;
    request = { method: 'GET', path: next };
  }
  throw new ProviderError('refused', 'Microsoft ended the event list without a delta link');
}

async function getEvent(send: GraphSend, eventId: string) {
  const response = await send({ method: 'GET', path: `/me/events/${segment(eventId)}` });
  if (response.status === 404) return null;
  if (!response.ok) throw await graphError(response, now());
  const event = graphEventSchema.safeParse(await response.json());
  return event.success ? event.data : null;
}

/** Each changed occurrence of the series, found among Graph's instances by its original start: removed or updated. */
async function pushOccurrences(send: GraphSend, eventId: string, event: OutgoingEvent) {
  for (const exception of event.exceptions) {
    const page = graphPageSchema.parse(
      await json(send, { method: 'GET', path: `/me/events/${segment(eventId)}/instances`, query: occurrenceWindow(exception.originalStart) }),
    );
    const found = (page.value ?? [])
      .map((item) => graphEventSchema.safeParse(item))
      .find((parsed) => parsed.success && sameInstant(parsed.data.originalStart, exception.originalStart));
    if (!found?.success) continue;
    const path = `/me/events/${segment(found.data.id)}`;
    const response = exception.removed
      ? await send({ method: 'DELETE', path })
      : await send({ method: 'PATCH', path, body: occurrenceBody(exception, event.timeZone) });
    if (!response.ok && response.status !== 404) throw await graphError(response, now());
  }
}

/**
 * Creates the block's event (with its transaction id), or updates it (If-Match its last etag unless forced); an event
 * gone from the calendar is made again. A series' changed occurrences follow.
 */
async function upsert(
  send: GraphSend,
  calendarId: string,
  event: OutgoingEvent,
  link: { remoteId: string | null; etag: string | null },
  force: boolean,
): Promise<UpsertResult> {
  const body = graphEventBody(event);
  const create = () =>
    send({ method: 'POST', path: `/me/calendars/${segment(calendarId)}/events`, body: { ...body, transactionId: transactionIdOf(event.blockId) } });
  let response = link.remoteId
    ? await send({ method: 'PATCH', path: `/me/events/${segment(link.remoteId)}`, body, ifMatch: force ? undefined : (link.etag ?? undefined) })
    : await create();
  if (link.remoteId && response.status === 404) response = await create();
  if (response.status === 412 && link.remoteId) {
    const current = await getEvent(send, link.remoteId);
    return { kind: 'conflict', updated: current?.lastModifiedDateTime ? new Date(current.lastModifiedDateTime) : null };
  }
  if (!response.ok) throw await graphError(response, now());
  const saved = graphEventSchema.safeParse(await response.json());
  if (!saved.success) throw new ProviderError('refused', 'Microsoft answered with an event Twelvefold cannot read');
  if (event.rrule && event.exceptions.length > 0) await pushOccurrences(send, saved.data.id, event);
  return { kind: 'saved', remoteId: saved.data.id, etag: saved.data['@odata.etag'] ?? saved.data.changeKey ?? null };
}

/** The signed-in account, from Graph's /me: its id stays, its address is what the user recognises. */
async function accountOf(send: GraphSend) {
  const me = (await json(send, { method: 'GET', path: '/me' })) as { id?: unknown; mail?: unknown; userPrincipalName?: unknown };
  const email = typeof me.mail === 'string' && me.mail ? me.mail : me.userPrincipalName;
  if (typeof me.id !== 'string' || typeof email !== 'string') throw new ProviderError('refused', 'Microsoft did not say which account signed in');
  return { id: me.id, email };
}

/** Microsoft Graph behind the provider-neutral sync. */
export function createMicrosoftProvider(
  client: { clientId: string; clientSecret: string; tenant: string },
  urls: MicrosoftUrls = microsoftUrls(client.tenant),
): CalendarProvider {
  const api = (accessToken: string) => graphApi(urls.api, accessToken);
  return {
    id: 'microsoft',
    oauth: {
      issuer: `${new URL(urls.authorization).origin}/${client.tenant}/v2.0`,
      authorizationEndpoint: urls.authorization,
      tokenEndpoint: urls.token,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      scopes: MICROSOFT_SCOPES,
      authorizationParams: { response_mode: 'query', prompt: 'select_account' },
    },
    account: (tokens: TokenSet) => accountOf(api(tokens.accessToken)),
    calendars: (accessToken) => listCalendars(api(accessToken)),
    changes: (accessToken, calendarId, options) => listChanges(api(accessToken), calendarId, options),
    async event(accessToken, _calendarId, remoteId) {
      const event = await getEvent(api(accessToken), remoteId);
      return event && !event.isCancelled ? remoteEventOf(event) : null;
    },
    upsertEvent: (accessToken, calendarId, event, link, force) => upsert(api(accessToken), calendarId, event, link, force),
    async deleteEvent(accessToken, _calendarId, remoteId) {
      const response = await api(accessToken)({ method: 'DELETE', path: `/me/events/${segment(remoteId)}` });
      if (response.ok || response.status === 404) return;
      throw await graphError(response, now());
    },
  };
}
