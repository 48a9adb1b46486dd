import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { calendarAccounts, deletedItems, tasks, timeBlockExceptions, timeBlocks } from '../../db/schema/index.js';
import type { TimeBlockExceptionRow } from '../../db/planner-dto.js';
import { BLOCK_COLUMNS, blockRowDto, blocksInRange, type BlockRow, type RangeOwner } from './time-block-range.repo.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';

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
  calendarConnected: sql<boolean>`exists (select 1 from ${calendarAccounts} where ${calendarAccounts.userId} = ${timeBlocks.userId} and ${calendarAccounts.calendarUrl} is not null)`,
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
      exists (select 1 from calendar_accounts a where a.user_id = time_blocks.user_id and a.calendar_url is not null)`,
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
      const row = rows[0]!;
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
            )[0]!,
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
      return rows[0]!;
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
        const expiresAt = new Date(now.getTime() + UNDO_KEEP_MS).toISOString();
        const dropped = sql`(select coalesce(jsonb_agg(to_jsonb(e)), '[]'::jsonb) from ${timeBlockExceptions} e where e.block_id = ${timeBlocks.id} and e.occurrence_date >= ${at}::date)`;
        await tx.execute(sql`
          insert into ${deletedItems} (user_id, kind, item_id, payload, deleted_at, expires_at)
          select ${userId}::uuid, 'series-tail', ${id}::uuid, jsonb_build_object('row', to_jsonb(${timeBlocks}), 'exceptions', ${dropped}, 'from', ${at}::text),
            ${now.toISOString()}::timestamptz, ${expiresAt}::timestamptz
          from ${timeBlocks} where ${owned(userId, id)}
          on conflict (user_id, kind, item_id)
          do update set payload = excluded.payload || case when ${deletedItems}.expires_at > excluded.deleted_at
              then jsonb_build_object('earlier', jsonb_build_object('payload', ${deletedItems}.payload, 'deletedAt', ${deletedItems}.deleted_at, 'expiresAt', ${deletedItems}.expires_at))
              else '{}'::jsonb end,
            deleted_at = excluded.deleted_at, expires_at = excluded.expires_at`);
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
      return restoreDeleted(db, { userId, kind: 'series-tail', itemId: id, now }, async (tx, payload) => {
        const row = payload.row as { rrule: string | null; series_end: string | null };
        const updated = await tx
          .update(timeBlocks)
          .set({ rrule: row.rrule, seriesEnd: row.series_end, updatedAt: now })
          .where(owned(userId, id))
          .returning({ id: timeBlocks.id });
        if (updated.length === 0) return false;
        await reinsertRows(tx, timeBlockExceptions, (payload.exceptions as unknown[] | undefined) ?? []);
        const earlier = payload.earlier as { payload: unknown; deletedAt: string; expiresAt: string } | undefined;
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
