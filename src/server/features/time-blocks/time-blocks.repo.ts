import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted, type Tx } from '../../db/deleted-items.js';
import { calendarAccounts, calendarConnectionCalendars, deletedItems, tasks, timeBlockExceptions, timeBlocks } from '../../db/schema/index.js';
import type { TimeBlockExceptionRow } from '../../db/planner-dto.js';
import { BLOCK_COLUMNS, blockRowDto, blocksInRange, type BlockRow, type RangeOwner } from './time-block-range.repo.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import { seriesTailPayloadSchema, type SeriesTailPayload } from './series-tail.js';

type TimeBlockValues = Pick<
  typeof timeBlocks.$inferInsert,
  'hour' | 'minute' | 'title' | 'category' | 'durationMinutes' | 'date' | 'rrule' | 'seriesEnd' | 'taskId'
>;
export type ExceptionValues = Partial<Pick<TimeBlockExceptionRow, 'removed' | 'date' | 'hour' | 'minute' | 'title' | 'category' | 'durationMinutes'>>;

/**
 * Whether the user has a calendar to push changes to, read by the write itself: a user without one pays no
 * extra round trip for the check.
 */
const withCalendarFlag = {
  ...getTableColumns(timeBlocks),
  calendarConnected: sql<boolean>`(exists (select 1 from ${calendarAccounts} where ${calendarAccounts.userId} = ${timeBlocks.userId} and ${calendarAccounts.calendarUrl} is not null)
    or exists (select 1 from ${calendarConnectionCalendars} where ${calendarConnectionCalendars.userId} = ${timeBlocks.userId} and ${calendarConnectionCalendars.role} = 'write'))`,
};

/**
 * The hot write: a named statement (planned once per connection) that returns, as a row array, only the columns the
 * answer is made of, and whether the user has a calendar to push the block to.
 */
const INSERT_ONE = {
  name: 'time_blocks_insert_one',
  rowMode: 'array',
  text: `insert into time_blocks (user_id, date, hour, minute, title, category, duration_minutes, rrule, series_end, task_id)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
    returning ${BLOCK_COLUMNS}, rrule,
      (exists (select 1 from calendar_accounts a where a.user_id = time_blocks.user_id and a.calendar_url is not null)
        or exists (select 1 from calendar_connection_calendars c where c.user_id = time_blocks.user_id and c.role = 'write'))`,
} as const;
type InsertedRow = [...BlockRow, rrule: string | null, calendarConnected: boolean];

const owned = (userId: string, id: string) => and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id));

/** Reading and writing blocks and the exceptions of a series' dates. */
function blockRows(db: Db) {
  return {
    list(owner: RangeOwner, from: string, to: string, timezone: string) {
      return blocksInRange(db, owner, from, to, timezone);
    },
    /** The new block's answer, and whether the user has a calendar to push it to. */
    async insert(userId: string, values: TimeBlockValues): Promise<{ block: TimeBlock; calendarConnected: boolean }> {
      const { date, hour, minute = 0, title, category, durationMinutes, rrule = null, seriesEnd = null, taskId = null } = values;
      const { rows } = await db.$client.query<InsertedRow>({
        ...INSERT_ONE,
        values: [userId, date, hour, minute, title, category, durationMinutes, rrule, seriesEnd, taskId],
      });
      const row = rows[0];
      return {
        block: blockRowDto(row, row[9]),
        calendarConnected: row[10],
      };
    },
    /** All or nothing: the blocks in one transaction, answered in the order given. */
    async insertAll(userId: string, values: TimeBlockValues[]) {
      if (values.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = [];
        for (const v of values)
          rows.push(
            (
              await tx
                .insert(timeBlocks)
                .values({ ...v, userId })
                .returning(withCalendarFlag)
            )[0],
          );
        return rows;
      });
    },
    async update(userId: string, id: string, values: Partial<TimeBlockValues>) {
      const rows = await db
        .update(timeBlocks)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning(withCalendarFlag);
      return rows[0];
    },
    async exceptions(userId: string, id: string) {
      return db
        .select()
        .from(timeBlockExceptions)
        .where(and(eq(timeBlockExceptions.userId, userId), eq(timeBlockExceptions.blockId, id)));
    },
    /** Writes the exception of one occurrence, merging with what it already holds. */
    async putException(userId: string, blockId: string, occurrenceDate: string, values: ExceptionValues) {
      const rows = await db
        .insert(timeBlockExceptions)
        .values({ userId, blockId, occurrenceDate, ...values })
        .onConflictDoUpdate({ target: [timeBlockExceptions.blockId, timeBlockExceptions.occurrenceDate], set: { ...values, updatedAt: new Date() } })
        .returning();
      return rows[0];
    },
    async find(userId: string, id: string) {
      const rows = await db.select().from(timeBlocks).where(owned(userId, id));
      return rows[0];
    },
  };
}

/** Deleting a block or series with a copy kept for Undo, and the Undo. */
function blockDeletes(db: Db) {
  return {
    /** Deletes the block (a series with its exceptions) and keeps a copy for Undo, in one statement. */
    remove(userId: string, id: string, now: Date) {
      const payload = sql`jsonb_build_object('row', to_jsonb(${timeBlocks}), 'exceptions', (select coalesce(jsonb_agg(to_jsonb(e)), '[]'::jsonb) from ${timeBlockExceptions} e where e.block_id = ${timeBlocks.id}))`;
      return deleteKeepingCopy(db, { table: timeBlocks, where: owned(userId, id)!, userId, kind: 'time-block', itemId: id, now, payload });
    },
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'time-block', itemId: id, now }, async (tx, payload) => {
        const row = { ...payload.row };
        // A task deleted since leaves the block unlinked.
        if (typeof row.task_id === 'string') {
          const task = await tx
            .select({ id: tasks.id })
            .from(tasks)
            .where(and(eq(tasks.userId, userId), eq(tasks.id, row.task_id)));
          if (task.length === 0) row.task_id = null;
        }
        if ((await reinsertRows(tx, timeBlocks, [row])) !== 1) return false;
        await reinsertRows(tx, timeBlockExceptions, (payload.exceptions as unknown[] | undefined) ?? []);
        return true;
      });
    },
  };
}

