import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { goalsQueryOptions } from './get-goals';

export const GOAL_DELETED = 'Goal deleted successfully';
export const GOAL_DELETE_FAILED = 'Failed to delete goal';

export async function deleteGoal(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/goals/${id}`);
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: async () => {
      toast({ title: GOAL_DELETED });
      await queryClient.invalidateQueries({ queryKey: goalsQueryOptions.queryKey });
    },
    onError: () => {
      toast({ title: GOAL_DELETE_FAILED, variant: 'destructive' });
    },
  });
}
