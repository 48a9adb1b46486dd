import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalSchema, type UpdateMilestoneInput } from '../../../../shared/schemas/goals';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { goalsQueryOptions } from './get-goals';
import { goalKeys } from './query-keys';

export const MILESTONE_UPDATE_FAILED = 'Failed to save the milestone';

export type MilestoneChange = { goalId: string; index: number } & UpdateMilestoneInput;

/** Names, dates or ticks one of a goal's milestones; the answer is the goal, its progress worked out again. */
export function useUpdateMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, index, ...change }: MilestoneChange) =>
      requestJson('PATCH', `/api/goals/${encodeURIComponent(goalId)}/milestones/${index}`, goalSchema, change),
    onSuccess: (goal) => queryClient.setQueryData(goalsQueryOptions.queryKey, (goals) => goals?.map((g) => (g.id === goal.id ? goal : g))),
    onError: async (err) => {
      toast({ title: MILESTONE_UPDATE_FAILED, description: errorMessage(err), variant: 'destructive' });
      await queryClient.invalidateQueries({ queryKey: goalKeys.all });
    },
  });
}
