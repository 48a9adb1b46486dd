import { queryOptions, useQuery } from '@tanstack/react-query';
import { sampleDataStatusSchema } from '../../../../shared/schemas/dashboard';
import { requestJson } from '@/lib/api';
import { dashboardKeys } from './query-keys';

export const getSampleDataStatus = () => requestJson('GET', '/api/sample-data', sampleDataStatusSchema);

export const sampleDataQueryOptions = queryOptions({ queryKey: dashboardKeys.sampleData, queryFn: getSampleDataStatus });

export function useSampleDataStatus() {
  return useQuery(sampleDataQueryOptions);
}
