import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { reinsertRows, restoreDeleted } from '../../db/deleted-items.js';
import { forgetInsights, forgetReviewsWrittenSince } from '../../db/derived-content.js';
import { dailyPlans, deletedItems, goals, healthMetrics, interactions, relationships, tasks, timeBlocks } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

export type SampleIdSet = Record<'timeBlocks' | 'healthMetrics' | 'relationships' | 'interactions' | 'goals' | 'tasks' | 'dailyPlans', string[]>;

/** A sample person's details as the sample loads them: one that differs was edited by the user. */
export interface SamplePersonAsLoaded {
  id: string;
  name: string;
  initials: string;
  notes: string;
  cadenceDays: number | null;
}

/** The sample as the user's account holds it: every id it can use, and its people's details as loaded. */
export interface SampleSet {
  ids: SampleIdSet;
  people: SamplePersonAsLoaded[];
}

export interface SampleRows {
  timeBlocks: (typeof timeBlocks.$inferInsert)[];
  healthMetrics: (typeof healthMetrics.$inferInsert)[];
  relationships: (typeof relationships.$inferInsert)[];
  interactions: (typeof interactions.$inferInsert)[];
  goals: (typeof goals.$inferInsert)[];
  tasks: (typeof tasks.$inferInsert)[];
  dailyPlans: (typeof dailyPlans.$inferInsert)[];
}

const SAMPLE_TABLES = { timeBlocks, healthMetrics, relationships, interactions, goals, tasks, dailyPlans } as const;
type SampleKey = keyof typeof SAMPLE_TABLES;

const unedited = (table: typeof timeBlocks | typeof healthMetrics | typeof goals | typeof tasks | typeof dailyPlans) =>
  sql`${table.updatedAt} = ${table.createdAt}`;

/**
 * The rows of one sample table that are still the sample: in the sample's ids, and holding nothing the user entered.
 * A block, health day or goal the user edited stays (its updated_at moved past its created_at), and so does a goal one
 * of their tasks names; a sample person stays when their details differ from the sample's, when the user logged an
 * interaction with them, or when one of their tasks names them.
 */
function stillSample(key: SampleKey, userId: string, sample: SampleSet): SQL {
  const table = SAMPLE_TABLES[key];
  const theirs = and(eq(table.userId, userId), inArray(table.id, sample.ids[key]))!;
  switch (key) {
    case 'interactions':
      return theirs;
    case 'relationships':
      return and(theirs, personAsLoaded(sample.people), notLoggedWith(userId, sample.ids), notNamedByTask(userId, tasks.relationshipId, relationships.id))!;
    case 'goals':
      return and(theirs, unedited(goals), notNamedByTask(userId, tasks.goalId, goals.id))!;
    case 'timeBlocks':
      return and(theirs, unedited(timeBlocks))!;
    case 'healthMetrics':
      return and(theirs, unedited(healthMetrics))!;
    case 'tasks':
      return and(theirs, unedited(tasks))!;
    case 'dailyPlans':
      return and(theirs, unedited(dailyPlans))!;
  }
}

/** The person's details are still those the sample loaded: its rhythm or none (as a sample loaded before rhythms had), and no birthday added. */
function personAsLoaded(people: SamplePersonAsLoaded[]): SQL {
  const loaded = sql.join(
    people.map((p) => sql`(${p.id}::uuid, ${p.name}::text, ${p.initials}::text, ${p.notes}::text, ${p.cadenceDays}::integer)`),
    sql`, `,
  );
  return sql`${relationships.birthday} is null and exists (select 1 from (values ${loaded}) as loaded (id, name, initials, notes, cadence_days)
    where loaded.id = ${relationships.id} and loaded.name = ${relationships.name} and loaded.initials = ${relationships.initials} and loaded.notes = ${relationships.notes}
      and (${relationships.cadenceDays} is null or ${relationships.cadenceDays} = loaded.cadence_days))`;
}

/** No interaction of the user's own (one not in the sample) with the person. */
function notLoggedWith(userId: string, ids: SampleIdSet): SQL {
  return sql`not exists (select 1 from ${interactions} where ${and(
    eq(interactions.userId, userId),
    sql`${interactions.relationshipId} = ${relationships.id}`,
    notInArray(interactions.id, ids.interactions),
  )})`;
}

/** No task of the user's names the row through `link`. */
function notNamedByTask(userId: string, link: typeof tasks.goalId | typeof tasks.relationshipId, id: typeof goals.id | typeof relationships.id): SQL {
  return sql`not exists (select 1 from ${tasks} where ${tasks.userId} = ${userId} and ${link} = ${id})`;
}

