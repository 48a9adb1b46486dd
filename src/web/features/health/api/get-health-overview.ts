import { useQuery } from '@tanstack/react-query';
import type { HealthTargets, WeightUnit } from '../../../../shared/health-metrics';
import { type HealthOverview, healthOverviewSchema } from '../../../../shared/schemas/health-overview';
import { requestJson } from '@/lib/api';
import { healthKeys } from './query-keys';

export async function getHealthOverview(): Promise<HealthOverview> {
  return requestJson('GET', '/api/health-metrics/overview', healthOverviewSchema);
}

/** Under the health metrics' key, so a saved day refreshes the picture with the rest. */
export function useHealthOverview(prefs: { targets: HealthTargets; weightUnit: WeightUnit }) {
  return useQuery({ queryKey: healthKeys.overview(prefs), queryFn: getHealthOverview });
}
