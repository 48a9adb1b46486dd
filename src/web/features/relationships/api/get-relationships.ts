import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Relationship } from '../../../../shared/schemas/relationships';
import { getQueryFn } from '@/lib/api';

export const relationshipsQueryKey = ['/api/relationships'] as const;

export const relationshipsQueryOptions = queryOptions<Relationship[]>({
  queryKey: relationshipsQueryKey,
  queryFn: getQueryFn<Relationship[]>({ on401: 'throw' }),
});

export function useRelationships() {
  return useQuery(relationshipsQueryOptions);
}
