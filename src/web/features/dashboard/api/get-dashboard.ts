import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { getQueryFn } from '@/lib/api';

export const dashboardQueryOptions = queryOptions<Dashboard>({
  queryKey: ['/api/dashboard'],
  queryFn: getQueryFn<Dashboard>({ on401: 'throw' }),
  // It sums up every other page: fetched again whenever it is shown, so it never disagrees with them.
  refetchOnMount: 'always',
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
