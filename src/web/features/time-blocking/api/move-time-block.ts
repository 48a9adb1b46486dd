import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeBlock, TimeBlockPatch } from '../../../../shared/schemas/time-blocks';
import { toastWithUndo } from '@/components/undo-toast';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlockingKeys } from './query-keys';
import { editLists, restoreLists, sameItem, snapshotLists } from './time-block-cache';
import { UPDATE_FAILURE, UPDATE_SUCCESS, updateTimeBlock } from './update-time-block';

export interface Move {
  block: TimeBlock;
  /** The new start, length in minutes or date; or, to mark it done, its category. */
  patch: Pick<TimeBlockPatch, 'hour' | 'minute' | 'durationMinutes' | 'date' | 'category'>;
}

export const MOVE_UNDONE = 'Time block moved back';
export const DONE_UNDONE = 'Time block no longer marked done';

/** The change that puts a moved block back: each field the move changed, as it was. */
function moveBack({ block, patch }: Move): Move['patch'] {
  return Object.fromEntries(Object.keys(patch).map((field) => [field, block[field as keyof Move['patch']]]));
}

const moved = (item: TimeBlock, patch: Move['patch']): TimeBlock => ({ ...item, ...patch, duration: (patch.durationMinutes ?? item.durationMinutes) / 60 });

/**
 * Moves, resizes or marks done a block at once in every cached list, then saves it; a refusal puts the lists back as
 * they were and says so. An occurrence of a repeating block changes alone.
 */
export function useMoveTimeBlock() {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
    await invalidateCalendarSyncState(queryClient);
  };
  return useMutation({
    mutationFn: ({ block, patch }: Move) =>
      updateTimeBlock({ id: block.id, patch, query: block.occurrence !== null ? { occurrence: block.occurrence } : undefined }),
    onMutate: async ({ block, patch }: Move) => {
      const previous = await snapshotLists(queryClient);
      editLists(queryClient, (list) => list.map((item) => (sameItem(item, block) ? moved(item, patch) : item)));
      return { previous };
    },
    onError: (err, _move, context) => {
      restoreLists(queryClient, context?.previous);
      toast({ title: UPDATE_FAILURE, description: errorMessage(err), variant: 'destructive' });
    },
    onSuccess: (_saved, move) => {
      // After an occurrence moves, it is still addressed by its date in the series.
      const query = move.block.occurrence !== null ? { occurrence: move.block.occurrence } : undefined;
      toastWithUndo({
        title: UPDATE_SUCCESS,
        undoneTitle: 'category' in move.patch ? DONE_UNDONE : MOVE_UNDONE,
        undo: async () => {
          await updateTimeBlock({ id: move.block.id, patch: moveBack(move), query });
          await refresh();
        },
      });
    },
    onSettled: refresh,
  });
}
