import type { TimeBlock, TimeBlockInput, TimeBlockPatch, TimeBlockQuery } from '../../../shared/schemas/time-blocks.js';
import { notFound } from '../../errors.js';
import type { TimeBlockRow, TimeBlocksRepo } from './time-blocks.repo.js';

export function toTimeBlockDto(row: TimeBlockRow): TimeBlock {
  return { id: row.id, hour: row.hour, title: row.title, category: row.category, duration: row.duration, date: row.date };
}

export function createTimeBlocksService(deps: { repo: TimeBlocksRepo }) {
  const { repo } = deps;
  return {
    /** The query schema guarantees either `date` or a valid `from`..`to` range. */
    async list(userId: string, query: TimeBlockQuery): Promise<TimeBlock[]> {
      const rows = query.date
        ? await repo.listByDate(userId, query.date)
        : await repo.listByRange(userId, query.from!, query.to!);
      return rows.map(toTimeBlockDto);
    },

    async create(userId: string, input: TimeBlockInput): Promise<TimeBlock> {
      return toTimeBlockDto(await repo.insert(userId, input));
    },

    async update(userId: string, id: string, patch: TimeBlockPatch): Promise<TimeBlock> {
      const row = await repo.update(userId, id, patch);
      if (!row) throw notFound('Time block');
      return toTimeBlockDto(row);
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.remove(userId, id))) throw notFound('Time block');
    },
  };
}

export type TimeBlocksService = ReturnType<typeof createTimeBlocksService>;
