import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interaction } from '../../../../shared/schemas/relationships';
import { getQueryFn } from '@/lib/api';

/** Joined by the default query function into /api/relationships/<id>/interactions. */
export const interactionsQueryKey = (relationshipId: string) => ['/api/relationships', relationshipId, 'interactions'] as const;

export const interactionsQueryOptions = (relationshipId: string) =>
  queryOptions<Interaction[]>({
    queryKey: interactionsQueryKey(relationshipId),
    queryFn: getQueryFn<Interaction[]>({ on401: 'throw' }),
  });

export function useInteractions(relationshipId: string, enabled: boolean) {
  return useQuery({ ...interactionsQueryOptions(relationshipId), enabled });
}
