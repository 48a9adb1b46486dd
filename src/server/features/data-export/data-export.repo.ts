import { and, asc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import {
  chatMessages,
  dailyPlans,
  goals,
  healthMetrics,
  insights,
  interactions,
  progressReviews,
  relationships,
  tasks,
  timeBlockExceptions,
  timeBlocks,
  users,
} from '../../db/schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The document's lists and the table behind each; interactions travel inside their relationship. */
export const exportedTables = {
  timeBlocks,
  healthMetrics,
  relationships,
  interactions,
  goals,
  tasks,
  dailyPlans,
  progressReviews,
  chatMessages,
  insights,
} as const;
export type ExportedTableName = keyof typeof exportedTables;
/** Tables whose rows travel inside another list's items: a series' occurrence edits inside its time block. */
export const nestedTables = ['timeBlockExceptions'] as const;

/**
 * User-owned tables left out of the export on purpose: sign-in sessions, and the calendar's secrets and sync state
 * (feed token, CalDAV credentials, links to remote events, busy times copied from the remote calendar), which belong
 * to this server's connection and are rebuilt by connecting again, the short-lived Undo copies of deleted items, Undo handles and applied plans, this
 * browser's push subscriptions and what was sent to them, and notification choices made per installation. The
 * samples phone apps pushed are kept only to recognise a repeated push; the daily values they made are exported.
 * Account deletion still removes them.
 */
export const notExportedTables = [
  'sessions',
  'apiTokens',
  'calendarFeeds',
  'calendarAccounts',
  'calendarEventLinks',
  'calendarBusyEvents',
  // A subscription's address is a secret sealed with this instance's key: subscribing again takes the address.
  'calendarSubscriptions',
  // A Google or Microsoft connection is a grant to this instance's OAuth client: it is made again by signing in.
  'calendarConnections',
  'calendarConnectionCalendars',
  'calendarRemoteEvents',
  'calendarConnectionLinks',
  'deletedItems',
  'undoHandles',
  'appliedPlans',
  'pushSubscriptions',
  'notificationsSent',
  'notificationSettings',
  'healthSamples',
  // How the account signs in stays with this instance: an imported account sets up its app and passkeys again.
  'totpCredentials',
  'recoveryCodes',
  'passkeys',
  'trustedDevices',
  'accountLinks',
] as const;

type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };
export const BATCH_SIZE = 500;

export function chunk<T>(items: T[], size = BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Reads inside one repeatable-read snapshot, so a long export is consistent from start to end. */
export function readSnapshot<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

export function exportQueries(tx: Tx) {
  return {
    async profile(userId: string) {
      const rows = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
      return rows[0];
    },
    /** One page of a user's rows in id order (keyset pagination, never OFFSET). */
    page(name: ExportedTableName, userId: string, afterId: string | null, extra?: SQL): Promise<Record<string, unknown>[]> {
      const table = exportedTables[name] as unknown as OwnedTable;
      const where = and(eq(table.userId, userId), afterId ? gt(table.id, afterId) : undefined, extra);
      return tx.select().from(table).where(where).orderBy(asc(table.id)).limit(BATCH_SIZE);
    },
    exceptionsOf(userId: string, blockIds: string[]) {
      return tx
        .select()
        .from(timeBlockExceptions)
        .where(and(eq(timeBlockExceptions.userId, userId), inArray(timeBlockExceptions.blockId, blockIds)))
        .orderBy(asc(timeBlockExceptions.blockId), asc(timeBlockExceptions.occurrenceDate));
    },
    interactionsOf(userId: string, relationshipIds: string[]) {
      return tx
        .select()
        .from(interactions)
        .where(and(eq(interactions.userId, userId), inArray(interactions.relationshipId, relationshipIds)))
        .orderBy(asc(interactions.date), asc(interactions.id));
    },
  };
}

async function ownIds(tx: Tx, table: typeof relationships | typeof goals | typeof tasks, userId: string, ids: string[]): Promise<Set<string>> {
  const own = new Set<string>();
  for (const batch of chunk(ids)) {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), inArray(table.id, batch)));
    for (const row of rows) own.add(row.id);
  }
  return own;
}

export function importQueries(tx: Tx) {
  return {
    async updateProfile(userId: string, values: Partial<typeof users.$inferInsert>) {
      await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    /** Inserts rows whose id (and any other unique key) is free; returns how many went in. */
    async insertNew(name: ExportedTableName, rows: Record<string, unknown>[]): Promise<number> {
      const table = exportedTables[name] as unknown as OwnedTable;
      let inserted = 0;
      for (const batch of chunk(rows)) {
        const result = await tx.insert(table).values(batch).onConflictDoNothing().returning({ id: table.id });
        inserted += result.length;
      }
      return inserted;
    },
    /** Occurrence edits of series; one already there for that date is kept. Returns how many went in. */
    async insertExceptions(rows: (typeof timeBlockExceptions.$inferInsert)[]): Promise<number> {
      let inserted = 0;
      for (const batch of chunk(rows)) {
        const result = await tx.insert(timeBlockExceptions).values(batch).onConflictDoNothing().returning({ blockId: timeBlockExceptions.blockId });
        inserted += result.length;
      }
      return inserted;
    },
    /** Which of these time block ids are the user's own series, after the blocks went in. */
    async ownSeriesIds(userId: string, ids: string[]): Promise<Set<string>> {
      const own = new Set<string>();
      for (const batch of chunk(ids)) {
        const rows = await tx
          .select({ id: timeBlocks.id, rrule: timeBlocks.rrule })
          .from(timeBlocks)
          .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, batch)));
        for (const row of rows) if (row.rrule !== null) own.add(row.id);
      }
      return own;
    },
    /** Which of these relationship ids are the user's own, after the relationships went in. */
    ownRelationshipIds: (userId: string, ids: string[]) => ownIds(tx, relationships, userId, ids),
    /** Which of these goal ids are the user's own, after the goals went in. */
    ownGoalIds: (userId: string, ids: string[]) => ownIds(tx, goals, userId, ids),
    /** Which of these task ids are the user's own, after the tasks went in. */
    ownTaskIds: (userId: string, ids: string[]) => ownIds(tx, tasks, userId, ids),
    /** Makes the user's tasks steps of their parents: only a parent of the user's that is not a step itself. */
    async setParents(userId: string, pairs: { id: string; parentId: string }[]): Promise<void> {
      for (const batch of chunk(pairs)) {
        await tx.execute(sql`
          update ${tasks} t set parent_id = p.parent_id
          from jsonb_to_recordset(${JSON.stringify(batch.map((b) => ({ id: b.id, parent_id: b.parentId })))}::jsonb) as p(id uuid, parent_id uuid)
          where t.id = p.id and t.user_id = ${userId} and t.id <> p.parent_id
            and exists (select 1 from ${tasks} parent where parent.id = p.parent_id and parent.user_id = ${userId} and parent.parent_id is null)
            and not exists (select 1 from ${tasks} step where step.parent_id = t.id)`);
      }
    },
  };
}
