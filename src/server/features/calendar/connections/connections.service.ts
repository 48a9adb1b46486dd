import { todayIn } from '../../../../shared/dates.js';
import {
  CALENDAR_PROVIDER_NAMES,
  type CalendarProviderId,
  type Connection,
  type ConnectionChooseInput,
  type ConnectionList,
  type RemoteCalendar,
} from '../../../../shared/schemas/calendar-connections.js';
import { AppError, badRequest, notFound } from '../../../errors.js';
import type { SecretBox } from '../../../secret-box.js';
import type { CalendarRepo } from '../calendar.repo.js';
import type { ConnectionCalendarRow, ConnectionRow, ConnectionsRepo } from './connections.repo.js';
import { followUpSeconds } from './connections.jobs.js';
import type { ConnectionSync, ProviderEntry } from './connection-sync.js';
import type { OAuthTransaction } from './oauth.js';
import { ProviderError } from './provider.js';

const NOT_FOUND = 'Calendar connection';
/** Accounts one user may connect. */
export const CONNECTIONS_MAX = 10;

/** A sign-in that did not end in a connection: the message is shown to the user on the settings page. */
export class ConnectionRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConnectionRefused';
  }
}

export function toConnectionDto(row: ConnectionRow, calendars: ConnectionCalendarRow[], pendingChanges: number, now: Date): Connection {
  const write = calendars.find((c) => c.role === 'write');
  return {
    id: row.id,
    provider: row.provider,
    accountEmail: row.accountEmail,
    state: row.state,
    stateReason: row.stateReason,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    retryAt: row.retryAt?.toISOString() ?? null,
    syncing: row.syncingUntil !== null && row.syncingUntil.getTime() > now.getTime(),
    writeCalendar: write ? { id: write.remoteId, name: write.name } : null,
    busyCalendars: calendars.filter((c) => c.role === 'busy').map((c) => ({ id: c.remoteId, name: c.name })),
    pendingChanges,
  };
}

interface Deps {
  repo: ConnectionsRepo;
  blocks: CalendarRepo;
  sync: ConnectionSync;
  box: SecretBox;
  schedule: (connectionId: string, startAfterSeconds?: number) => Promise<void>;
  now: () => Date;
}

/** Google's consent screen lets scopes be left unticked: each the sync needs must have been granted. */
function missingScopes(wanted: string[], granted: string | undefined): boolean {
  if (granted === undefined) return false;
  const given = new Set(granted.split(/\s+/));
  return wanted.filter((s) => s.startsWith('https://')).some((s) => !given.has(s));
}

/**
 * The user's two-way calendar connections: signing in (OAuth with PKCE, bound to the session), choosing the calendar
 * to write to and those to read as busy, syncing now, disconnecting (the grant revoked). Every call is scoped to the
 * signed-in user; another user's connection is not found.
 */
