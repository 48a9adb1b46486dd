import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccurrenceQuery, TimeBlock, TimeBlockPatch } from '../../../../shared/schemas/time-blocks';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';

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
  const res = await apiRequest('PATCH', `/api/time-blocks/${encodeURIComponent(id)}${occurrenceSearch(query)}`, patch);
  return (await res.json()) as TimeBlock;
}

export function useUpdateTimeBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeBlock,
    onSuccess: async () => {
      toast({ title: UPDATE_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: timeBlocksKey });
      await invalidateCalendarSyncState(queryClient);
    },
    onError: (err) => toast({ title: UPDATE_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
