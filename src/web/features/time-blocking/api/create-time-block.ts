import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimeBlock, type TimeBlockInput, timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import type { ToastActionElement } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlockingKeys } from './query-keys';
import { editLists, listHolds, restoreLists, snapshotLists } from './time-block-cache';

export const CREATE_SUCCESS = 'Time block created successfully';
export const CREATE_FAILURE = 'Failed to create time block';

/** Marks a block shown before the server has answered for it: it has no id there yet. */
export const PENDING_PREFIX = 'pending:';
export const isPending = (block: Pick<TimeBlock, 'id'>) => block.id.startsWith(PENDING_PREFIX);
let pendingCount = 0;

export async function createTimeBlock(input: TimeBlockInput): Promise<TimeBlock> {
  return requestJson('POST', '/api/time-blocks', timeBlockSchema, input);
}

/** What a new block's success toast says after its title, such as what the block overlaps, with a way to see it. */
export type CreatedToastExtra = (block: TimeBlock) => { description?: string; action?: ToastActionElement } | undefined;

/** The block as it will be, shown at once; a series waits for the server, which knows its occurrences. */
function pendingBlock(input: TimeBlockInput): TimeBlock {
  const { hour, minute, title, category, date, durationMinutes } = input;
  const id = `${PENDING_PREFIX}${++pendingCount}`;
  return {
    id,
    hour,
    minute,
    title,
    category,
    date,
    durationMinutes,
    duration: durationMinutes / 60,
    source: 'manual',
    rrule: null,
    occurrence: null,
    taskId: null,
  };
}

/**
 * Creates a block: it shows in every list that holds its date at once, takes its id when the server answers, and
 * goes again (with the failure toast) when the server refuses it.
 */
export function useCreateTimeBlock(extra?: CreatedToastExtra) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeBlock,
    onMutate: async (input: TimeBlockInput) => {
      if (input.rrule) return undefined;
      const previous = await snapshotLists(queryClient);
      const pending = pendingBlock(input);
      editLists(queryClient, (list, key) => (listHolds(key, input.date) ? [...list, pending] : list));
      return { previous, pendingId: pending.id };
    },
    onSuccess: async (block, _input, context) => {
      // The toast's words are read while the lists still hold the pending block, not the new one beside it.
      toast({ title: CREATE_SUCCESS, ...extra?.(block) });
      if (context) editLists(queryClient, (list) => list.map((item) => (item.id === context.pendingId ? block : item)));
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err, _input, context) => {
      restoreLists(queryClient, context?.previous);
      toast({ title: CREATE_FAILURE, description: errorMessage(err), variant: 'destructive' });
    },
  });
}
