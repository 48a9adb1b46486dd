import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaldavAccount, caldavAccountSchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { calendarSyncStateQueryOptions, invalidateCalendarSyncState } from './get-calendar-sync-state';
import { timeBlockingKeys } from './query-keys';

export const SYNC_SUCCESS = 'Calendar synced';
export const SYNC_FAILURE = 'Calendar sync failed';

export async function syncCalendar(): Promise<CaldavAccount> {
  return requestJson('POST', '/api/calendar/caldav/sync', caldavAccountSchema);
}

/** "Sync now" beside the sync line: pulls busy time and server edits, then refreshes everything they touch. */
export function useSyncCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCalendar,
    onSuccess: async (account) => {
      queryClient.setQueryData(calendarSyncStateQueryOptions().queryKey, { account });
      if (account.state === 'error') toast({ title: SYNC_FAILURE, description: account.lastError ?? undefined, variant: 'destructive' });
      else toast({ title: SYNC_SUCCESS });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy }),
        queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks }),
        invalidateCalendarSyncState(queryClient),
      ]);
    },
    onError: async (err) => {
      toast({ title: SYNC_FAILURE, description: errorMessage(err), variant: 'destructive' });
      await invalidateCalendarSyncState(queryClient);
    },
  });
}
