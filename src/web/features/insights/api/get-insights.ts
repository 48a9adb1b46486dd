import { queryOptions, useQuery } from '@tanstack/react-query';
import { insightListSchema } from '../../../../shared/schemas/insights';
import { requestJson } from '@/lib/api';
import { insightKeys } from './query-keys';

export const insightsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: insightKeys.latest(limit),
    queryFn: () => requestJson('GET', `/api/insights?limit=${limit}`, insightListSchema),
    // The server drops cards whose data changed elsewhere: asked again whenever they are shown.
    refetchOnMount: 'always',
  });

export function useInsights(limit: number) {
  return useQuery(insightsQueryOptions(limit));
}
