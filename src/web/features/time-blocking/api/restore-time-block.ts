import type { QueryClient } from '@tanstack/react-query';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { apiRequest } from '@/lib/api';
import { invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';

export const RESTORE_SUCCESS = 'Time block restored';

export async function restoreTimeBlock(id: string, occurrence?: string): Promise<TimeBlock> {
  const search = occurrence ? `?${new URLSearchParams({ occurrence })}` : '';
  const res = await apiRequest('POST', `/api/time-blocks/${encodeURIComponent(id)}/restore${search}`);
  return (await res.json()) as TimeBlock;
}

/** Undo of a delete: the block comes back and every view of the blocks and the calendar line refreshes. */
export async function undoDeleteTimeBlock(queryClient: QueryClient, id: string, occurrence?: string): Promise<void> {
  await restoreTimeBlock(id, occurrence);
  await queryClient.invalidateQueries({ queryKey: timeBlocksKey });
  await invalidateCalendarSyncState(queryClient);
}
