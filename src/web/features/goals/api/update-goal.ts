import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completedMilestonesFor } from '../../../../shared/goals';
import { type Goal, type GoalFormValues, goalSchema } from '../../../../shared/schemas/goals';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { goalsQueryOptions } from './get-goals';
import { goalKeys } from './query-keys';

export const GOAL_UPDATED = 'Goal updated successfully';
export const GOAL_UPDATE_FAILED = 'Failed to update goal';

export type GoalChanges = { id: string } & (Partial<GoalFormValues> | { progress: number });

export async function updateGoal({ id, ...changes }: GoalChanges): Promise<Goal> {
  // A progress change sends progress with its milestones; the server recomputes them anyway (docs/product.md, Goals).
  const body = 'progress' in changes ? { progress: changes.progress, completedMilestones: completedMilestonesFor(changes.progress) } : changes;
  return requestJson('PATCH', `/api/goals/${id}`, goalSchema, body);
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: async (goal) => {
      queryClient.setQueryData(goalsQueryOptions.queryKey, (goals) => goals?.map((g) => (g.id === goal.id ? goal : g)));
      toast({ title: GOAL_UPDATED });
      await queryClient.invalidateQueries({ queryKey: goalKeys.all });
    },
    onError: async () => {
      toast({ title: GOAL_UPDATE_FAILED, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}
