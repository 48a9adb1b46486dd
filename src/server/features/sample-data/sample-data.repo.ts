import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { forgetInsights, forgetReviewsWrittenSince } from '../../db/derived-content.js';
import { goals, healthMetrics, interactions, relationships, timeBlocks } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

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
        () => db.select({ id: timeBlocks.id }).from(timeBlocks).where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, ids.timeBlocks))).limit(1),
        () => db.select({ id: healthMetrics.id }).from(healthMetrics).where(and(eq(healthMetrics.userId, userId), inArray(healthMetrics.id, ids.healthMetrics))).limit(1),
        () => db.select({ id: relationships.id }).from(relationships).where(and(eq(relationships.userId, userId), inArray(relationships.id, ids.relationships))).limit(1),
        () => db.select({ id: goals.id }).from(goals).where(and(eq(goals.userId, userId), inArray(goals.id, ids.goals))).limit(1),
        () => db.select({ id: interactions.id }).from(interactions).where(and(eq(interactions.userId, userId), inArray(interactions.id, ids.interactions))).limit(1),
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
     * every insight card, and the reviews written since the sample was loaded. Returns how many sample rows went.
     */
    async remove(userId: string, ids: SampleIdSet): Promise<number> {
      const gone = [
        await db.delete(interactions).where(and(eq(interactions.userId, userId), inArray(interactions.id, ids.interactions))).returning({ at: interactions.createdAt }),
        await db.delete(timeBlocks).where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, ids.timeBlocks))).returning({ at: timeBlocks.createdAt }),
        await db.delete(healthMetrics).where(and(eq(healthMetrics.userId, userId), inArray(healthMetrics.id, ids.healthMetrics))).returning({ at: healthMetrics.createdAt }),
        await db.delete(goals).where(and(eq(goals.userId, userId), inArray(goals.id, ids.goals))).returning({ at: goals.createdAt }),
        await db.delete(relationships).where(and(eq(relationships.userId, userId), inArray(relationships.id, ids.relationships))).returning({ at: relationships.createdAt }),
      ].flat();
      if (gone.length > 0) {
        const loadedAt = new Date(Math.min(...gone.map((row) => row.at.getTime())));
        await forgetInsights(db, userId);
        await forgetReviewsWrittenSince(db, userId, loadedAt);
      }
      return gone.length;
    },
  };
}

export type SampleDataQueries = ReturnType<typeof queries>;

export function createSampleDataRepo(db: Db) {
  return {
    ...queries(db),
    /** Runs fn in a transaction holding a per-user lock, so two loads or removals at once cannot interleave. */
    locked<T>(userId: string, fn: (q: SampleDataQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sample-data:${userId}`}, 0))`);
        return fn(queries(tx));
      });
    },
  };
}

export type SampleDataRepo = ReturnType<typeof createSampleDataRepo>;
