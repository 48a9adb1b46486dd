import { AppError } from './errors.js';

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
