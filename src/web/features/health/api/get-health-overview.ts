import { useQuery } from '@tanstack/react-query';
import type { HealthTargets, WeightUnit } from '../../../../shared/health-metrics';
import type { HealthOverview } from '../../../../shared/schemas/health-overview';
import { apiRequest } from '@/lib/api';
import { HEALTH_METRICS_KEY } from './get-health-metrics';

export async function getHealthOverview(): Promise<HealthOverview> {
  const res = await apiRequest('GET', `${HEALTH_METRICS_KEY}/overview`);
  return (await res.json()) as HealthOverview;
}

/**
 * Under the health metrics' key, so a saved day refreshes the picture with the rest; keyed by the targets and
 * weight unit too, so changing them draws it again.
 */
export function useHealthOverview(prefs: { targets: HealthTargets; weightUnit: WeightUnit }) {
  return useQuery({ queryKey: [HEALTH_METRICS_KEY, 'overview', prefs.weightUnit, JSON.stringify(prefs.targets)] as const, queryFn: getHealthOverview });
}
