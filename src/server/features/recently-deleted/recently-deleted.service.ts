import type { DeletedItem } from '../../../shared/schemas/recently-deleted.js';
import type { RecentlyDeletedRepo } from './recently-deleted.repo.js';

type Row = Awaited<ReturnType<RecentlyDeletedRepo['list']>>[number];

const TYPE_WORDS: Record<string, string> = { call: 'Call', message: 'Message', meeting: 'Meeting' };

/** The name a person reads in the list: the item's own title, or what it was for interactions and the sample. */
function titleOf(row: Row): string {
  if (row.kind === 'sample-data') return 'Sample data';
  if (row.kind === 'interaction') {
    const what = TYPE_WORDS[row.type ?? ''] ?? 'Interaction';
    return row.person ? `${what} with ${row.person}` : what;
  }
  return row.title ?? 'Untitled';
}

export function toDeletedItem(row: Row): DeletedItem {
  return {
    kind: row.kind,
    id: row.id,
    title: titleOf(row),
    occurrence: row.kind === 'series-tail' ? row.from : null,
    relationshipId: row.relationshipId,
    repeats: row.repeats,
    deletedAt: row.deletedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export function createRecentlyDeletedService(deps: { repo: RecentlyDeletedRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** What the user can still restore, newest first. */
    async list(userId: string): Promise<DeletedItem[]> {
      return (await deps.repo.list(userId, now())).map(toDeletedItem);
    },
  };
}

export type RecentlyDeletedService = ReturnType<typeof createRecentlyDeletedService>;
