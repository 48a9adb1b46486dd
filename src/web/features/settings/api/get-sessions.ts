import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionListSchema } from '../../../../shared/schemas/account';
import { requestJson } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const sessionsQueryOptions = queryOptions({
  queryKey: settingsKeys.sessions,
  queryFn: () => requestJson('GET', '/api/account/sessions', sessionListSchema),
});

export function useSessions() {
  return useQuery(sessionsQueryOptions);
}