function queries(db: Executor) {
  return {
    /** Whether any row that is still the sample is in the user's account. */
    async anyPresent(userId: string, sample: SampleSet): Promise<boolean> {
      // One at a time: inside a transaction these share a single connection.
      for (const key of Object.keys(SAMPLE_TABLES) as SampleKey[]) {
        const table = SAMPLE_TABLES[key];
        const found = await db
          .select({ id: table.id })
          .from(table)
          .where(stillSample(key, userId, sample))
          .limit(1);
        if (found.length > 0) return true;
      }
      return false;
    },

    /** Inserts every row; an id or a health date already taken is skipped. Returns how many of each went in. */
    async insert(userId: string, rows: SampleRows) {
      const blocks = await db.insert(timeBlocks).values(rows.timeBlocks).onConflictDoNothing().returning({ id: timeBlocks.id });
      const health = await db.insert(healthMetrics).values(rows.healthMetrics).onConflictDoNothing().returning({ id: healthMetrics.id });
      const people = await db.insert(relationships).values(rows.relationships).onConflictDoNothing().returning({ id: relationships.id });
      const logs = await db.insert(interactions).values(rows.interactions).onConflictDoNothing().returning({ id: interactions.id });
      const goalRows = await db.insert(goals).values(rows.goals).onConflictDoNothing().returning({ id: goals.id });
      // After the goals and people they name, which are the user's by now whether inserted here or kept from before.
      const taskRows = await db.insert(tasks).values(rows.tasks).onConflictDoNothing().returning({ id: tasks.id });
      // Today already planned; a plan of the user's own for today is left as it is.
      await db.insert(dailyPlans).values(rows.dailyPlans).onConflictDoNothing();
      // A sample person kept from an earlier removal gets the sample's interactions back: their last contact follows.
      await settleLastContact(
        db,
        userId,
        rows.relationships.map((p) => p.id!),
      );
      return {
        timeBlocks: blocks.length,
        healthRecords: health.length,
        relationships: people.length,
        interactions: logs.length,
        goals: goalRows.length,
        tasks: taskRows.length,
      };
    },

    /**
     * Deletes the rows that are still the sample (stillSample: what the user entered, edited or logged with stays),
     * with the AI text that described them: every insight card, and the reviews written since the sample was loaded.
     * Everything removed is kept 10 minutes for Undo. Returns how many sample rows went.
     */
    async remove(userId: string, sample: SampleSet, now: Date): Promise<number> {
      const take = async (key: SampleKey) => {
        const table = SAMPLE_TABLES[key];
        const result = await db.execute<{ row: { created_at: string } }>(
          sql`delete from ${table} where ${stillSample(key, userId, sample)} returning to_jsonb(${table}) as row`,
        );
        return result.rows.map((r) => r.row);
      };
      // Tasks first: a sample task names a sample goal or person, which a task of the user's keeps.
      const gone = {
        tasks: await take('tasks'),
        interactions: await take('interactions'),
        timeBlocks: await take('timeBlocks'),
        healthMetrics: await take('healthMetrics'),
        goals: await take('goals'),
        relationships: await take('relationships'),
        dailyPlans: await take('dailyPlans'),
      };
      const all = Object.values(gone).flat();
      if (all.length === 0) return 0;
      await settleLastContact(db, userId, sample.ids.relationships);
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

/** A sample person's last contact is the newest interaction they have (none: not contacted). */
async function settleLastContact(db: Executor, userId: string, people: string[]) {
  await db.execute(sql`update ${relationships} set last_contact = (select max(${interactions.date}) from ${interactions} where ${interactions.relationshipId} = ${relationships.id})
    where ${and(eq(relationships.userId, userId), inArray(relationships.id, people))}`);
}

export type SampleDataQueries = ReturnType<typeof queries>;

export function createSampleDataRepo(db: Db) {
  return {
    ...queries(db),
    restore: (userId: string, sample: SampleSet, now: Date) => restoreSample(db, userId, sample.ids, now),
    /** Runs fn in a transaction holding a per-user lock, so two loads or removals at once cannot interleave. */
    locked<T>(userId: string, fn: (q: SampleDataQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await lockSample(tx, userId);
        return fn(queries(tx));
      });
    },
  };
}

/** One load, removal or Undo of a user's sample at a time: each reads what the one before it wrote. */
async function lockSample(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sample-data:${userId}`}, 0))`);
}

/**
 * Undo of a removal: every sample row comes back (one whose id or health date is taken again is skipped). It holds
 * the user's sample lock before it takes the kept copy, as a removal does before it writes one, so the two cannot
 * wait on each other.
 */
function restoreSample(db: Db, userId: string, ids: SampleIdSet, now: Date) {
  return restoreDeleted(
    db,
    { userId, kind: 'sample-data', itemId: userId, now },
    async (tx, payload) => {
      const kept = payload as unknown as Record<
        'relationships' | 'goals' | 'interactions' | 'timeBlocks' | 'healthMetrics' | 'tasks' | 'dailyPlans',
        unknown[]
      >;
      await reinsertRows(tx, relationships, kept.relationships ?? []);
      await reinsertRows(tx, goals, kept.goals ?? []);
      await reinsertRows(tx, interactions, kept.interactions ?? []);
      await reinsertRows(tx, timeBlocks, kept.timeBlocks ?? []);
      await reinsertRows(tx, healthMetrics, kept.healthMetrics ?? []);
      await reinsertRows(tx, tasks, kept.tasks ?? []);
      await reinsertRows(tx, dailyPlans, kept.dailyPlans ?? []);
      await settleLastContact(tx, userId, ids.relationships);
      return true;
    },
    (tx) => lockSample(tx, userId),
  );
}

export type SampleDataRepo = ReturnType<typeof createSampleDataRepo>;
