import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OccurrenceQuery, type TimeBlock, type TimeBlockPatch, timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlockingKeys } from './query-keys';

export const UPDATE_SUCCESS = 'Time block updated successfully';
export const UPDATE_FAILURE = 'Failed to update time block';

/** The query that picks one occurrence of a series, or it and the following ones; empty for the block or whole series. */
export function occurrenceSearch(query: OccurrenceQuery = {}): string {
  const params = new URLSearchParams();
  if (query.occurrence) params.set('occurrence', query.occurrence);
  if (query.scope) params.set('scope', query.scope);
  const search = params.toString();
  return search ? `?${search}` : '';
}

export async function updateTimeBlock({ id, patch, query }: { id: string; patch: TimeBlockPatch; query?: OccurrenceQuery }): Promise<TimeBlock> {
  return requestJson('PATCH', `/api/time-blocks/${encodeURIComponent(id)}${occurrenceSearch(query)}`, timeBlockSchema, patch);
}

export function useUpdateTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeBlock,
    onSuccess: async () => {
      toast({ title: UPDATE_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err) => toast({ title: UPDATE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
