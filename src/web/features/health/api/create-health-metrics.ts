import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HealthMetrics, type HealthMetricsCreateInput, healthMetricsCreateSchema, healthMetricsSchema } from '../../../../shared/schemas/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { healthMetricsQueryOptions } from './get-health-metrics';
import { healthKeys } from './query-keys';

export const HEALTH_CREATED = 'Health metrics created successfully';
export const HEALTH_CREATE_FAILED = 'Failed to create health metrics';

export async function createHealthMetrics(input: HealthMetricsCreateInput): Promise<HealthMetrics> {
  return requestJson('POST', '/api/health-metrics', healthMetricsSchema, healthMetricsCreateSchema.parse(input));
}

export function useCreateHealthMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealthMetrics,
    onSuccess: (record) => {
      queryClient.setQueryData(healthMetricsQueryOptions(record.date).queryKey, record);
      toast({ title: HEALTH_CREATED });
      // Not awaited: the editor takes the saved record at once while the trend refetches.
      void queryClient.invalidateQueries({ queryKey: healthKeys.all });
    },
    onError: () => {
      toast({ title: HEALTH_CREATE_FAILED, variant: 'destructive' });
    },
  });
}
