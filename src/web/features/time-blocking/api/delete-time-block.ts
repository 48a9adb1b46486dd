import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastDeleted } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';
import { RESTORE_SUCCESS, undoDeleteTimeBlock } from './restore-time-block';

export const DELETE_SUCCESS = 'Time block deleted successfully';
export const DELETE_FAILURE = 'Failed to delete time block';

export async function deleteTimeBlock(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/time-blocks/${encodeURIComponent(id)}`);
}

export function useDeleteTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeBlock,
    onSuccess: async (_data, id) => {
      toastDeleted({ title: DELETE_SUCCESS, restoredTitle: RESTORE_SUCCESS, undo: () => undoDeleteTimeBlock(queryClient, id) });
      await queryClient.invalidateQueries({ queryKey: timeBlocksKey });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err) => toast({ title: DELETE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
