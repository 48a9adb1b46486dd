import type { FastifyBaseLogger } from 'fastify';
import type { CaldavAccount } from '../../../../shared/schemas/calendar.js';
import type { AccountRow, CalendarRepo } from '../calendar.repo.js';
import { CaldavError, createCaldavClient, type CaldavClient, type CaldavCredentials } from './caldav-client.js';
import type { CaldavNetwork } from './caldav-fetch.js';
import { blockUid } from '../ics/ics-build.js';
import type { IcsReader } from '../ics/ics-reader.js';
import type { SecretBox } from '../../../secret-box.js';
import { pushChanges } from './caldav-push.js';
import { applyServerDeletions, pullChanges } from './caldav-pull.js';
import type { SyncContext } from './server-copy.js';

export function toAccountDto(row: AccountRow, pendingChanges: number): CaldavAccount {
  return {
    serverUrl: row.serverUrl,
    username: row.username,
    calendarUrl: row.calendarUrl,
    calendarName: row.calendarName,
    state: row.state,
    lastError: row.lastError,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    pendingChanges,
  };
}

interface SyncDeps {
  repo: CalendarRepo;
  /** Arranges a sync for the user soon, off the request (a job on the queue). */
  scheduleSync: (userId: string) => Promise<void>;
  box: SecretBox;
  /** Parses what the server sends, off the event loop and within the iCalendar bounds. */
  reader: IcsReader;
  /** Which servers may be reached. */
  network: CaldavNetwork;
  /** Deletes a block as the user's delete does, kept 10 minutes for Undo; false when it is gone already. */
  removeBlock: (userId: string, blockId: string, now: Date) => Promise<boolean>;
  now?: () => Date;
  logger?: FastifyBaseLogger;
  timeoutMs?: number;
}

/**
 * Two-way sync with one CalDAV calendar per user. Changes to time blocks go to an outbox (the link rows'
 * `pending`), pushed with If-None-Match / If-Match; a failed push stays queued until the next sync. Runs for
 * one user never overlap.
 */
export function createCaldavSync(deps: SyncDeps) {
  const { repo, box } = deps;
  const now = deps.now ?? (() => new Date());
  const running = new Map<string, Promise<unknown>>();

  const clientFor = (account: AccountRow): CaldavClient => {
    const credentials: CaldavCredentials = {
      serverUrl: account.serverUrl,
      username: account.username,
      password: box.open(account.passwordEncrypted),
    };
    return createCaldavClient(credentials, { network: deps.network, timeoutMs: deps.timeoutMs });
  };

  const ctx: SyncContext = { repo, reader: deps.reader, removeBlock: deps.removeBlock, now, logger: deps.logger };

  /** Runs for one user never overlap: each waits for the one before it. */
  function serialize<T>(userId: string, run: () => Promise<T>): Promise<T> {
    const previous = running.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(run);
    const settled = next.catch(() => undefined);
    running.set(userId, settled);
    void settled.then(() => {
      if (running.get(userId) === settled) running.delete(userId);
    });
    return next;
  }

  async function runSync(userId: string): Promise<AccountRow | undefined> {
    const account = await repo.accountOf(userId);
    if (!account?.calendarUrl) return account;
    const timezone = await repo.userTimezone(userId);
    try {
      const client = clientFor(account);
      await pushChanges(ctx, client, account, timezone);
      await pullChanges(ctx, client, account, timezone);
      await applyServerDeletions(ctx, client, account);
      if (await repo.pendingCount(userId)) await pushChanges(ctx, client, account, timezone);
      return await repo.updateAccount(userId, { state: 'ok', lastError: null, lastSyncAt: now() });
    } catch (error) {
      const message = error instanceof CaldavError ? error.message : 'Calendar sync failed. Your time blocks are kept and will sync on the next try.';
      if (!(error instanceof CaldavError)) deps.logger?.error({ err: error, userId }, 'calendar sync failed');
      return repo.updateAccount(userId, { state: 'error', lastError: message });
    }
  }

  return {
    clientFor,

    /** Runs one sync for the user now (after any sync already running for them). */
    syncUser(userId: string) {
      return serialize(userId, () => runSync(userId));
    },

    /** Queues the block's event for creation or update in the outbox; a job pushes it. */
    async blockChanged(userId: string, blockId: string) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl) return;
      await repo.markUpsert(userId, blockId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    /** Queues many new blocks (an import) with one look at the account and one sync. */
    async blocksAdded(userId: string, blockIds: string[]) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl || blockIds.length === 0) return;
      for (const blockId of blockIds) await repo.markUpsert(userId, blockId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    async blockDeleted(userId: string, blockId: string) {
      const account = await repo.accountOf(userId);
      if (!account?.calendarUrl) return;
      await repo.markDelete(userId, blockUid(blockId));
      await deps.scheduleSync(userId);
    },

    /** Resolves when no sync is running; the app awaits it on close. */
    async idle() {
      while (running.size > 0) await Promise.all([...running.values()]);
    },
  };
}

export type CaldavSync = ReturnType<typeof createCaldavSync>;
