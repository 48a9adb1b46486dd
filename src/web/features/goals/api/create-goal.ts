import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalFormValues } from '../../../../shared/schemas/goals';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { goalsQueryOptions } from './get-goals';

export const GOAL_CREATED = 'Goal created successfully';
export const GOAL_CREATE_FAILED = 'Failed to create goal';

/** progress, start and end dates and milestones are the server's to set on create. */
export async function createGoal(input: GoalFormValues): Promise<Goal> {
  const res = await apiRequest('POST', '/api/goals', input);
  return (await res.json()) as Goal;
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: async () => {
      toast({ title: GOAL_CREATED });
      await queryClient.invalidateQueries({ queryKey: goalsQueryOptions.queryKey });
    },
    onError: () => {
      toast({ title: GOAL_CREATE_FAILED, variant: 'destructive' });
    },
  });
}
