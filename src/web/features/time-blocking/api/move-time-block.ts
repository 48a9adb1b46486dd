import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeBlock, TimeBlockPatch } from '../../../../shared/schemas/time-blocks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { UPDATE_FAILURE, UPDATE_SUCCESS, updateTimeBlock } from './update-time-block';
import { timeBlockingKeys } from './query-keys';

export interface Move {
  block: TimeBlock;
  /** The new start, length in minutes or date. */
  patch: Pick<TimeBlockPatch, 'hour' | 'minute' | 'durationMinutes' | 'date'>;
}

const sameItem = (a: TimeBlock, b: TimeBlock) => a.id === b.id && a.occurrence === b.occurrence;

export const MOVE_UNDONE = 'Time block moved back';

/** The change that puts a moved block back: each field the move changed, as it was. */
function moveBack({ block, patch }: Move): Move['patch'] {
  return Object.fromEntries(Object.keys(patch).map((field) => [field, block[field as keyof Move['patch']]]));
}

/**
 * Moves or resizes a block at once in every cached list, then saves it; a refusal puts the lists back as they were.
 * An occurrence of a repeating block moves alone.
 */
export function useMoveTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ block, patch }: Move) =>
      updateTimeBlock({ id: block.id, patch, query: block.occurrence !== null ? { occurrence: block.occurrence } : undefined }),
    onMutate: async ({ block, patch }: Move) => {
      await queryClient.cancelQueries({ queryKey: timeBlockingKeys.blocks });
      const previous = queryClient.getQueriesData<TimeBlock[]>({ queryKey: timeBlockingKeys.blocks });
      queryClient.setQueriesData<TimeBlock[]>({ queryKey: timeBlockingKeys.blocks }, (list) =>
        list?.map((item) => (sameItem(item, block) ? { ...item, ...patch, duration: (patch.durationMinutes ?? item.durationMinutes) / 60 } : item)),
      );
      return { previous };
    },
    onError: (err, _move, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast({ title: UPDATE_FAILURE, description: errorMessage(err), variant: 'destructive' });
    },
    onSuccess: (_saved, move) => {
      // After an occurrence moves, it is still addressed by its date in the series.
      const query = move.block.occurrence !== null ? { occurrence: move.block.occurrence } : undefined;
      toastWithUndo({
        title: UPDATE_SUCCESS,
        undoneTitle: MOVE_UNDONE,
        undo: async () => {
          await updateTimeBlock({ id: move.block.id, patch: moveBack(move), query });
          await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
          await invalidateCalendarSyncState(queryClient);
        },
      });
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      await invalidateCalendarSyncState(queryClient);
    },
  });
}
