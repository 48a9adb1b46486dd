import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { forgetInsights, forgetReviewsWrittenSince } from '../../db/derived-content.js';
import { deletedItems, goals, healthMetrics, interactions, relationships, timeBlocks } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;
type SampleTableOf = typeof timeBlocks | typeof healthMetrics | typeof relationships | typeof interactions | typeof goals;

export type SampleIdSet = Record<'timeBlocks' | 'healthMetrics' | 'relationships' | 'interactions' | 'goals', string[]>;

export interface SampleRows {
  timeBlocks: (typeof timeBlocks.$inferInsert)[];
  healthMetrics: (typeof healthMetrics.$inferInsert)[];
  relationships: (typeof relationships.$inferInsert)[];
  interactions: (typeof interactions.$inferInsert)[];
  goals: (typeof goals.$inferInsert)[];
}

function queries(db: Executor) {
  return {
    /** Whether any row of the sample id set is in the user's account. */
    async anyPresent(userId: string, ids: SampleIdSet): Promise<boolean> {
      // One at a time: inside a transaction these share a single connection.
      const checks = [
        () =>
          db
            .select({ id: timeBlocks.id })
            .from(timeBlocks)
            .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, ids.timeBlocks)))
            .limit(1),
        () =>
          db
            .select({ id: healthMetrics.id })
            .from(healthMetrics)
            .where(and(eq(healthMetrics.userId, userId), inArray(healthMetrics.id, ids.healthMetrics)))
            .limit(1),
        () =>
          db
            .select({ id: relationships.id })
            .from(relationships)
            .where(and(eq(relationships.userId, userId), inArray(relationships.id, ids.relationships), notKept(userId, ids)))
            .limit(1),
        () =>
          db
            .select({ id: goals.id })
            .from(goals)
            .where(and(eq(goals.userId, userId), inArray(goals.id, ids.goals)))
            .limit(1),
        () =>
          db
            .select({ id: interactions.id })
            .from(interactions)
            .where(and(eq(interactions.userId, userId), inArray(interactions.id, ids.interactions)))
            .limit(1),
      ];
      for (const check of checks) if ((await check()).length > 0) return true;
      return false;
    },

    /** Inserts every row; an id or a health date already taken is skipped. Returns how many of each went in. */
    async insert(rows: SampleRows) {
      const blocks = await db.insert(timeBlocks).values(rows.timeBlocks).onConflictDoNothing().returning({ id: timeBlocks.id });
      const health = await db.insert(healthMetrics).values(rows.healthMetrics).onConflictDoNothing().returning({ id: healthMetrics.id });
      const people = await db.insert(relationships).values(rows.relationships).onConflictDoNothing().returning({ id: relationships.id });
      const logs = await db.insert(interactions).values(rows.interactions).onConflictDoNothing().returning({ id: interactions.id });
      const goalRows = await db.insert(goals).values(rows.goals).onConflictDoNothing().returning({ id: goals.id });
      return {
        timeBlocks: blocks.length,
        healthRecords: health.length,
        relationships: people.length,
        interactions: logs.length,
        goals: goalRows.length,
      };
    },

    /**
     * Deletes exactly the rows of the sample id set in the user's account, with the AI text that described them:
     * every insight card, and the reviews written since the sample was loaded. A sample person the user logged an
     * interaction with stays, with what the user logged. Everything removed is kept 10 minutes for Undo. Returns how
     * many sample rows went.
     */
    async remove(userId: string, ids: SampleIdSet, now: Date): Promise<number> {
      const take = async (table: SampleTableOf, only: string[], also?: SQL) => {
        const result = await db.execute<{ row: { created_at: string } }>(
          sql`delete from ${table} where ${and(eq(table.userId, userId), inArray(table.id, only), also)} returning to_jsonb(${table}) as row`,
        );
        return result.rows.map((r) => r.row);
      };
      const gone = {
        interactions: await take(interactions, ids.interactions),
        timeBlocks: await take(timeBlocks, ids.timeBlocks),
        healthMetrics: await take(healthMetrics, ids.healthMetrics),
        goals: await take(goals, ids.goals),
        relationships: await take(relationships, ids.relationships, notKept(userId, ids)),
      };
      const all = Object.values(gone).flat();
      if (all.length === 0) return 0;
      await settleLastContact(db, userId, ids);
      await db.execute(sql`
        insert into ${deletedItems} (user_id, kind, item_id, payload, deleted_at, expires_at)
        values (${userId}::uuid, 'sample-data', ${userId}::uuid, ${JSON.stringify({ row: {}, ...gone })}::jsonb,
          ${now.toISOString()}::timestamptz, ${new Date(now.getTime() + UNDO_KEEP_MS).toISOString()}::timestamptz)
        on conflict (user_id, kind, item_id)
        do update set payload = excluded.payload, deleted_at = excluded.deleted_at, expires_at = excluded.expires_at`);
      const loadedAt = new Date(Math.min(...all.map((row) => new Date(row.created_at).getTime())));
      await forgetInsights(db, userId);
      await forgetReviewsWrittenSince(db, userId, loadedAt);
      return all.length;
    },
  };
}

/** Sample people the user has logged an interaction of their own with: removing the sample keeps them. */
function notKept(userId: string, ids: SampleIdSet): SQL {
  return sql`not exists (select 1 from ${interactions} where ${and(
    eq(interactions.userId, userId),
    sql`${interactions.relationshipId} = ${relationships.id}`,
    notInArray(interactions.id, ids.interactions),
  )})`;
}

/** A kept sample person's last contact is the newest interaction they have left. */
async function settleLastContact(db: Executor, userId: string, ids: SampleIdSet) {
  await db.execute(sql`update ${relationships} set last_contact = (select max(${interactions.date}) from ${interactions} where ${interactions.relationshipId} = ${relationships.id})
    where ${and(eq(relationships.userId, userId), inArray(relationships.id, ids.relationships))}`);
}

export type SampleDataQueries = ReturnType<typeof queries>;

export function createSampleDataRepo(db: Db) {
  return {
    ...queries(db),
    restore: (userId: string, ids: SampleIdSet, now: Date) => restoreSample(db, userId, ids, now),
    /** Runs fn in a transaction holding a per-user lock, so two loads or removals at once cannot interleave. */
    locked<T>(userId: string, fn: (q: SampleDataQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sample-data:${userId}`}, 0))`);
        return fn(queries(tx));
      });
    },
  };
}

/** Undo of a removal: every sample row comes back (one whose id or health date is taken again is skipped). */
function restoreSample(db: Db, userId: string, ids: SampleIdSet, now: Date) {
  return restoreDeleted(db, { userId, kind: 'sample-data', itemId: userId, now }, async (tx, payload) => {
    const kept = payload as unknown as Record<'relationships' | 'goals' | 'interactions' | 'timeBlocks' | 'healthMetrics', unknown[]>;
    await reinsertRows(tx, relationships, kept.relationships ?? []);
    await reinsertRows(tx, goals, kept.goals ?? []);
    await reinsertRows(tx, interactions, kept.interactions ?? []);
    await reinsertRows(tx, timeBlocks, kept.timeBlocks ?? []);
    await reinsertRows(tx, healthMetrics, kept.healthMetrics ?? []);
    await settleLastContact(tx, userId, ids);
    return true;
  });
}

export type SampleDataRepo = ReturnType<typeof createSampleDataRepo>;
