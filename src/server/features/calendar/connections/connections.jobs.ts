import type { JobQueue } from '../../../jobs/job-queue.js';
import type { TimeBlockChangeListener } from '../../time-blocks/index.js';
import type { ConnectionsRepo } from './connections.repo.js';
import type { ConnectionSync, SyncOutcome } from './connection-sync.js';

export const CONNECTION_SYNC_JOB = 'calendar-connection-sync';
export const CONNECTIONS_DUE_JOB = 'calendar-connections-due';
/** Every connection syncs about this often, besides right after a block changes. */
export const CONNECTION_SYNC_PERIOD_SECONDS = 5 * 60;
/** A sync asked for while another holds the connection waits this long and looks again (the lease bounds how often). */
const BUSY_WAIT_SECONDS = 15;
/** Connections sent to sync by one look for those due. */
const DUE_BATCH = 500;

/** Asks for a sync of the connection soon: at most one waits per connection (stately), so a burst of edits is one push. */
export function scheduleConnectionSync(jobs: JobQueue) {
  return async (connectionId: string, startAfterSeconds?: number): Promise<void> => {
    await jobs.send(CONNECTION_SYNC_JOB, { connectionId }, { singletonKey: connectionId, startAfterSeconds });
  };
}

/** When the outcome asks for another try, the job that makes it; nothing for a refused grant (never retried). */
export function followUpSeconds(outcome: SyncOutcome, now: Date): number | undefined {
  if (outcome.kind === 'busy') return BUSY_WAIT_SECONDS;
  if (outcome.kind === 'failed' && outcome.retryAt) return Math.max(1, Math.ceil((outcome.retryAt.getTime() - now.getTime()) / 1000));
  return undefined;
}

/**
 * The sync of one connection, one at a time per connection (the queue's stately policy and the row's lease), and
 * every due connection's every few minutes. A run's failures are its outcome, not a throw: a rate limit or an
 * unreachable provider sends the next try itself at the time it names, and a refused grant sends nothing, so the
 * queue's own retries are only for a crash.
 */
export function defineConnectionJobs(jobs: JobQueue, { repo, sync, now }: { repo: ConnectionsRepo; sync: ConnectionSync; now: () => Date }) {
  const schedule = scheduleConnectionSync(jobs);
  jobs.define<{ connectionId: string }>({
    name: CONNECTION_SYNC_JOB,
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 30,
    handler: async ({ connectionId }) => {
      const wait = followUpSeconds(await sync.run(connectionId), now());
      if (wait !== undefined) await schedule(connectionId, wait);
    },
  });
  jobs.define({
    name: CONNECTIONS_DUE_JOB,
    cron: `*/${CONNECTION_SYNC_PERIOD_SECONDS / 60} * * * *`,
    retryLimit: 1,
    handler: async () => {
      for (const connectionId of await repo.dueIds(now(), DUE_BATCH)) {
        await jobs.send(CONNECTION_SYNC_JOB, { connectionId }, { singletonKey: connectionId, singletonSeconds: CONNECTION_SYNC_PERIOD_SECONDS });
      }
    },
  });
}

/**
 * Block changes into each writing connection's outbox, and a sync asked for; a connection waiting for the user to sign
 * in again keeps its outbox for then.
 */
export function createConnectionOutbox({ repo, schedule }: { repo: ConnectionsRepo; schedule: (connectionId: string) => Promise<void> }) {
  async function each(userId: string, run: (connectionId: string) => Promise<void>) {
    for (const connectionId of await repo.writingConnectionIds(userId)) {
      await run(connectionId);
      const connection = await repo.byId(connectionId);
      if (connection && connection.state !== 'needs_reconnect') await schedule(connectionId);
    }
  }
  return {
    blockChanged: (userId: string, blockId: string) => each(userId, (id) => repo.markUpsert(id, userId, [blockId])),
    blocksAdded: (userId: string, blockIds: string[]) =>
      blockIds.length === 0 ? Promise.resolve() : each(userId, (id) => repo.markUpsert(id, userId, blockIds)),
    blockDeleted: (userId: string, blockId: string) => each(userId, (id) => repo.markDelete(id, blockId)),
  };
}

export type ConnectionOutbox = ReturnType<typeof createConnectionOutbox>;

/** Several listeners told of every block change, each whatever another's failure; the first failure is rethrown for the log. */
export function combineListeners(...listeners: TimeBlockChangeListener[]): TimeBlockChangeListener {
  const all = async (run: (l: TimeBlockChangeListener) => Promise<void>) => {
    const failure = (await Promise.allSettled(listeners.map(run))).find((r) => r.status === 'rejected');
    if (failure) throw failure.reason;
  };
  return {
    blockChanged: (userId, id) => all((l) => l.blockChanged(userId, id)),
    blockDeleted: (userId, id) => all((l) => l.blockDeleted(userId, id)),
  };
}
