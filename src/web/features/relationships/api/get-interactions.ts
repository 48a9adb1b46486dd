import { useInfiniteQuery } from '@tanstack/react-query';
import type { Interaction } from '../../../../shared/schemas/relationships';
import { pagedQueryOptions } from '@/lib/paged-query';

export const interactionsQueryKey = (relationshipId: string) => ['/api/relationships', relationshipId, 'interactions'] as const;

export const interactionsQueryOptions = (relationshipId: string) =>
  pagedQueryOptions<Interaction>(interactionsQueryKey(relationshipId), `/api/relationships/${relationshipId}/interactions`);

/** A person's history, newest first, a page at a time. */
export function useInteractions(relationshipId: string, enabled: boolean) {
  return useInfiniteQuery({ ...interactionsQueryOptions(relationshipId), enabled });
}
