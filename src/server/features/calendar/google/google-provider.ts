import type { RemoteCalendar, RemoteEvent } from '../../../../shared/schemas/calendar-connections.js';
import { SUBSCRIPTION_MAX_EVENTS } from '../../../../shared/schemas/calendar-subscriptions.js';
import { ProviderError, type CalendarProvider, type EventChanges, type OutgoingEvent, type TokenSet, type UpsertResult } from '../connections/provider.js';
import { googleApi, googleError, segment, type GoogleSend } from './google-api.js';
import {
  eventIdOf,
  googleCalendarListSchema,
  googleEventBody,
  googleEventSchema,
  googleEventsPageSchema,
  instanceBody,
  remoteCalendarOf,
  remoteEventOf,
} from './google-events.js';

/** Google's published endpoints; tests point them at a local server that implements the same calls. */
export interface GoogleUrls {
  authorization: string;
  token: string;
  revocation: string;
  /** The Calendar API v3 root. */
  api: string;
}

export const GOOGLE_URLS: GoogleUrls = {
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  revocation: 'https://oauth2.googleapis.com/revoke',
  api: 'https://www.googleapis.com/calendar/v3',
};

export const GOOGLE_ISSUER = 'https://accounts.google.com';

/**
 * The narrowest scopes that do the job: the account's address (OpenID `email`), the list of its calendars, and
 * reading and writing events on them. Twelvefold never creates, shares or deletes calendars.
 */
export const GOOGLE_SCOPES = [
  'openid',
  'email',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
  'https://www.googleapis.com/auth/calendar.events',
];

/** Events asked for per page of events.list (Google allows up to 2500). */
const PAGE_SIZE = 500;
/** Pages followed in one pass at most: beyond the events bound anyway. */
const MAX_PAGES = Math.ceil(SUBSCRIPTION_MAX_EVENTS / PAGE_SIZE) + 1;

const now = () => new Date();

async function json(send: GoogleSend, request: Parameters<GoogleSend>[0]): Promise<unknown> {
  const response = await send(request);
  if (!response.ok) throw await googleError(response, now());
  return response.json();
}

/** Every page of the calendar list. */
async function listCalendars(send: GoogleSend): Promise<RemoteCalendar[]> {
  const calendars: RemoteCalendar[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const parsed = googleCalendarListSchema.safeParse(
      await json(send, { method: 'GET', path: '/users/me/calendarList', query: { pageToken, maxResults: '250' } }),
    );
    if (!parsed.success) throw new ProviderError('refused', 'Google sent a calendar list Twelvefold cannot read');
    for (const entry of parsed.data.items ?? []) if (!entry.deleted) calendars.push(remoteCalendarOf(entry));
    pageToken = parsed.data.nextPageToken;
    if (!pageToken) break;
  }
  return calendars;
}

/**
 * A full or incremental pass over a calendar's events (Google's "Synchronize resources efficiently"): a full pass asks
 * for the events that end after `from` and keeps cancelled instances of series; an incremental one sends only the
 * sync token (no other filter is allowed with it) and gets deletions too. The sync token comes with the last page.
 */
async function listChanges(send: GoogleSend, calendarId: string, options: { syncToken: string | null; from: Date }): Promise<EventChanges> {
  const base = options.syncToken
    ? { syncToken: options.syncToken, maxResults: String(PAGE_SIZE) }
    : { timeMin: options.from.toISOString(), maxResults: String(PAGE_SIZE), singleEvents: 'false' };
  const events: RemoteEvent[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const body = googleEventsPageSchema.safeParse(
      await json(send, { method: 'GET', path: `/calendars/${segment(calendarId)}/events`, query: { ...base, pageToken } }),
    );
    if (!body.success) throw new ProviderError('refused', 'Google sent events Twelvefold cannot read');
    for (const item of body.data.items ?? []) {
      const event = googleEventSchema.safeParse(item);
      if (event.success) events.push(remoteEventOf(event.data));
    }
    if (events.length > SUBSCRIPTION_MAX_EVENTS) throw new ProviderError('refused', `The calendar has more than ${SUBSCRIPTION_MAX_EVENTS} events to read`);
    if (body.data.nextSyncToken) return { events, full: options.syncToken === null, syncToken: body.data.nextSyncToken };
    pageToken = body.data.nextPageToken;
    if (!pageToken) break;
  }
  throw new ProviderError('refused', 'Google ended the event list without a sync token');
}

async function getEvent(send: GoogleSend, calendarId: string, eventId: string) {
  const response = await send({ method: 'GET', path: `/calendars/${segment(calendarId)}/events/${segment(eventId)}` });
  if (response.status === 404 || response.status === 410) return null;
  if (!response.ok) throw await googleError(response, now());
  const event = googleEventSchema.safeParse(await response.json());
  return event.success ? event.data : null;
}

