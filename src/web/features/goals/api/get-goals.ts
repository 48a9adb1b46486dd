import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalListSchema } from '../../../../shared/schemas/goals';
import { requestJson } from '@/lib/api';
import { goalKeys } from './query-keys';

export const getGoals = () => requestJson('GET', '/api/goals', goalListSchema);

export const goalsQueryOptions = queryOptions({ queryKey: goalKeys.all, queryFn: getGoals });

export function useGoals() {
  return useQuery(goalsQueryOptions);
}
