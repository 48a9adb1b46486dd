import type { FastifyBaseLogger } from 'fastify';
import type { CalendarRepo } from '../calendar.repo.js';
import type { IcsReader } from '../ics/ics-reader.js';
import type { SyncContext } from '../caldav/server-copy.js';
import type { ConnectionsRepo } from './connections.repo.js';

/** What a connection's sync works with: its queries, the blocks' queries, the iCalendar reader, the clock and the log. */
export interface ConnectionContext {
  repo: ConnectionsRepo;
  blocks: CalendarRepo;
  reader: IcsReader;
  /** Deletes a block as the user's delete does, kept 10 minutes for Undo; false when it is gone already. */
  removeBlock: (userId: string, blockId: string, now: Date) => Promise<boolean>;
  now: () => Date;
  logger?: FastifyBaseLogger;
}

/** The same context as CalDAV's sync reads it, so a provider's change is applied to a block exactly as a CalDAV server's. */
export const serverCopyContext = (ctx: ConnectionContext): SyncContext => ({
  repo: ctx.blocks,
  reader: ctx.reader,
  removeBlock: ctx.removeBlock,
  now: ctx.now,
  logger: ctx.logger,
});
