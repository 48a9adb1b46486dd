import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastDeleted } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import type { OccurrenceQuery, TimeBlock } from '../../../../shared/schemas/time-blocks';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { occurrenceSearch } from './update-time-block';
import { timeBlockingKeys } from './query-keys';
import { RESTORE_SUCCESS, undoDeleteTimeBlock } from './restore-time-block';
import { editLists, restoreLists, snapshotLists } from './time-block-cache';

export const DELETE_SUCCESS = 'Time block deleted successfully';
export const DELETE_FAILURE = 'Failed to delete time block';

export interface DeleteTarget {
  id: string;
  /** One occurrence of a series, or it and the ones after it; the block or whole series without it. */
  query?: OccurrenceQuery;
}

export async function deleteTimeBlock({ id, query }: DeleteTarget): Promise<void> {
  await apiRequest('DELETE', `/api/time-blocks/${encodeURIComponent(id)}${occurrenceSearch(query)}`);
}

/** Whether deleting `target` takes `item` away: the block, the whole series, one occurrence, or it and the later ones. */
function deletes({ id, query }: DeleteTarget, item: TimeBlock): boolean {
  if (item.id !== id) return false;
  if (!query?.occurrence || item.occurrence === null) return true;
  return query.scope === 'following' ? item.occurrence >= query.occurrence : item.occurrence === query.occurrence;
}

/** Deletes at once from every cached list, then on the server; a refusal puts the block back and says why. */
export function useDeleteTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTimeBlock,
    onMutate: async (target: DeleteTarget) => {
      const previous = await snapshotLists(queryClient);
      editLists(queryClient, (list) => list.filter((item) => !deletes(target, item)));
      return { previous };
    },
    onSuccess: async (_data, { id, query }) => {
      // Undo puts back a block, a series, one date or the dates cut off a series, as the server kept them.
      toastDeleted({ title: DELETE_SUCCESS, restoredTitle: RESTORE_SUCCESS, undo: () => undoDeleteTimeBlock(queryClient, id, query) });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err, _target, context) => {
      restoreLists(queryClient, context?.previous);
      toast({ title: DELETE_FAILURE, description: errorMessage(err), variant: 'destructive' });
    },
  });
}
