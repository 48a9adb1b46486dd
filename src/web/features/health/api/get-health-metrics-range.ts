import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthMetricsListSchema } from '../../../../shared/schemas/health-metrics';
import { requestJson } from '@/lib/api';
import { healthKeys } from './query-keys';

/** Records from `from` to `to` inclusive, in date order (at most 366 days a call). */
export const getHealthMetricsRange = (from: string, to: string) =>
  requestJson('GET', `/api/health-metrics/range?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, healthMetricsListSchema);

export const healthMetricsRangeQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: healthKeys.range(from, to), queryFn: () => getHealthMetricsRange(from, to) });

export function useHealthMetricsRange(from: string, to: string) {
  return useQuery(healthMetricsRangeQueryOptions(from, to));
}
