import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimeBlock, TimeBlockInput } from '../../../../shared/schemas/time-blocks';
import type { ToastActionElement } from '@/components/ui/toast';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';

export const CREATE_SUCCESS = 'Time block created successfully';
export const CREATE_FAILURE = 'Failed to create time block';

export async function createTimeBlock(input: TimeBlockInput): Promise<TimeBlock> {
  const res = await apiRequest('POST', '/api/time-blocks', input);
  return (await res.json()) as TimeBlock;
}

/** What a new block's success toast says after its title, such as what the block overlaps, with a way to see it. */
export type CreatedToastExtra = (block: TimeBlock) => { description?: string; action?: ToastActionElement } | undefined;

export function useCreateTimeBlock(extra?: CreatedToastExtra) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTimeBlock,
    onSuccess: async (block) => {
      toast({ title: CREATE_SUCCESS, ...extra?.(block) });
      await queryClient.invalidateQueries({ queryKey: timeBlocksKey });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err) => toast({ title: CREATE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
