import type { FastifyBaseLogger } from 'fastify';
import type { TimeBlock, TimeBlockInput, TimeBlockPatch, TimeBlockQuery } from '../../../shared/schemas/time-blocks.js';
import { AppError, notFound } from '../../errors.js';
import { toTimeBlockDto } from '../../db/planner-dto.js';
import type { TimeBlocksRepo } from './time-blocks.repo.js';


/** Told after every change, e.g. to push the block to a connected calendar; its failures never fail the change. */
export interface TimeBlockChangeListener {
  blockChanged(userId: string, id: string): Promise<void>;
  blockDeleted(userId: string, id: string): Promise<void>;
}

export function createTimeBlocksService(deps: {
  repo: TimeBlocksRepo;
  listener?: TimeBlockChangeListener;
  logger?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const { repo, listener } = deps;
  const now = deps.now ?? (() => new Date());
  const notify = async (run: (l: TimeBlockChangeListener) => Promise<void>) => {
    if (!listener) return;
    try {
      await run(listener);
    } catch (error) {
      deps.logger?.error({ err: error }, 'time block change listener failed');
    }
  };
  return {
    /** The query schema guarantees either `date` or a valid `from`..`to` range. */
    async list(userId: string, query: TimeBlockQuery): Promise<TimeBlock[]> {
      const rows = query.date
        ? await repo.listByDate(userId, query.date)
        : await repo.listByRange(userId, query.from!, query.to!);
      return rows.map(toTimeBlockDto);
    },

    async create(userId: string, input: TimeBlockInput): Promise<TimeBlock> {
      const row = await repo.insert(userId, input);
      if (row.calendarConnected) await notify((l) => l.blockChanged(userId, row.id));
      return toTimeBlockDto(row);
    },

    async update(userId: string, id: string, patch: TimeBlockPatch): Promise<TimeBlock> {
      const row = await repo.update(userId, id, patch);
      if (!row) throw notFound('Time block');
      if (row.calendarConnected) await notify((l) => l.blockChanged(userId, row.id));
      return toTimeBlockDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id, now()))) throw notFound('Time block');
      await notify((l) => l.blockDeleted(userId, id));
    },

    /** Undo of a delete: the same block (id, fields, timestamps), queued again for a connected calendar. */
    async restore(userId: string, id: string): Promise<TimeBlock> {
      const outcome = await repo.restore(userId, id, now());
      if (outcome === 'missing') throw notFound('Deleted time block');
      if (outcome === 'exists') throw new AppError(409, 'Time block already exists');
      const row = await repo.find(userId, id);
      if (!row) throw notFound('Time block');
      await notify((l) => l.blockChanged(userId, id));
      return toTimeBlockDto(row);
    },
  };
}

export type TimeBlocksService = ReturnType<typeof createTimeBlocksService>;
