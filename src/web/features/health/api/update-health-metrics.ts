import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthMetricsUpdateSchema, type HealthMetrics, type HealthMetricsUpdateInput } from '../../../../shared/schemas/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { HEALTH_METRICS_KEY, healthMetricsQueryOptions } from './get-health-metrics';

export const HEALTH_UPDATED = 'Health metrics updated successfully';
export const HEALTH_UPDATE_FAILED = 'Failed to update health metrics';

/** The date is in the body: a user has one record per date (no id in the path). */
export async function updateHealthMetrics(input: HealthMetricsUpdateInput): Promise<HealthMetrics> {
  const res = await apiRequest('PATCH', HEALTH_METRICS_KEY, healthMetricsUpdateSchema.parse(input));
  return (await res.json()) as HealthMetrics;
}

export function useUpdateHealthMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealthMetrics,
    onSuccess: (record) => {
      queryClient.setQueryData(healthMetricsQueryOptions(record.date).queryKey, record);
      toast({ title: HEALTH_UPDATED });
      // Not awaited: the editor takes the saved record at once while the trend refetches.
      void queryClient.invalidateQueries({ queryKey: [HEALTH_METRICS_KEY] });
    },
    onError: async () => {
      toast({ title: HEALTH_UPDATE_FAILED, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: [HEALTH_METRICS_KEY] });
    },
  });
}
