import type { QueryClient } from '@tanstack/react-query';
import { type OccurrenceQuery, type TimeBlock, timeBlockSchema } from '../../../../shared/schemas/time-blocks';
import { requestJson } from '@/lib/api';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { occurrenceSearch } from './update-time-block';
import { timeBlockingKeys } from './query-keys';

export const RESTORE_SUCCESS = 'Time block restored';

/** Puts back a deleted block or series, one removed date of a series, or (scope `following`) the dates cut off it. */
export async function restoreTimeBlock(id: string, query?: OccurrenceQuery): Promise<TimeBlock> {
  return requestJson('POST', `/api/time-blocks/${encodeURIComponent(id)}/restore${occurrenceSearch(query)}`, timeBlockSchema);
}

/** Undo of a delete: the block comes back and every view of the blocks and the calendar line refreshes. */
export async function undoDeleteTimeBlock(queryClient: QueryClient, id: string, query?: OccurrenceQuery): Promise<void> {
  await restoreTimeBlock(id, query);
  await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
  await invalidateCalendarSyncState(queryClient);
}
