import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Insight } from '../../../../shared/schemas/insights';
import { apiRequest } from '@/lib/api';

export const insightsBaseKey = ['/api/insights'] as const;

export const insightsQueryOptions = (limit: number) =>
  queryOptions<Insight[]>({
    queryKey: [...insightsBaseKey, { limit }],
    queryFn: async () => (await (await apiRequest('GET', `/api/insights?limit=${limit}`)).json()) as Insight[],
    // The server drops cards whose data changed elsewhere: asked again whenever they are shown.
    refetchOnMount: 'always',
  });

export function useInsights(limit: number) {
  return useQuery(insightsQueryOptions(limit));
}
