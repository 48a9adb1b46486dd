import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TimeBlock, type TimeBlockInput, timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import type { ToastActionElement } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlockingKeys } from './query-keys';

export const CREATE_SUCCESS = 'Time block created successfully';
export const CREATE_FAILURE = 'Failed to create time block';

export async function createTimeBlock(input: TimeBlockInput): Promise<TimeBlock> {
  return requestJson('POST', '/api/time-blocks', timeBlockSchema, input);
}

/** What a new block's success toast says after its title, such as what the block overlaps, with a way to see it. */
export type CreatedToastExtra = (block: TimeBlock) => { description?: string; action?: ToastActionElement } | undefined;

export function useCreateTimeBlock(extra?: CreatedToastExtra) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeBlock,
    onSuccess: async (block) => {
      toast({ title: CREATE_SUCCESS, ...extra?.(block) });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err) => toast({ title: CREATE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
