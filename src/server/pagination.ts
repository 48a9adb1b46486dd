import { desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from './errors.js';

/**
 * The keyset of a list read newest first: `order` are the columns it is sorted by (the last one telling rows apart),
 * `id` finds the cursor row and `scope` keeps that row the owner's (each column equal to its value).
 */
export interface Keyset {
  order: PgColumn[];
  id: PgColumn;
  scope: Array<[PgColumn, unknown]>;
}

/** `order by` for the keyset: every column descending, newest first. */
export function newestFirst(keyset: Pick<Keyset, 'order'>): SQL[] {
  return keyset.order.map((column) => desc(column));
}

/**
 * The rows after the cursor row `before` in newest-first order (a row comparison against the cursor's own keys), or
 * no condition for the first page.
 */
export function olderThan(keyset: Keyset, before: unknown): SQL | undefined {
  if (!before) return undefined;
  const cursor = (column: PgColumn) => sql`c.${sql.identifier(column.name)}`;
  const scoped = keyset.scope.map(([column, value]) => sql` and ${cursor(column)} = ${value}`);
  return sql`(${sql.join(keyset.order, sql`, `)}) < (select ${sql.join(keyset.order.map(cursor), sql`, `)} from ${keyset.id.table} c where ${cursor(keyset.id)} = ${before}${sql.join(scoped)})`;
}

interface PageOptions<T> {
  rows: T[];
  before: string | undefined;
  cursorExists: (id: string) => Promise<boolean>;
  what: string;
}

/**
 * One page of a list that grows without bound, read newest first with a keyset (`before` = the id of the last row
 * the client has), in that order. An empty page is the only one that pays a second query, to tell the end of the
 * list from a cursor that is not a row of it (404).
 */
export async function nextPage<T>(options: PageOptions<T>): Promise<T[]> {
  const { rows, before } = options;
  if (rows.length === 0 && before !== undefined && !(await options.cursorExists(before))) {
    throw new AppError(404, `${options.what} not found`, [{ path: 'before', message: `No ${options.what.toLowerCase()} with this id` }]);
  }
  return rows;
}

/** The same page, returned oldest first (the chat reads top to bottom): `before` is then the oldest row shown. */
export async function olderPage<T>(options: PageOptions<T>): Promise<T[]> {
  return (await nextPage(options)).reverse();
}

/**
 * The page after the row `after` of a list already read whole and in its order (a list with a small ceiling, such as
 * an account's people, whose order is computed rather than stored): at most `limit` rows; a cursor that is not a
 * row of the list is 404.
 */
export function sliceAfter<T extends { id: string }>(rows: T[], options: { after?: string; limit: number; what: string }): T[] {
  let start = 0;
  if (options.after !== undefined) {
    const at = rows.findIndex((row) => row.id === options.after);
    if (at < 0) throw new AppError(404, `${options.what} not found`, [{ path: 'after', message: `No ${options.what.toLowerCase()} with this id` }]);
    start = at + 1;
  }
  return rows.slice(start, start + options.limit);
}
