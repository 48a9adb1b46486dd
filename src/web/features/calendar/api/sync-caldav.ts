import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CaldavAccount, caldavAccountSchema } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { caldavQueryOptions } from './get-caldav';
import { timeBlockingKeys } from '@/features/time-blocking';
import { calendarKeys } from './query-keys';

export const SYNC_SUCCESS = 'Calendar synced';
export const SYNC_FAILURE = 'Calendar sync failed';

export async function syncCaldav(): Promise<CaldavAccount> {
  return requestJson('POST', '/api/calendar/caldav/sync', caldavAccountSchema);
}

export function useSyncCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCaldav,
    onSuccess: async (account) => {
      queryClient.setQueryData(caldavQueryOptions().queryKey, { account });
      if (account.state === 'error') toast({ title: SYNC_FAILURE, description: account.lastError ?? undefined, variant: 'destructive' });
      else toast({ title: SYNC_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
      // Every view of the status (here and the time-blocking sync line) reads it again: edits during the sync may have queued more.
      await queryClient.invalidateQueries({ queryKey: calendarKeys.caldav, exact: true });
    },
    onError: (err) => toast({ title: SYNC_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
