import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionDto } from '../../../../shared/schemas/account';
import { getQueryFn } from '@/lib/api';

export const sessionsQueryOptions = queryOptions<SessionDto[]>({
  queryKey: ['/api/account/sessions'],
  queryFn: getQueryFn<SessionDto[]>({ on401: 'throw' }),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
