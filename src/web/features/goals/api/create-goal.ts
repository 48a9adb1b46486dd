import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Goal, type GoalFormValues, goalSchema } from '../../../../shared/schemas/goals';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { goalKeys } from './query-keys';

export const GOAL_CREATED = 'Goal created successfully';
export const GOAL_CREATE_FAILED = 'Failed to create goal';

/** progress, start and end dates and milestones are the server's to set on create. */
export async function createGoal(input: GoalFormValues): Promise<Goal> {
  return requestJson('POST', '/api/goals', goalSchema, input);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGoal,
    onSuccess: async () => {
      toast({ title: GOAL_CREATED });
      await queryClient.invalidateQueries({ queryKey: goalKeys.all });
    },
    onError: () => {
      toast({ title: GOAL_CREATE_FAILED, variant: 'destructive' });
    },
  });
}
