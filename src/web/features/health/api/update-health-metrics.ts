import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HealthMetrics, healthMetricsSchema, type HealthMetricsUpdateInput, healthMetricsUpdateSchema } from '../../../../shared/schemas/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { healthMetricsQueryOptions } from './get-health-metrics';
import { healthKeys } from './query-keys';

export const HEALTH_UPDATED = 'Health metrics updated successfully';
export const HEALTH_UPDATE_FAILED = 'Failed to update health metrics';

/** The date is in the body: a user has one record per date (no id in the path). */
export async function updateHealthMetrics(input: HealthMetricsUpdateInput): Promise<HealthMetrics> {
  return requestJson('PATCH', '/api/health-metrics', healthMetricsSchema, healthMetricsUpdateSchema.parse(input));
}

export function useUpdateHealthMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealthMetrics,
    onSuccess: (record) => {
      queryClient.setQueryData(healthMetricsQueryOptions(record.date).queryKey, record);
      toast({ title: HEALTH_UPDATED });
      // Not awaited: the editor takes the saved record at once while the trend refetches.
      void queryClient.invalidateQueries({ queryKey: healthKeys.all });
    },
    onError: async () => {
      toast({ title: HEALTH_UPDATE_FAILED, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: healthKeys.all });
    },
  });
}
