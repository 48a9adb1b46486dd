import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaldavAccount } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { busyKey } from './get-busy-blocks';
import { calendarSyncKey, invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlocksKey } from './get-time-blocks';

export const SYNC_SUCCESS = 'Calendar synced';
export const SYNC_FAILURE = 'Calendar sync failed';

export async function syncCalendar(): Promise<CaldavAccount> {
  return (await (await apiRequest('POST', '/api/calendar/caldav/sync')).json()) as CaldavAccount;
}

/** "Sync now" beside the sync line: pulls busy time and server edits, then refreshes everything they touch. */
export function useSyncCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendar,
    onSuccess: async (account) => {
      queryClient.setQueryData(calendarSyncKey, { account });
      if (account.state === 'error') toast({ title: SYNC_FAILURE, description: account.lastError ?? undefined, variant: 'destructive' });
      else toast({ title: SYNC_SUCCESS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: busyKey }),
        queryClient.invalidateQueries({ queryKey: timeBlocksKey }),
        invalidateCalendarSyncState(queryClient),
      ]);
    },
    onError: async (err) => {
      toast({ title: SYNC_FAILURE, description: errorMessage(err), variant: 'destructive' });
      await invalidateCalendarSyncState(queryClient);
    },
  });
}
