import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthConfig } from '../../../../shared/schemas/auth';
import { getQueryFn } from '@/lib/api';

export const authConfigQueryOptions = queryOptions<AuthConfig>({
  queryKey: ['/api/auth/config'],
  queryFn: getQueryFn<AuthConfig>({ on401: 'throw' }),
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