const saved = async (response: Response): Promise<UpsertResult> => {
  const event = googleEventSchema.safeParse(await response.json());
  if (!event.success) throw new ProviderError('refused', 'Google answered with an event Twelvefold cannot read');
  return { kind: 'saved', remoteId: event.data.id, etag: event.data.etag ?? null };
};

/** Each moved or renamed occurrence as Google's instance of it (events.instances finds it by its original start). */
async function pushInstances(send: GoogleSend, calendarId: string, eventId: string, event: OutgoingEvent) {
  for (const exception of event.exceptions.filter((e) => !e.removed)) {
    const instances = googleEventsPageSchema.parse(
      await json(send, {
        method: 'GET',
        path: `/calendars/${segment(calendarId)}/events/${segment(eventId)}/instances`,
        query: { originalStart: exception.originalStart.toISOString(), showDeleted: 'true', maxResults: '1' },
      }),
    );
    const instance = googleEventSchema.safeParse(instances.items?.[0]);
    if (!instance.success) continue;
    await json(send, {
      method: 'PATCH',
      path: `/calendars/${segment(calendarId)}/events/${segment(instance.data.id)}`,
      body: instanceBody(exception, event.timeZone),
    });
  }
}

/**
 * Creates the block's event under its own id, or patches it (If-Match its last etag unless forced). A create that
 * finds the id taken (409: made by an attempt whose answer was lost, or deleted and now restored) patches instead.
 */
async function upsert(send: GoogleSend, calendarId: string, event: OutgoingEvent, etag: string | null, exists: boolean, force: boolean): Promise<UpsertResult> {
  const eventId = eventIdOf(event.blockId);
  const body = googleEventBody(event);
  const path = `/calendars/${segment(calendarId)}/events`;
  let response = exists ? undefined : await send({ method: 'POST', path, body: { id: eventId, ...body } });
  if (!response || response.status === 409) {
    response = await send({ method: 'PATCH', path: `${path}/${segment(eventId)}`, body, ifMatch: exists && !force ? (etag ?? undefined) : undefined });
    if (response.status === 404 || response.status === 410) response = await send({ method: 'POST', path, body: { id: eventId, ...body } });
  }
  if (response.status === 412) return { kind: 'conflict', updated: parseDate((await getEvent(send, calendarId, eventId))?.updated) };
  if (!response.ok) throw await googleError(response, now());
  const result = await saved(response);
  if (event.rrule && event.exceptions.some((e) => !e.removed)) await pushInstances(send, calendarId, eventId, event);
  return result;
}

const parseDate = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value) : null);

/** The claims of Google's ID token name the account: `sub` stays, `email` is what the user recognises. */
function accountOf(tokens: TokenSet) {
  const sub = tokens.claims?.sub;
  const email = tokens.claims?.email;
  if (typeof sub !== 'string' || typeof email !== 'string') throw new ProviderError('refused', 'Google did not say which account signed in');
  return Promise.resolve({ id: sub, email });
}

/** Google Calendar API v3 behind the provider-neutral sync. */
export function createGoogleProvider(client: { clientId: string; clientSecret: string }, urls: GoogleUrls = GOOGLE_URLS): CalendarProvider {
  const api = (accessToken: string) => googleApi(urls.api, accessToken);
  return {
    id: 'google',
    oauth: {
      issuer: GOOGLE_ISSUER,
      authorizationEndpoint: urls.authorization,
      tokenEndpoint: urls.token,
      revocationEndpoint: urls.revocation,
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      scopes: GOOGLE_SCOPES,
      // A refresh token comes only with offline access, and again on a later sign-in only with the consent screen.
      authorizationParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    },
    account: accountOf,
    calendars: (accessToken) => listCalendars(api(accessToken)),
    changes: (accessToken, calendarId, options) => listChanges(api(accessToken), calendarId, options),
    async event(accessToken, calendarId, remoteId) {
      const event = await getEvent(api(accessToken), calendarId, remoteId);
      return event && event.status !== 'cancelled' ? remoteEventOf(event) : null;
    },
    upsertEvent: (accessToken, calendarId, event, link, force) => upsert(api(accessToken), calendarId, event, link.etag, link.remoteId !== null, force),
    async deleteEvent(accessToken, calendarId, remoteId) {
      const response = await api(accessToken)({ method: 'DELETE', path: `/calendars/${segment(calendarId)}/events/${segment(remoteId)}` });
      if (response.ok || response.status === 404 || response.status === 410) return;
      throw await googleError(response, now());
    },
  };
}
