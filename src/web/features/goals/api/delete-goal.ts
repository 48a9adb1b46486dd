import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastDeleted } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { goalKeys } from './query-keys';
import { GOAL_RESTORED, undoDeleteGoal } from './restore-goal';

export const GOAL_DELETED = 'Goal deleted successfully';
export const GOAL_DELETE_FAILED = 'Failed to delete goal';

export async function deleteGoal(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/goals/${id}`);
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGoal,
    onSuccess: async (_data, id) => {
      toastDeleted({ title: GOAL_DELETED, restoredTitle: GOAL_RESTORED, undo: () => undoDeleteGoal(queryClient, id) });
      await queryClient.invalidateQueries({ queryKey: goalKeys.all });
    },
    onError: () => {
      toast({ title: GOAL_DELETE_FAILED, variant: 'destructive' });
    },
  });
}
