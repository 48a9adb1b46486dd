import { and, eq, gt, lt } from 'drizzle-orm';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { undoHandles } from '../../db/schema/index.js';
import type { UndoStep } from './understand/state.js';

export interface UndoHandles {
  /** Keeps the steps that reverse a change and returns the handle a client may send back. */
  issue(steps: UndoStep[]): Promise<string>;
  /** The steps of a handle this user was given, once, before it expires; undefined for any other string. */
  redeem(handle: string): Promise<UndoStep[] | undefined>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The handles of every user; `forUser` binds them to one user and the moment of their request. */
export function createUndoHandlesRepo(db: Db) {
  return {
    forUser: (userId: string, now: () => Date): UndoHandles => handlesOf(db, userId, now),
  };
}

export type UndoHandlesRepo = ReturnType<typeof createUndoHandlesRepo>;

function handlesOf(db: Db, userId: string, now: () => Date): UndoHandles {
  return {
    async issue(steps) {
      const t = now();
      // The user's spent handles go as new ones come, so their number stays bounded without a job.
      await db.delete(undoHandles).where(and(eq(undoHandles.userId, userId), lt(undoHandles.expiresAt, t)));
      const [row] = await db
        .insert(undoHandles)
        .values({ userId, steps, expiresAt: new Date(t.getTime() + UNDO_KEEP_MS) })
        .returning({ id: undoHandles.id });
      return row.id;
    },
    async redeem(handle) {
      if (!UUID.test(handle)) return undefined;
      const [row] = await db
        .delete(undoHandles)
        .where(and(eq(undoHandles.id, handle), eq(undoHandles.userId, userId), gt(undoHandles.expiresAt, now())))
        .returning({ steps: undoHandles.steps });
      return row?.steps as UndoStep[] | undefined;
    },
  };
}
