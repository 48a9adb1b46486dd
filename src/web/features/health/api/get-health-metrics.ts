import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthMetrics } from '../../../../shared/schemas/health-metrics';
import { apiRequest } from '@/lib/api';

export const HEALTH_METRICS_KEY = '/api/health-metrics';

/** The record of one date, or null when that date has none yet. */
export async function getHealthMetrics(date: string): Promise<HealthMetrics | null> {
  const res = await apiRequest('GET', `${HEALTH_METRICS_KEY}?date=${encodeURIComponent(date)}`);
  return (await res.json()) as HealthMetrics | null;
}

export const healthMetricsQueryOptions = (date: string) =>
  queryOptions({ queryKey: [HEALTH_METRICS_KEY, date] as const, queryFn: () => getHealthMetrics(date) });

export function useHealthMetrics(date: string) {
  return useQuery(healthMetricsQueryOptions(date));
}
