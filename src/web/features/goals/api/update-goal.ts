import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completedMilestonesFor } from '../../../../shared/goals';
import type { Goal, GoalFormValues } from '../../../../shared/schemas/goals';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { goalsQueryOptions } from './get-goals';

export const GOAL_UPDATED = 'Goal updated successfully';
export const GOAL_UPDATE_FAILED = 'Failed to update goal';

export type GoalChanges = { id: string } & (Partial<GoalFormValues> | { progress: number });

export async function updateGoal({ id, ...changes }: GoalChanges): Promise<Goal> {
  // A progress change sends progress with its milestones; the server recomputes them anyway (docs/product.md, Goals).
  const body = 'progress' in changes ? { progress: changes.progress, completedMilestones: completedMilestonesFor(changes.progress) } : changes;
  const res = await apiRequest('PATCH', `/api/goals/${id}`, body);
  return (await res.json()) as Goal;
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGoal,
    onSuccess: async (goal) => {
      queryClient.setQueryData(goalsQueryOptions.queryKey, (goals) => goals?.map((g) => (g.id === goal.id ? goal : g)));
      toast({ title: GOAL_UPDATED });
      await queryClient.invalidateQueries({ queryKey: goalsQueryOptions.queryKey });
    },
    onError: async () => {
      toast({ title: GOAL_UPDATE_FAILED, variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: goalsQueryOptions.queryKey });
    },
  });
}
