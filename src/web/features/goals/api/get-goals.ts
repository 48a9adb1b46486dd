import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Goal } from '../../../../shared/schemas/goals';
import { getQueryFn } from '@/lib/api';

export const goalsQueryOptions = queryOptions<Goal[]>({
  queryKey: ['/api/goals'],
  queryFn: getQueryFn<Goal[]>({ on401: 'throw' }),
});

export function useGoals() {
  return useQuery(goalsQueryOptions);
}
