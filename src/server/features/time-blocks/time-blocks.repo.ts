import { and, asc, between, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { calendarAccounts, timeBlocks } from '../../db/schema/index.js';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
type TimeBlockValues = Pick<typeof timeBlocks.$inferInsert, 'hour' | 'title' | 'category' | 'duration' | 'date'>;

/**
 * Whether the user has a calendar to push changes to, read by the write itself: a user without one pays no
 * extra round trip for the check.
 */
const withCalendarFlag = {
  ...getTableColumns(timeBlocks),
  calendarConnected: sql<boolean>`exists (select 1 from ${calendarAccounts} where ${calendarAccounts.userId} = ${timeBlocks.userId} and ${calendarAccounts.calendarUrl} is not null)`,
};

export function createTimeBlocksRepo(db: Db) {
  const owned = (userId: string, id: string) => and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id));
  const p = sql.placeholder;

  // The hot paths: each one statement, built once and prepared on every connection.
  const byDate = db
    .select()
    .from(timeBlocks)
    .where(and(eq(timeBlocks.userId, p('userId')), eq(timeBlocks.date, p('date'))))
    .orderBy(asc(timeBlocks.hour), asc(timeBlocks.createdAt), asc(timeBlocks.id))
    .prepare('time_blocks_by_date');
  const byRange = db
    .select()
    .from(timeBlocks)
    .where(and(eq(timeBlocks.userId, p('userId')), between(timeBlocks.date, p('from'), p('to'))))
    .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.createdAt), asc(timeBlocks.id))
    .prepare('time_blocks_by_range');
  const insertOne = db
    .insert(timeBlocks)
    .values({ userId: p('userId'), date: p('date'), hour: p('hour'), title: p('title'), category: p('category'), duration: p('duration') })
    .returning(withCalendarFlag)
    .prepare('time_blocks_insert');

  return {
    listByDate(userId: string, date: string) {
      return byDate.execute({ userId, date });
    },
    listByRange(userId: string, from: string, to: string) {
      return byRange.execute({ userId, from, to });
    },
    async insert(userId: string, values: TimeBlockValues) {
      const rows = await insertOne.execute({ userId, ...values });
      return rows[0]!;
    },
    async update(userId: string, id: string, values: Partial<TimeBlockValues>) {
      const rows = await db
        .update(timeBlocks)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning(withCalendarFlag);
      return rows[0];
    },
    /** Deletes the block and keeps a copy for Undo, in one statement. */
    remove(userId: string, id: string, now: Date) {
      return deleteKeepingCopy(db, { table: timeBlocks, where: owned(userId, id)!, userId, kind: 'time-block', itemId: id, now });
    },
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'time-block', itemId: id, now }, async (tx, payload) => (await reinsertRows(tx, timeBlocks, [payload.row])) === 1);
    },
    async find(userId: string, id: string) {
      const rows = await db.select().from(timeBlocks).where(owned(userId, id));
      return rows[0];
    },
  };
}

export type TimeBlocksRepo = ReturnType<typeof createTimeBlocksRepo>;
