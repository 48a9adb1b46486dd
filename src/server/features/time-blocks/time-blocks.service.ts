import type { FastifyBaseLogger } from 'fastify';
import { checkSeries, isOccurrence, lastOccurrence, splitSeries } from '../../../shared/recurrence.js';
import type { OccurrenceQuery, RestoreQuery, TimeBlock, TimeBlockInput, TimeBlockPatch, TimeBlockQuery } from '../../../shared/schemas/time-blocks.js';
import { AppError, badRequest, notFound } from '../../errors.js';
import { toTimeBlockDto, type TimeBlockRow } from '../../db/planner-dto.js';
import { occurrenceDto } from './time-block-occurrences.js';
import type { TimeBlocksRepo } from './time-blocks.repo.js';

/** Told after every change, e.g. to push the block to a connected calendar; its failures never fail the change. */
export interface TimeBlockChangeListener {
  blockChanged(userId: string, id: string): Promise<void>;
  blockDeleted(userId: string, id: string): Promise<void>;
}

/** The user a request acts for: who, the zone a series' wall-clock hours are read in, and whether they have any series. */
export interface Actor {
  id: string;
  timezone: string;
  hasSeries?: boolean;
}

/** A rule checked against the date and time it starts at: the normalised rule, its first and last dates. */
function seriesValues(rrule: string, date: string, at: { hour: number; minute: number }, timezone: string) {
  const checked = checkSeries({ date, ...at, rrule }, timezone);
  if (!checked.ok) throw badRequest('rrule', checked.message);
  return {
    rrule: checked.rrule,
    date: checked.first,
    seriesEnd: lastOccurrence({ date: checked.first, ...at, rrule: checked.rrule }, timezone),
  };
}

/** The series a block's row describes, for the recurrence rules. */
const seriesOf = (row: { date: string; hour: number; minute: number }, rrule: string) => ({ date: row.date, hour: row.hour, minute: row.minute, rrule });

type OwnedSeries = TimeBlockRow & { rrule: string };
type ServiceDeps = { repo: TimeBlocksRepo; listener?: TimeBlockChangeListener; logger?: FastifyBaseLogger; now?: () => Date };

/** The series' or block's new values after a patch: a changed rule, date or hour is checked again. */
function patchedValues(row: TimeBlockRow, patch: TimeBlockPatch, timezone: string) {
  const { rrule: patchedRule, ...fields } = patch;
  const rrule = patchedRule === undefined ? row.rrule : patchedRule;
  if (rrule === null) return { ...fields, rrule: null, seriesEnd: null };
  const at = { hour: fields.hour ?? row.hour, minute: fields.minute ?? row.minute };
  return { ...fields, ...seriesValues(rrule, fields.date ?? row.date, at, timezone) };
}

/** What every part of the service shares: the repo, the clock, the change listener and the ownership checks. */
function serviceContext(deps: ServiceDeps) {
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
  const findOwned = async (userId: string, id: string) => {
    const row = await repo.find(userId, id);
    if (!row) throw notFound('Time block');
    return row;
  };
  /** The series `id` when `occurrence` is one of its dates; 404 otherwise (a one-off block has no occurrences). */
  const findOccurrence = async (actor: Actor, id: string, occurrence: string) => {
    const row = await findOwned(actor.id, id);
    if (row.rrule === null || !isOccurrence(seriesOf(row, row.rrule), occurrence, actor.timezone)) {
      throw notFound('Occurrence');
    }
    return row as OwnedSeries;
  };
  return { repo, now, notify, findOwned, findOccurrence };
}

type ServiceContext = ReturnType<typeof serviceContext>;

/** Changing a block or whole series, one date of a series, or a date and those after it (split into a new series). */
function blockEdits({ repo, notify, findOwned, findOccurrence }: ServiceContext) {
  async function updateOccurrence(actor: Actor, row: OwnedSeries, occurrence: string, patch: TimeBlockPatch) {
    if (patch.rrule !== undefined) throw badRequest('rrule', 'Change the repeat rule of the series, not of one occurrence');
    const exception = await repo.putException(actor.id, row.id, occurrence, { removed: false, ...patch });
    await notify((l) => l.blockChanged(actor.id, row.id));
    return occurrenceDto(toTimeBlockDto(row), occurrence, exception);
  }

  async function splitAt(actor: Actor, row: OwnedSeries, at: string, patch: TimeBlockPatch) {
    const { before, after } = splitSeries(seriesOf(row, row.rrule), at, actor.timezone);
    if (before === null) return updateSeries(actor, row, patch);
    const { rrule: patchedRule, ...fields } = patch;
    const next = {
      hour: row.hour,
      minute: row.minute,
      title: row.title,
      category: row.category,
      durationMinutes: row.durationMinutes,
      taskId: row.taskId,
      ...fields,
      date: fields.date ?? at,
    };
    const values =
      patchedRule === null ? { ...next, rrule: null, seriesEnd: null } : { ...next, ...seriesValues(patchedRule ?? after, next.date, next, actor.timezone) };
    const seriesEnd = lastOccurrence(seriesOf(row, before), actor.timezone);
    await repo.truncate(actor.id, row.id, at, { rrule: before, seriesEnd });
    const created = (await repo.insert(actor.id, values)).block;
    await notify((l) => l.blockChanged(actor.id, row.id));
    await notify((l) => l.blockChanged(actor.id, created.id));
    return created;
  }

  async function updateSeries(actor: Actor, row: TimeBlockRow, patch: TimeBlockPatch) {
    const updated = await repo.update(actor.id, row.id, patchedValues(row, patch, actor.timezone));
    if (!updated) throw notFound('Time block');
    if (updated.calendarConnected) await notify((l) => l.blockChanged(actor.id, updated.id));
    return toTimeBlockDto(updated);
  }

  return {
    async update(actor: Actor, id: string, patch: TimeBlockPatch, query: OccurrenceQuery = {}): Promise<TimeBlock> {
      if (query.occurrence === undefined) return updateSeries(actor, await findOwned(actor.id, id), patch);
      const row = await findOccurrence(actor, id, query.occurrence);
      if (query.scope === 'following') return splitAt(actor, row, query.occurrence, patch);
      return updateOccurrence(actor, row, query.occurrence, patch);
    },
  };
}

