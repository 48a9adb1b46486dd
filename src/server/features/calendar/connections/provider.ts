import type { CalendarProviderId, RemoteCalendar, RemoteEvent } from '../../../../shared/schemas/calendar-connections.js';

/**
 * Why a call to a provider failed, which decides what the sync does next:
 * - `grant`: the refresh token was refused (`invalid_grant`: revoked, expired, password changed): the connection
 *   needs the user to sign in again and is not tried until then;
 * - `unauthorized`: the access token was refused (401): refreshed once, then `grant` if that fails too;
 * - `rate-limit`: 429, or 403 `rateLimitExceeded` / `userRateLimitExceeded`: tried again after `retryAfterSeconds`
 *   (the provider's Retry-After) or an exponential wait;
 * - `sync-token`: the incremental sync token expired (Google's 410 GONE): a full sync follows at once;
 * - `unavailable`: the provider could not be reached, timed out or answered 5xx: tried again with a growing wait;
 * - `refused`: any other refusal (a calendar gone, no permission to write): said to the user, tried at the next sync.
 */
export type ProviderErrorKind = 'grant' | 'unauthorized' | 'rate-limit' | 'sync-token' | 'unavailable' | 'refused';

export class ProviderError extends Error {
  constructor(
    public readonly kind: ProviderErrorKind,
    message: string,
    public readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The OAuth 2.0 endpoints and client of a provider, and what its authorization request asks for. */
export interface OAuthSettings {
  /** The issuer an ID token must name (OpenID Connect); the token answer is checked against it. */
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint?: string;
  clientId: string;
  clientSecret: string;
  scopes: string[];
  /** Parameters the provider needs to hand out a refresh token, e.g. Google's `access_type=offline`. */
  authorizationParams: Record<string, string>;
}

/** The tokens of a finished sign-in or refresh; `claims` are the ID token's, when the provider sent one. */
export interface TokenSet {
  accessToken: string;
  /** Present after the sign-in; after a refresh only when the provider rotates it. */
  refreshToken?: string;
  expiresInSeconds?: number;
  scope?: string;
  claims?: Record<string, unknown>;
}

/** The signed-in account a connection belongs to: the provider's stable id for it and the address it shows. */
export interface ProviderAccount {
  id: string;
  email: string;
}

/** One pass over a calendar's events: all of them (`full`, no sync token was given) or what changed since the token. */
export interface EventChanges {
  events: RemoteEvent[];
  full: boolean;
  syncToken: string;
}

/** A time block as an event to write: its wall-clock times in the user's zone, its rule and its changed occurrences. */
export interface OutgoingEvent {
  blockId: string;
  title: string;
  category: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** An RFC 5545 RRULE value whose UNTIL, if any, is already a UTC instant; null for a one-off block. */
  rrule: string | null;
  exceptions: OutgoingException[];
}

/** One occurrence of a repeating block that differs from its series: removed, or moved or renamed. */
export interface OutgoingException {
  /** When the occurrence would start by the rule (Google's `originalStartTime`). */
  originalStart: Date;
  removed: boolean;
  start: Date;
  end: Date;
  title: string;
}

/** Where the block's event is: not yet written (`remoteId` null) or at this id, as last seen (`etag`). */
export interface EventLink {
  remoteId: string | null;
  etag: string | null;
}

export type UpsertResult =
  | { kind: 'saved'; remoteId: string; etag: string | null }
  /** Changed on the provider since `etag`: the caller decides which change is newer (`updated`) and may force. */
  | { kind: 'conflict'; updated: Date | null };

/**
 * What the provider-neutral sync asks of Google Calendar, Microsoft Graph or another provider. Every method takes a
 * current access token and throws a ProviderError for anything but success.
 */
export interface CalendarProvider {
  id: CalendarProviderId;
  oauth: OAuthSettings;
  /** The account the sign-in was for, from the ID token's claims or the provider's API. */
  account(tokens: TokenSet): Promise<ProviderAccount>;
  calendars(accessToken: string): Promise<RemoteCalendar[]>;
  /**
   * Every event of the calendar that ends after `from` (no `syncToken`: a full sync), or every change since the token,
   * within the synced dates up to `to` where the provider's sync is bounded by dates (Graph's calendar view);
   * following the provider's pages to the end. Throws `sync-token` when the token is no longer accepted.
   */
  changes(accessToken: string, calendarId: string, options: { syncToken: string | null; from: Date; to: Date }): Promise<EventChanges>;
  /** One event as it is now; null when it is gone or cancelled. */
  event(accessToken: string, calendarId: string, remoteId: string): Promise<RemoteEvent | null>;
  /** Writes the block's event (and its changed occurrences); `force` writes over a newer change. */
  upsertEvent(accessToken: string, calendarId: string, event: OutgoingEvent, link: EventLink, force: boolean): Promise<UpsertResult>;
  /** Deletes the event; one already gone counts as deleted. */
  deleteEvent(accessToken: string, calendarId: string, remoteId: string): Promise<void>;
}
