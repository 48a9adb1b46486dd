import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { deletedItems } from '../db/schema/index.js';

/** Rows as PostgreSQL holds them (every column, timestamps to the microsecond), in id order: for "exactly the same" checks. */
export async function rowsAsStored(db: Db, table: PgTable, where: string, value: string): Promise<unknown[]> {
  const result = await db.execute(sql`select to_jsonb(t) as row from ${table} t where ${sql.identifier(where)} = ${value}::uuid order by t.id`);
  return result.rows.map((r) => (r as { row: unknown }).row);
}

/** Moves an item's kept copy past its Undo window, as if the user waited too long. */
export async function expireDeletedItem(db: Db, itemId: string): Promise<void> {
  await db
    .update(deletedItems)
    .set({ expiresAt: sql`${deletedItems.deletedAt} - interval '1 second'` })
    .where(eq(deletedItems.itemId, itemId));
}
