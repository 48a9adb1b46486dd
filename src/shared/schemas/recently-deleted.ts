import { z } from 'zod';
import { idSchema, isoDateSchema } from './common.js';

/**
 * What the server keeps for 10 minutes after a delete, for Undo: whole items, the dates a "this and following"
 * delete cut off a series (`series-tail`), and the sample data removed at once (`sample-data`).
 */
export const DELETED_KINDS = ['time-block', 'series-tail', 'relationship', 'interaction', 'goal', 'task', 'sample-data'] as const;
export type DeletedKind = (typeof DELETED_KINDS)[number];

/** One entry of GET /api/recently-deleted: enough to name it and to ask for it back. */
export const deletedItemSchema = z.object({
  kind: z.enum(DELETED_KINDS),
  id: idSchema,
  title: z.string(),
  /** The series date a `series-tail` was cut from. */
  occurrence: isoDateSchema.nullable(),
  /** The person an `interaction` belongs to. */
  relationshipId: idSchema.nullable(),
  /** A `time-block` that was a repeating series (all its dates were deleted). */
  repeats: z.boolean(),
  deletedAt: z.string(),
  expiresAt: z.string(),
});
export type DeletedItem = z.infer<typeof deletedItemSchema>;
export const deletedItemListSchema = z.array(deletedItemSchema);

/** Where each kind is put back: the restore route of its own feature. */
export function restorePath(item: Pick<DeletedItem, 'kind' | 'id' | 'occurrence' | 'relationshipId'>): string {
  const id = encodeURIComponent(item.id);
  switch (item.kind) {
    case 'time-block':
      return `/api/time-blocks/${id}/restore`;
    case 'series-tail':
      return `/api/time-blocks/${id}/restore?${new URLSearchParams({ occurrence: item.occurrence ?? '', scope: 'following' })}`;
    case 'relationship':
      return `/api/relationships/${id}/restore`;
    case 'interaction':
      return `/api/relationships/${encodeURIComponent(item.relationshipId ?? '')}/interactions/${id}/restore`;
    case 'goal':
      return `/api/goals/${id}/restore`;
    case 'task':
      return `/api/tasks/${id}/restore`;
    case 'sample-data':
      return '/api/sample-data/restore';
  }
}
