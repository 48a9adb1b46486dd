import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthMetrics } from '../../../../shared/schemas/health-metrics';
import { apiRequest } from '@/lib/api';
import { HEALTH_METRICS_KEY } from './get-health-metrics';

/** Records from `from` to `to` inclusive, in date order (at most 366 days a call). */
export async function getHealthMetricsRange(from: string, to: string): Promise<HealthMetrics[]> {
  const res = await apiRequest('GET', `${HEALTH_METRICS_KEY}/range?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
  return (await res.json()) as HealthMetrics[];
}

export const healthMetricsRangeQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [HEALTH_METRICS_KEY, 'range', from, to] as const, queryFn: () => getHealthMetricsRange(from, to) });

export function useHealthMetricsRange(from: string, to: string) {
  return useQuery(healthMetricsRangeQueryOptions(from, to));
}
