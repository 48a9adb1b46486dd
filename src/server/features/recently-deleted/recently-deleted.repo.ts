import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DeletedKind } from '../../../shared/schemas/recently-deleted.js';
import type { Db } from '../../db/database.js';
import { deletedItems } from '../../db/schema/index.js';

/** The list is bounded by the 10-minute window; this caps a burst of deletes all the same. */
export const RECENTLY_DELETED_MAX = 200;

export function createRecentlyDeletedRepo(db: Db) {
  return {
    /** What the user deleted and can still restore, newest first, with the fields that name each item. */
    list(userId: string, now: Date) {
      return db
        .select({
          kind: sql<DeletedKind>`${deletedItems.kind}`,
          id: deletedItems.itemId,
          title: sql<string | null>`coalesce(${deletedItems.payload}->'row'->>'title', ${deletedItems.payload}->'row'->>'name')`,
          type: sql<string | null>`${deletedItems.payload}->'row'->>'type'`,
          person: sql<string | null>`${deletedItems.payload}->>'person'`,
          from: sql<string | null>`${deletedItems.payload}->>'from'`,
          relationshipId: sql<string | null>`case when ${deletedItems.kind} = 'interaction' then ${deletedItems.payload}->'row'->>'relationship_id' end`,
          repeats: sql<boolean>`${deletedItems.kind} = 'time-block' and ${deletedItems.payload}->'row'->>'rrule' is not null`,
          deletedAt: deletedItems.deletedAt,
          expiresAt: deletedItems.expiresAt,
        })
        .from(deletedItems)
        .where(and(eq(deletedItems.userId, userId), gt(deletedItems.expiresAt, now)))
        .orderBy(desc(deletedItems.deletedAt), desc(deletedItems.id))
        .limit(RECENTLY_DELETED_MAX);
    },
  };
}

export type RecentlyDeletedRepo = ReturnType<typeof createRecentlyDeletedRepo>;
