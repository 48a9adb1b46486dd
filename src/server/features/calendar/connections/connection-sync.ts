import { CALENDAR_PROVIDER_NAMES, type CalendarProviderId } from '../../../../shared/schemas/calendar-connections.js';
import type { SecretBox } from '../../../secret-box.js';
import type { ConnectionRow } from './connections.repo.js';
import type { ConnectionContext } from './connection-context.js';
import { pullCalendar } from './connection-pull.js';
import { pushChanges } from './connection-push.js';
import { openProviderSession, type ProviderSession } from './connection-session.js';
import { createOAuthClient, type OAuthClient } from './oauth.js';
import { ProviderError, type CalendarProvider } from './provider.js';

/** How long one sync may hold its connection: several pages of several calendars, each call within 20 seconds. */
export const SYNC_LEASE_MS = 5 * 60_000;
/** The first wait after a rate limit or an unreachable provider that named none; each failure in a row doubles it. */
const FIRST_BACKOFF_SECONDS = 30;
const MAX_BACKOFF_SECONDS = 60 * 60;

/**
 * What a sync run came to: done, waiting for the user to sign in again, to be tried again at `retryAt` (also when
 * the provider's wait is not over, so nothing was asked of it), another sync holding it, or the connection gone.
 */
export type SyncOutcome = { kind: 'synced' } | { kind: 'needs-reconnect' } | { kind: 'failed'; retryAt: Date | null } | { kind: 'busy' } | { kind: 'gone' };

/** A provider, and the OAuth client that signs in to it. */
export interface ProviderEntry {
  provider: CalendarProvider;
  oauth: OAuthClient;
}

export function providerEntries(providers: CalendarProvider[]): Map<CalendarProviderId, ProviderEntry> {
  return new Map(providers.map((provider) => [provider.id, { provider, oauth: createOAuthClient(provider.oauth) }]));
}

interface Deps {
  ctx: ConnectionContext;
  providers: Map<CalendarProviderId, ProviderEntry>;
  box: SecretBox;
  random?: () => number;
}

const reconnectReason = (provider: CalendarProviderId, error: ProviderError) =>
  error.message.includes('Reconnect')
    ? error.message
    : `${CALENDAR_PROVIDER_NAMES[provider]} no longer lets Twelvefold in: access was removed or has expired. Reconnect to sync again.`;

/**
 * The sync of one connection, provider-neutral: the outbox pushed to the write calendar, every chosen calendar pulled
 * (incrementally), the outbox once more if edits came meanwhile. Its outcome decides the connection's state: a refused
 * grant waits for the user (never retried), a rate limit or an unreachable provider waits and tries again (the
 * provider's Retry-After, else a doubling wait), anything else is said and tried at the next sync.
 */
export function createConnectionSync({ ctx, providers, box, random = Math.random }: Deps) {
  const { repo, now } = ctx;

  function sessionFor(connection: ConnectionRow): ProviderSession {
    const entry = providers.get(connection.provider);
    if (!entry) throw new ProviderError('refused', `${CALENDAR_PROVIDER_NAMES[connection.provider]} is no longer set up on this server`);
    return openProviderSession({ repo, box, now }, connection, entry.provider, entry.oauth);
  }

  async function syncCalendars(connection: ConnectionRow) {
    const session = sessionFor(connection);
    const calendars = await repo.calendarsOf([connection.id]);
    const write = calendars.find((c) => c.role === 'write');
    const timezone = await ctx.blocks.userTimezone(connection.userId);
    if (write) await pushChanges(ctx, session, write, timezone);
    for (const calendar of calendars) await pullCalendar(ctx, session, calendar, timezone);
    if (write && (await repo.pendingLinks(connection.id)).length > 0) await pushChanges(ctx, session, write, timezone);
  }

  function backoffSeconds(failures: number, retryAfter: number | undefined) {
    if (retryAfter !== undefined) return Math.max(1, retryAfter);
    const base = Math.min(MAX_BACKOFF_SECONDS, FIRST_BACKOFF_SECONDS * 2 ** Math.max(0, failures - 1));
    return Math.round(base * (0.9 + random() * 0.2));
  }

  /** The connection's state after a failed run, and when (if ever) it is tried again. */
  async function failed(connection: ConnectionRow, error: unknown): Promise<SyncOutcome> {
    const name = CALENDAR_PROVIDER_NAMES[connection.provider];
    if (error instanceof ProviderError && error.kind === 'grant') {
      await repo.update(connection.id, {
        state: 'needs_reconnect',
        stateReason: reconnectReason(connection.provider, error),
        retryAt: null,
        syncingUntil: null,
      });
      return { kind: 'needs-reconnect' };
    }
    if (error instanceof ProviderError && (error.kind === 'rate-limit' || error.kind === 'unavailable')) {
      const failures = connection.failures + 1;
      const retryAt = new Date(now().getTime() + backoffSeconds(failures, error.retryAfterSeconds) * 1000);
      const stateReason =
        error.kind === 'rate-limit'
          ? `${name} asked Twelvefold to slow down. Your time blocks are kept and sync when it is tried again.`
          : `${name} could not be reached. Your time blocks are kept and sync when it is tried again.`;
      await repo.update(connection.id, { state: 'error', stateReason, failures, retryAt, syncingUntil: null });
      return { kind: 'failed', retryAt };
    }
    if (!(error instanceof ProviderError)) ctx.logger?.error({ err: error, connectionId: connection.id }, 'calendar connection sync failed');
    const stateReason = error instanceof ProviderError ? error.message : 'Calendar sync failed. Your time blocks are kept and will sync on the next try.';
    await repo.update(connection.id, { state: 'error', stateReason, retryAt: null, syncingUntil: null });
    return { kind: 'failed', retryAt: null };
  }

  /** One sync of a connection whose lease this holds; the lease is given back at the end. */
  async function runLeased(connection: ConnectionRow): Promise<SyncOutcome> {
    if (connection.state === 'needs_reconnect') {
      await repo.update(connection.id, { syncingUntil: null });
      return { kind: 'needs-reconnect' };
    }
    try {
      await syncCalendars(connection);
    } catch (error) {
      return failed((await repo.byId(connection.id)) ?? connection, error);
    }
    await repo.update(connection.id, { state: 'connected', stateReason: null, lastSyncAt: now(), failures: 0, retryAt: null, syncingUntil: null });
    return { kind: 'synced' };
  }

  return {
    sessionFor,
    providers,

    /** Runs a sync now unless one is under way (`busy`) or the provider's requested wait is not over. */
    async run(connectionId: string): Promise<SyncOutcome> {
      const started = now();
      const current = await repo.byId(connectionId);
      if (!current) return { kind: 'gone' };
      if (current.state === 'needs_reconnect') return { kind: 'needs-reconnect' };
      if (current.retryAt && current.retryAt.getTime() > started.getTime()) return { kind: 'failed', retryAt: current.retryAt };
      const leased = await repo.lease(connectionId, started, new Date(started.getTime() + SYNC_LEASE_MS));
      if (!leased) return { kind: 'busy' };
      return runLeased(leased);
    },

    /** Marks the grant refused (a call outside a sync, such as listing calendars, found it so). */
    async grantRefused(connection: ConnectionRow, error: ProviderError) {
      await repo.update(connection.id, { state: 'needs_reconnect', stateReason: reconnectReason(connection.provider, error), retryAt: null });
    },
  };
}

export type ConnectionSync = ReturnType<typeof createConnectionSync>;
