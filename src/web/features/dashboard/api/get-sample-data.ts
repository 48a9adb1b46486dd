import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SampleDataStatus } from '../../../../shared/schemas/dashboard';
import { getQueryFn } from '@/lib/api';

export const sampleDataQueryOptions = queryOptions<SampleDataStatus>({
  queryKey: ['/api/sample-data'],
  queryFn: getQueryFn<SampleDataStatus>({ on401: 'throw' }),
});

export function useSampleDataStatus() {
  return useQuery(sampleDataQueryOptions);
}
