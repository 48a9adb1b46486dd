import type { QueryClient } from '@tanstack/react-query';
import type { OccurrenceQuery, TimeBlock } from '../../../../shared/schemas/time-blocks';
import { apiRequest } from '@/lib/api';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';
import { occurrenceSearch } from './update-time-block';

export const RESTORE_SUCCESS = 'Time block restored';

/** Puts back a deleted block or series, one removed date of a series, or (scope `following`) the dates cut off it. */
export async function restoreTimeBlock(id: string, query?: OccurrenceQuery): Promise<TimeBlock> {
  const res = await apiRequest('POST', `/api/time-blocks/${encodeURIComponent(id)}/restore${occurrenceSearch(query)}`);
  return (await res.json()) as TimeBlock;
}

/** Undo of a delete: the block comes back and every view of the blocks and the calendar line refreshes. */
export async function undoDeleteTimeBlock(queryClient: QueryClient, id: string, query?: OccurrenceQuery): Promise<void> {
  await restoreTimeBlock(id, query);
  await queryClient.invalidateQueries({ queryKey: timeBlocksKey });
  await invalidateCalendarSyncState(queryClient);
}
