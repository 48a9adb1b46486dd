import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthTargetsUpdate } from '../../../../shared/schemas/health-metrics';
import type { User } from '../../../../shared/schemas/auth';
import type { WeightUnit } from '../../../../shared/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';
import { authUserQueryOptions } from '@/lib/use-auth';
import { HEALTH_METRICS_KEY } from './get-health-metrics';

export const PREFERENCES_SAVED = 'Health targets saved';
export const PREFERENCES_FAILED = 'Failed to save health targets';

export interface HealthPreferencesInput {
  weightUnit: WeightUnit;
  healthTargets: HealthTargetsUpdate;
}

export async function updateHealthPreferences(input: HealthPreferencesInput): Promise<User> {
  const res = await apiRequest('PATCH', '/api/account/profile', input);
  return (await res.json()) as User;
}

export function useUpdateHealthPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealthPreferences,
    onSuccess: async (user) => {
      queryClient.setQueryData(authUserQueryOptions.queryKey, user);
      toast({ title: PREFERENCES_SAVED });
      // Scores elsewhere (the dashboard, insights) follow the targets; the day being edited keeps its local copy.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== HEALTH_METRICS_KEY && query.queryKey[0] !== authKeys.user[0] });
    },
    onError: () => {
      toast({ title: PREFERENCES_FAILED, variant: 'destructive' });
    },
  });
}
