import { useMutation, useQueryClient } from '@tanstack/react-query';
import { healthMetricsCreateSchema, type HealthMetrics, type HealthMetricsCreateInput } from '../../../../shared/schemas/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { HEALTH_METRICS_KEY, healthMetricsQueryOptions } from './get-health-metrics';

export const HEALTH_CREATED = 'Health metrics created successfully';
export const HEALTH_CREATE_FAILED = 'Failed to create health metrics';

export async function createHealthMetrics(input: HealthMetricsCreateInput): Promise<HealthMetrics> {
  const res = await apiRequest('POST', HEALTH_METRICS_KEY, healthMetricsCreateSchema.parse(input));
  return (await res.json()) as HealthMetrics;
}

export function useCreateHealthMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHealthMetrics,
    onSuccess: (record) => {
      queryClient.setQueryData(healthMetricsQueryOptions(record.date).queryKey, record);
      toast({ title: HEALTH_CREATED });
      // Not awaited: the editor takes the saved record at once while the trend refetches.
      void queryClient.invalidateQueries({ queryKey: [HEALTH_METRICS_KEY] });
    },
    onError: () => {
      toast({ title: HEALTH_CREATE_FAILED, variant: 'destructive' });
    },
  });
}