export function createConnectionsService(deps: Deps) {
  const { repo, sync, box, now } = deps;

  const entryOf = (provider: CalendarProviderId): ProviderEntry => {
    const entry = sync.providers.get(provider);
    if (!entry) throw new AppError(404, `${CALENDAR_PROVIDER_NAMES[provider]} is not set up on this server`);
    return entry;
  };

  const owned = async (userId: string, id: string) => {
    const row = await repo.find(userId, id);
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  async function dto(row: ConnectionRow): Promise<Connection> {
    const [calendars, pending] = await Promise.all([repo.calendarsOf([row.id]), repo.pendingCounts([row.id])]);
    return toConnectionDto(row, calendars, pending.get(row.id) ?? 0, now());
  }

  /** Syncs now when no other sync holds the connection; a wait the outcome asks for becomes a job. */
  async function syncAndShow(row: ConnectionRow): Promise<{ connection: Connection; synced: boolean }> {
    const outcome = await sync.run(row.id);
    const wait = followUpSeconds(outcome, now());
    if (wait !== undefined) await deps.schedule(row.id, wait);
    return { connection: await dto((await repo.byId(row.id)) ?? row), synced: outcome.kind !== 'busy' };
  }

  /** Calls the provider outside a sync: a refused grant marks the connection, any other failure is the provider's (502). */
  async function withProvider<T>(row: ConnectionRow, run: (accessToken: string) => Promise<T>): Promise<T> {
    try {
      return await sync.sessionFor(row).call(run);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'grant') {
        await sync.grantRefused(row, error);
        throw new AppError(409, `${CALENDAR_PROVIDER_NAMES[row.provider]} no longer lets Twelvefold in. Reconnect to continue.`);
      }
      throw new AppError(502, error.message);
    }
  }

  const offered = () => [...sync.providers.keys()].map((id) => ({ id, name: CALENDAR_PROVIDER_NAMES[id] }));

  async function calendars(userId: string, id: string): Promise<RemoteCalendar[]> {
    const row = await owned(userId, id);
    return withProvider(row, (token) => sync.sessionFor(row).provider.calendars(token));
  }

  return {
    offered,
    calendars,

    async list(userId: string): Promise<ConnectionList> {
      const rows = await repo.listOf(userId);
      const ids = rows.map((r) => r.id);
      const [calendars, pending] = await Promise.all([repo.calendarsOf(ids), repo.pendingCounts(ids)]);
      const at = now();
      return {
        providers: offered(),
        connections: rows.map((row) =>
          toConnectionDto(
            row,
            calendars.filter((c) => c.connectionId === row.id),
            pending.get(row.id) ?? 0,
            at,
          ),
        ),
      };
    },

    /** Where to send the browser; Reconnect names the connection, whose account the provider is asked to sign in. */
    async authorize(userId: string, sessionId: string, provider: CalendarProviderId, redirectUri: string, connectionId?: string) {
      const entry = entryOf(provider);
      const reconnecting = connectionId ? await owned(userId, connectionId) : undefined;
      if (reconnecting && reconnecting.provider !== provider) throw badRequest('connectionId', 'That connection is to another provider');
      return entry.oauth.start(redirectUri, { provider, sessionId, connectionId }, reconnecting?.accountEmail);
    },

    /** The provider's callback: tokens for the code, the account they belong to, and the connection made or renewed. */
    async complete(userId: string, provider: CalendarProviderId, currentUrl: URL, transaction: OAuthTransaction): Promise<string> {
      const entry = entryOf(provider);
      const name = CALENDAR_PROVIDER_NAMES[provider];
      const tokens = await entry.oauth.finish(currentUrl, transaction).catch(() => {
        throw new ConnectionRefused(`Signing in to ${name} did not complete. Please try again.`);
      });
      if (!tokens.refreshToken) throw new ConnectionRefused(`${name} did not give Twelvefold lasting access. Please try again.`);
      if (missingScopes(entry.provider.oauth.scopes, tokens.scope)) {
        await entry.oauth.revoke(tokens.refreshToken);
        throw new ConnectionRefused(`Allow Twelvefold to see your calendars and to see and edit their events on ${name}’s consent screen, then try again.`);
      }
      const account = await entry.provider.account(tokens).catch(() => {
        throw new ConnectionRefused(`${name} did not say which account signed in. Please try again.`);
      });
      const existing = (await repo.listOf(userId)).filter((c) => !(c.provider === provider && c.accountId === account.id));
      if (existing.length >= CONNECTIONS_MAX)
        throw new ConnectionRefused(`You can connect at most ${CONNECTIONS_MAX} calendar accounts; disconnect one first.`);
      const row = await repo.saveSignIn(userId, provider, account.id, {
        accountEmail: account.email,
        refreshTokenEncrypted: box.seal(tokens.refreshToken),
        accessTokenEncrypted: box.seal(tokens.accessToken),
        accessTokenExpiresAt: new Date(now().getTime() + (tokens.expiresInSeconds ?? 3600) * 1000),
        scopes: tokens.scope ?? entry.provider.oauth.scopes.join(' '),
      });
      if ((await repo.calendarsOf([row.id])).length > 0) await deps.schedule(row.id);
      return row.id;
    },

    /** The calendars to write to and read; a new write calendar gets today's and later blocks; then a first sync. */
    async choose(userId: string, id: string, input: ConnectionChooseInput) {
      const row = await owned(userId, id);
      const offered = new Map((await calendars(userId, id)).map((c) => [c.id, c]));
      const busyIds = [...new Set(input.busyCalendarIds)];
      const write = input.writeCalendarId === null ? null : offered.get(input.writeCalendarId);
      if (input.writeCalendarId !== null && !write) throw badRequest('writeCalendarId', 'Choose one of the account’s calendars');
      if (write && !write.canWrite) throw badRequest('writeCalendarId', 'Choose a calendar you can add events to');
      busyIds.forEach((calendarId, index) => {
        if (!offered.has(calendarId)) throw badRequest(`busyCalendarIds.${index}`, 'Choose among the account’s calendars');
        if (calendarId === input.writeCalendarId) throw badRequest(`busyCalendarIds.${index}`, 'The calendar blocks are written to is read as busy already');
      });
      const chosen = (c: RemoteCalendar) => ({ remoteId: c.id, name: c.name });
      const writeChanged = await repo.chooseCalendars(
        row,
        write ? chosen(write) : null,
        busyIds.map((calendarId) => chosen(offered.get(calendarId)!)),
      );
      if (write && writeChanged) await repo.queueBlocksFrom(row.id, userId, todayIn(await deps.blocks.userTimezone(userId), now()));
      if (!write && busyIds.length === 0) return dto(row);
      return (await syncAndShow(row)).connection;
    },

    async syncNow(userId: string, id: string) {
      const row = await owned(userId, id);
      if (row.state === 'needs_reconnect')
        throw new AppError(409, `${CALENDAR_PROVIDER_NAMES[row.provider]} no longer lets Twelvefold in. Reconnect to sync again.`);
      if ((await repo.calendarsOf([row.id])).length === 0) throw badRequest('calendars', 'Choose a calendar first');
      return syncAndShow(row);
    },

    /** Forgets the connection at once (time blocks stay, busy time goes) and asks the provider to revoke the grant. */
    async disconnect(userId: string, id: string): Promise<void> {
      const row = await repo.remove(userId, id);
      if (!row) throw notFound(NOT_FOUND);
      await sync.providers.get(row.provider)?.oauth.revoke(box.open(row.refreshTokenEncrypted));
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
