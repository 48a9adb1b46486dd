import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthMetricsOrNullSchema } from '../../../../shared/schemas/health-metrics';
import { requestJson } from '@/lib/api';
import { healthKeys } from './query-keys';

/** The record of one date, or null when that date has none yet. */
export const getHealthMetrics = (date: string) => requestJson('GET', `/api/health-metrics?date=${encodeURIComponent(date)}`, healthMetricsOrNullSchema);

export const healthMetricsQueryOptions = (date: string) => queryOptions({ queryKey: healthKeys.day(date), queryFn: () => getHealthMetrics(date) });

export function useHealthMetrics(date: string) {
  return useQuery(healthMetricsQueryOptions(date));
}