/**
 * The copy "this and following" keeps of a series cut at `at`: the series row and the exceptions from `at` on as
 * to_jsonb writes them, and the user's earlier cut of the same series while its Undo window lasts. The series row is
 * locked, so two cuts of one series keep each other in turn. Undefined when the series is not the user's.
 */
async function keptTail(tx: Tx, userId: string, id: string, at: string, now: Date): Promise<SeriesTailPayload | undefined> {
  const result = await tx.execute<{
    row: unknown;
    exceptions: unknown;
    earlier: unknown;
    deleted_at: Date | string | null;
    expires_at: Date | string | null;
  }>(sql`
    select to_jsonb(b) as row,
      (select coalesce(jsonb_agg(to_jsonb(e)), '[]'::jsonb) from ${timeBlockExceptions} e where e.block_id = b.id and e.occurrence_date >= ${at}::date) as exceptions,
      d.payload as earlier, d.deleted_at, d.expires_at
    from ${timeBlocks} b
    left join ${deletedItems} d on d.user_id = b.user_id and d.kind = 'series-tail' and d.item_id = b.id and d.expires_at > ${now.toISOString()}::timestamptz
    where b.user_id = ${userId} and b.id = ${id}
    for update of b`);
  const found = result.rows[0];
  if (!found) return undefined;
  const earlier =
    found.earlier && found.deleted_at && found.expires_at
      ? { payload: found.earlier, deletedAt: new Date(found.deleted_at).toISOString(), expiresAt: new Date(found.expires_at).toISOString() }
      : undefined;
  return seriesTailPayloadSchema.parse({ row: found.row, exceptions: found.exceptions, from: at, earlier });
}

/** Ending a series before a date (a split, or a "this and following" delete kept for Undo), and that Undo. */
function seriesEnds(db: Db) {
  return {
    /** Ends a series before `at`: its new rule and last date, and no exceptions from `at` on. */
    async truncate(userId: string, id: string, at: string, values: { rrule: string; seriesEnd: string | null }) {
      return db.transaction(async (tx) => {
        await tx.delete(timeBlockExceptions).where(and(eq(timeBlockExceptions.blockId, id), gte(timeBlockExceptions.occurrenceDate, at)));
        const rows = await tx
          .update(timeBlocks)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(userId, id))
          .returning(withCalendarFlag);
        return rows[0];
      });
    },
    /**
     * Ends a series before `at` like `truncate`, keeping the rule it had and the exceptions it drops for Undo
     * (kind `series-tail`, 10 minutes), in the same transaction. An earlier cut of the same series still in its
     * window is kept inside the new copy (`earlier`), to come back once this one is undone.
     */
    async truncateKeepingTail(userId: string, id: string, at: string, values: { rrule: string; seriesEnd: string | null }, now: Date) {
      return db.transaction(async (tx) => {
        const kept = await keptTail(tx, userId, id, at, now);
        if (!kept) return undefined;
        const expiresAt = new Date(now.getTime() + UNDO_KEEP_MS);
        await tx
          .insert(deletedItems)
          .values({ userId, kind: 'series-tail', itemId: id, payload: kept, deletedAt: now, expiresAt })
          .onConflictDoUpdate({ target: [deletedItems.userId, deletedItems.kind, deletedItems.itemId], set: { payload: kept, deletedAt: now, expiresAt } });
        await tx.delete(timeBlockExceptions).where(and(eq(timeBlockExceptions.blockId, id), gte(timeBlockExceptions.occurrenceDate, at)));
        const rows = await tx
          .update(timeBlocks)
          .set({ ...values, updatedAt: new Date() })
          .where(owned(userId, id))
          .returning(withCalendarFlag);
        return rows[0];
      });
    },
    /**
     * Undo of "this and following": the series gets back the rule and last date it had, and the dropped exceptions;
     * an earlier cut kept inside the copy becomes restorable on its own again. False from `put` (the copy stays)
     * when the series itself is deleted.
     */
    restoreTail(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'series-tail', itemId: id, now }, async (tx, stored) => {
        const { row, exceptions, earlier } = seriesTailPayloadSchema.parse(stored);
        const updated = await tx
          .update(timeBlocks)
          .set({ rrule: row.rrule, seriesEnd: row.series_end, updatedAt: now })
          .where(owned(userId, id))
          .returning({ id: timeBlocks.id });
        if (updated.length === 0) return false;
        await reinsertRows(tx, timeBlockExceptions, exceptions);
        if (earlier && new Date(earlier.expiresAt) > now) {
          await tx.insert(deletedItems).values({
            userId,
            kind: 'series-tail',
            itemId: id,
            payload: earlier.payload,
            deletedAt: new Date(earlier.deletedAt),
            expiresAt: new Date(earlier.expiresAt),
          });
        }
        return true;
      });
    },
  };
}

export function createTimeBlocksRepo(db: Db) {
  return { ...blockRows(db), ...blockDeletes(db), ...seriesEnds(db) };
}

export type TimeBlocksRepo = ReturnType<typeof createTimeBlocksRepo>;
