import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/schemas/dashboard';
import { getQueryFn } from '@/lib/api';

export const dashboardQueryOptions = queryOptions<Dashboard>({
  queryKey: ['/api/dashboard'],
  queryFn: getQueryFn<Dashboard>({ on401: 'throw' }),
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
