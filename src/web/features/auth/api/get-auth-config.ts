import { queryOptions, useQuery } from '@tanstack/react-query';
import { authConfigSchema } from '../../../../shared/schemas/auth';
import { requestJson } from '@/lib/api';
import { authPageKeys } from './query-keys';

export const getAuthConfig = () => requestJson('GET', '/api/auth/config', authConfigSchema);

export const authConfigQueryOptions = queryOptions({ queryKey: authPageKeys.config, queryFn: getAuthConfig });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
