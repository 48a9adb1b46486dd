import { and, between, eq, sql } from 'drizzle-orm';
import { HEALTH_METRIC_KEYS, type HealthMetricKey } from '../../../shared/health-metrics.js';
import type { Db } from '../../db/database.js';
import { healthMetrics, healthSamples } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type HealthDayValues = typeof healthMetrics.$inferInsert;
export type NewHealthSample = Omit<typeof healthSamples.$inferInsert, 'id' | 'createdAt'>;

/** Days written a statement: building one statement of many rows holds the event loop while it is built. */
const BATCH = 200;

/** The queries of one import, inside the transaction that makes it all or nothing. */
function importQueries(tx: Tx) {
  return {
    /** One import or push at a time for a user: each reads what the one before it wrote. */
    async lockUser(userId: string): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
    },

    /** The user's stored days from `from` to `to`, locked until the import ends. */
    lockDays(userId: string, from: string, to: string) {
      return tx
        .select()
        .from(healthMetrics)
        .where(and(eq(healthMetrics.userId, userId), between(healthMetrics.date, from, to)))
        .for('update');
    },

    /**
     * Writes the days' values. `replace` (days read and locked above) lets a value given here win over the stored one;
     * otherwise a day first recorded meanwhile keeps what it holds.
     */
    async upsertDays(rows: HealthDayValues[], replace: boolean): Promise<void> {
      const column = (k: HealthMetricKey) => sql.identifier(healthMetrics[k].name);
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx
          .insert(healthMetrics)
          .values(rows.slice(i, i + BATCH))
          .onConflictDoUpdate({
            target: [healthMetrics.userId, healthMetrics.date],
            set: {
              ...Object.fromEntries(
                HEALTH_METRIC_KEYS.map((k) => [
                  k,
                  replace ? sql`coalesce(excluded.${column(k)}, ${healthMetrics[k]})` : sql`coalesce(${healthMetrics[k]}, excluded.${column(k)})`,
                ]),
              ),
              updatedAt: new Date(),
            },
          });
      }
    },

    /**
     * A page of the user's pushed samples that start between the two instants, in start order: the first `limit`,
     * or those after the page whose last sample was `after`.
     */
    samplesStarting(userId: string, from: Date, to: Date, limit: number, after?: { startAt: Date; source: string; sampleId: string }) {
      const key = sql`(${healthSamples.startAt}, ${healthSamples.source}, ${healthSamples.sampleId})`;
      return tx
        .select({
          kind: healthSamples.kind,
          startAt: healthSamples.startAt,
          endAt: healthSamples.endAt,
          value: healthSamples.value,
          origin: healthSamples.origin,
          source: healthSamples.source,
          sampleId: healthSamples.sampleId,
        })
        .from(healthSamples)
        .where(
          and(
            eq(healthSamples.userId, userId),
            between(healthSamples.startAt, from, to),
            after ? sql`${key} > (${after.startAt}, ${after.source}, ${after.sampleId})` : undefined,
          ),
        )
        .orderBy(healthSamples.startAt, healthSamples.source, healthSamples.sampleId)
        .limit(limit);
    },

    /** Keeps each sample by its app and id: a new one is inserted, a changed one updated, an unchanged one left alone (and not returned). */
    upsertSamples(samples: NewHealthSample[]) {
      return tx
        .insert(healthSamples)
        .values(samples)
        .onConflictDoUpdate({
          target: [healthSamples.userId, healthSamples.source, healthSamples.sampleId],
          set: {
            kind: sql`excluded.kind`,
            startAt: sql`excluded.start_at`,
            endAt: sql`excluded.end_at`,
            value: sql`excluded.value`,
            origin: sql`excluded.origin`,
          },
          setWhere: sql`(${healthSamples.kind}, ${healthSamples.startAt}, ${healthSamples.endAt}, ${healthSamples.value}, ${healthSamples.origin}) is distinct from (excluded.kind, excluded.start_at, excluded.end_at, excluded.value, excluded.origin)`,
        })
        .returning({ sampleId: healthSamples.sampleId, source: healthSamples.source, inserted: sql<boolean>`(xmax = 0)` });
    },
  };
}

export type HealthImportQueries = ReturnType<typeof importQueries>;

export function createHealthImportRepo(db: Db) {
  return {
    /** Runs `work` in one transaction with the import's queries bound to it. */
    transaction<T>(work: (queries: HealthImportQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(importQueries(tx)));
    },
  };
}

export type HealthImportRepo = ReturnType<typeof createHealthImportRepo>;
