import { useInfiniteQuery } from '@tanstack/react-query';
import { interactionListSchema } from '../../../../shared/schemas/relationships';
import { pagedQueryOptions } from '@/lib/paged-query';
import { relationshipKeys } from './query-keys';

export const interactionsQueryOptions = (relationshipId: string) =>
  pagedQueryOptions(relationshipKeys.interactions(relationshipId), `/api/relationships/${relationshipId}/interactions`, interactionListSchema);

/** A person's history, newest first, a page at a time. */
export function useInteractions(relationshipId: string, enabled: boolean) {
  return useInfiniteQuery({ ...interactionsQueryOptions(relationshipId), enabled });
}
