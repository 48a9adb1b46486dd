import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthTargetsUpdate } from '../../../../shared/schemas/health-metrics';
import { type User, userSchema } from '../../../../shared/schemas/auth';
import type { WeightUnit } from '../../../../shared/health-metrics';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { authUserQueryOptions } from '@/lib/use-auth';
import { dashboardKeys } from '@/features/dashboard';
import { insightKeys } from '@/features/insights';

export const PREFERENCES_SAVED = 'Health targets saved';
export const PREFERENCES_FAILED = 'Failed to save health targets';

export interface HealthPreferencesInput {
  weightUnit: WeightUnit;
  healthTargets: HealthTargetsUpdate;
}

export async function updateHealthPreferences(input: HealthPreferencesInput): Promise<User> {
  return requestJson('PATCH', '/api/account/profile', userSchema, input);
}

export function useUpdateHealthPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHealthPreferences,
    onSuccess: async (user) => {
      queryClient.setQueryData(authUserQueryOptions.queryKey, user);
      toast({ title: PREFERENCES_SAVED });
      // Scores elsewhere follow the targets; the day being edited keeps its local copy, and the overview is keyed by them.
      await Promise.all([queryClient.invalidateQueries({ queryKey: dashboardKeys.summary }), queryClient.invalidateQueries({ queryKey: insightKeys.all })]);
    },
    onError: () => {
      toast({ title: PREFERENCES_FAILED, variant: 'destructive' });
    },
  });
}
