import { and, asc, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { deleteKeepingCopy, reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { timeBlocks } from '../../db/schema/index.js';

export type TimeBlockRow = typeof timeBlocks.$inferSelect;
type TimeBlockValues = Pick<typeof timeBlocks.$inferInsert, 'hour' | 'title' | 'category' | 'duration' | 'date'>;

export function createTimeBlocksRepo(db: Db) {
  const owned = (userId: string, id: string) => and(eq(timeBlocks.userId, userId), eq(timeBlocks.id, id));

  return {
    listByDate(userId: string, date: string) {
      return db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), eq(timeBlocks.date, date)))
        .orderBy(asc(timeBlocks.hour), asc(timeBlocks.createdAt), asc(timeBlocks.id));
    },
    listByRange(userId: string, from: string, to: string) {
      return db
        .select()
        .from(timeBlocks)
        .where(and(eq(timeBlocks.userId, userId), between(timeBlocks.date, from, to)))
        .orderBy(asc(timeBlocks.date), asc(timeBlocks.hour), asc(timeBlocks.createdAt), asc(timeBlocks.id));
    },
    async insert(userId: string, values: TimeBlockValues) {
      const rows = await db.insert(timeBlocks).values({ ...values, userId }).returning();
      return rows[0]!;
    },
    async update(userId: string, id: string, values: Partial<TimeBlockValues>) {
      const rows = await db
        .update(timeBlocks)
        .set({ ...values, updatedAt: new Date() })
        .where(owned(userId, id))
        .returning();
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