/** Deleting a block or series, one date, or a date and those after it; and the Undo of each. */
function blockRemovals({ repo, now, notify, findOwned, findOccurrence }: ServiceContext) {
  /** Undo of a delete of the block or series, exactly as it was. */
  async function restoreWhole(actor: Actor, id: string): Promise<TimeBlock> {
    const outcome = await repo.restore(actor.id, id, now());
    if (outcome === 'missing') throw notFound('Deleted time block');
    if (outcome === 'exists') throw new AppError(409, 'Time block already exists');
    const row = await findOwned(actor.id, id);
    await notify((l) => l.blockChanged(actor.id, id));
    return toTimeBlockDto(row);
  }

  /**
   * Undo of a "this and following" delete: the series runs on as before, with the edits of its dropped dates. From
   * the first date the delete took the whole series, and the whole series comes back. A series deleted whole after
   * the cut comes back first, then the cut dates.
   */
  async function restoreTail(actor: Actor, id: string): Promise<TimeBlock> {
    const outcome = await repo.restoreTail(actor.id, id, now());
    if (outcome === 'missing') return restoreWhole(actor, id);
    if (outcome === 'exists') {
      await restoreWhole(actor, id);
      await repo.restoreTail(actor.id, id, now());
    }
    const row = await findOwned(actor.id, id);
    await notify((l) => l.blockChanged(actor.id, id));
    return toTimeBlockDto(row);
  }

  return {
    /** Without an occurrence the block or whole series goes (kept for Undo); with one, that date, or it and the rest. */
    async remove(actor: Actor, id: string, query: OccurrenceQuery = {}): Promise<void> {
      if (query.occurrence !== undefined) {
        const row = await findOccurrence(actor, id, query.occurrence);
        if (query.scope !== 'following') {
          await repo.putException(actor.id, id, query.occurrence, { removed: true });
          await notify((l) => l.blockChanged(actor.id, id));
          return;
        }
        const { before } = splitSeries(seriesOf(row, row.rrule), query.occurrence, actor.timezone);
        if (before !== null) {
          const seriesEnd = lastOccurrence(seriesOf(row, before), actor.timezone);
          await repo.truncateKeepingTail(actor.id, id, query.occurrence, { rrule: before, seriesEnd }, now());
          await notify((l) => l.blockChanged(actor.id, id));
          return;
        }
      }
      if (!(await repo.remove(actor.id, id, now()))) throw notFound('Time block');
      await notify((l) => l.blockDeleted(actor.id, id));
    },

    /** Undo of a delete: the same block or series (id, fields, exceptions, timestamps), or one removed occurrence. */
    async restore(actor: Actor, id: string, query: RestoreQuery = {}): Promise<TimeBlock> {
      if (query.scope === 'following') return restoreTail(actor, id);
      if (query.occurrence !== undefined) {
        const row = await findOccurrence(actor, id, query.occurrence);
        const current = (await repo.exceptions(actor.id, id)).find((e) => e.occurrenceDate === query.occurrence);
        if (!current?.removed) throw notFound('Deleted occurrence');
        const exception = await repo.putException(actor.id, id, query.occurrence, { removed: false });
        await notify((l) => l.blockChanged(actor.id, id));
        return occurrenceDto(toTimeBlockDto(row), query.occurrence, exception);
      }
      return restoreWhole(actor, id);
    },
  };
}

export function createTimeBlocksService(deps: ServiceDeps) {
  const context = serviceContext(deps);
  const { repo, notify } = context;
  return {
    /** The block, or that date of the series with its edits; undefined when it is not the user's, not a date of the series, or removed. */
    async find(actor: Actor, id: string, occurrence?: string): Promise<TimeBlock | undefined> {
      const row = await repo.find(actor.id, id);
      if (!row) return undefined;
      if (occurrence === undefined) return toTimeBlockDto(row);
      if (row.rrule === null || !isOccurrence(seriesOf(row, row.rrule), occurrence, actor.timezone)) return undefined;
      const exception = (await repo.exceptions(actor.id, id)).find((e) => e.occurrenceDate === occurrence);
      if (exception?.removed) return undefined;
      return occurrenceDto(toTimeBlockDto(row), occurrence, exception);
    },

    /** The query schema guarantees either `date` or a valid `from`..`to` range. */
    list(actor: Actor, query: TimeBlockQuery): Promise<TimeBlock[]> {
      const from = query.date ?? query.from!;
      const to = query.date ?? query.to!;
      return repo.list(actor, from, to, actor.timezone);
    },

    /** `taskId` links the block to a task the caller has checked is the user's. */
    async create(actor: Actor, input: TimeBlockInput & { taskId?: string }): Promise<TimeBlock> {
      const { rrule, ...fields } = input;
      const values = rrule === undefined ? fields : { ...fields, ...seriesValues(rrule, fields.date, fields, actor.timezone) };
      const { block, calendarConnected } = await repo.insert(actor.id, values);
      if (calendarConnected) await notify((l) => l.blockChanged(actor.id, block.id));
      return block;
    },

    ...blockEdits(context),
    ...blockRemovals(context),
  };
}

export type TimeBlocksService = ReturnType<typeof createTimeBlocksService>;
