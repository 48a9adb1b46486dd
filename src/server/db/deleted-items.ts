import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { UNDO_KEEP_MS } from '../../shared/constants.js';
import type { DeletedKind } from '../../shared/schemas/recently-deleted.js';
import type { Db } from './database.js';
import { forgetInsightsWhen } from './derived-content.js';
import { deletedItems } from './schema/index.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type { DeletedKind } from '../../shared/schemas/recently-deleted.js';

/**
 * What a delete keeps for Undo: `row` is the deleted row as PostgreSQL's to_jsonb wrote it (every column, timestamps
 * to the microsecond), so a restore needs no list of columns and a column added later comes back too.
 */
export interface DeletedPayload {
  row: Record<string, unknown>;
  [related: string]: unknown;
}

/** The payload of a plain row: `{ row }`. Pass a fuller one to keep related rows the delete also removes. */
export const rowPayload = (table: PgTable): SQL => sql`jsonb_build_object('row', to_jsonb(${table}))`;

/**
 * Deletes the rows `where` selects in `table` (one row: the item) and keeps a copy in deleted_items in the same
 * statement, replacing any earlier copy of that item; insight cards that may name it go too. False when nothing matched.
 */
export async function deleteKeepingCopy(
  db: Db | Tx,
  item: { table: PgTable; where: SQL; userId: string; kind: DeletedKind; itemId: string; now: Date; payload?: SQL },
): Promise<boolean> {
  const expiresAt = new Date(item.now.getTime() + UNDO_KEEP_MS);
  const result = await db.execute(sql`
    with removed as (delete from ${item.table} where ${item.where} returning ${item.payload ?? rowPayload(item.table)} as payload),
    stale_insights as (${forgetInsightsWhen(item.userId, sql`exists (select 1 from removed)`)})
    insert into ${deletedItems} (user_id, kind, item_id, payload, deleted_at, expires_at)
    select ${item.userId}::uuid, ${item.kind}::text, ${item.itemId}::uuid, payload, ${item.now.toISOString()}::timestamptz, ${expiresAt.toISOString()}::timestamptz
    from removed
    on conflict (user_id, kind, item_id)
    do update set payload = excluded.payload, deleted_at = excluded.deleted_at, expires_at = excluded.expires_at
    returning item_id`);
  return result.rows.length > 0;
}

/** Puts rows back exactly as to_jsonb wrote them; the count inserted (a row whose id or other unique key exists is skipped). */
export async function reinsertRows(tx: Tx, table: PgTable, rows: unknown[]): Promise<number> {
  if (rows.length === 0) return 0;
  const result = await tx.execute(
    sql`insert into ${table} select * from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb) on conflict do nothing`,
  );
  return result.rowCount ?? 0;
}

class ItemExists extends Error {}

/**
 * Takes the kept copy of an item (if the user deleted it within the window) and hands it to `put`, which writes it
 * back and answers false when the item exists again; then nothing changes and the copy stays.
 */
export async function restoreDeleted(
  db: Db,
  item: { userId: string; kind: DeletedKind; itemId: string; now: Date },
  put: (tx: Tx, payload: DeletedPayload) => Promise<boolean>,
  /** Taken first, before the kept copy's row: the lock the item's other writers take before they write that row. */
  lock?: (tx: Tx) => Promise<void>,
): Promise<'restored' | 'missing' | 'exists'> {
  try {
    return await db.transaction(async (tx) => {
      await lock?.(tx);
      const [taken] = await tx
        .delete(deletedItems)
        .where(
          and(
            eq(deletedItems.userId, item.userId),
            eq(deletedItems.kind, item.kind),
            eq(deletedItems.itemId, item.itemId),
            gt(deletedItems.expiresAt, item.now),
          ),
        )
        .returning({ payload: deletedItems.payload });
      if (!taken) return 'missing' as const;
      if (!(await put(tx, taken.payload as DeletedPayload))) throw new ItemExists();
      return 'restored' as const;
    });
  } catch (error) {
    if (error instanceof ItemExists) return 'exists';
    throw error;
  }
}

/** Drops the copies whose Undo window has passed; the maintenance job calls it. */
export async function purgeExpiredDeletedItems(db: Db, now: Date): Promise<void> {
  await db.delete(deletedItems).where(lt(deletedItems.expiresAt, now));
}
