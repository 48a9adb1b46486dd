import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '../../../../shared/schemas/dashboard';
import { requestJson } from '@/lib/api';
import { dashboardKeys } from './query-keys';

export const getDashboard = () => requestJson('GET', '/api/dashboard', dashboardSchema);

export const dashboardQueryOptions = queryOptions({
  queryKey: dashboardKeys.summary,
  queryFn: getDashboard,
  // It sums up every other page: fetched again whenever it is shown, so it never disagrees with them.
  refetchOnMount: 'always',
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
