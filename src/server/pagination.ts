import { AppError } from './errors.js';

/**
 * One page of a list that grows without bound, as the API hands it out: read newest first with a keyset
 * (`before` = the id of the oldest row the client has), returned oldest first. An empty page is the only one
 * that pays a second query, to tell the end of the list from a cursor that is not a row of it (404).
 */
export async function olderPage<T>(options: {
  rows: T[];
  before: string | undefined;
  cursorExists: (id: string) => Promise<boolean>;
  what: string;
}): Promise<T[]> {
  const { rows, before } = options;
  if (rows.length === 0 && before !== undefined && !(await options.cursorExists(before))) {
    throw new AppError(404, `${options.what} not found`, [{ path: 'before', message: `No ${options.what.toLowerCase()} with this id` }]);
  }
  return rows.reverse();
}
