import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaldavAccount } from '../../../../shared/schemas/calendar';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { caldavKey } from './get-caldav';

export const SYNC_SUCCESS = 'Calendar synced';
export const SYNC_FAILURE = 'Calendar sync failed';

export async function syncCaldav(): Promise<CaldavAccount> {
  return (await (await apiRequest('POST', '/api/calendar/caldav/sync')).json()) as CaldavAccount;
}

export function useSyncCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncCaldav,
    onSuccess: async (account) => {
      queryClient.setQueryData(caldavKey, { account });
      if (account.state === 'error') toast({ title: SYNC_FAILURE, description: account.lastError ?? undefined, variant: 'destructive' });
      else toast({ title: SYNC_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: ['/api/calendar/busy'] });
      await queryClient.invalidateQueries({ queryKey: ['/api/time-blocks'] });
      // Every view of the status (here and the time-blocking sync line) reads it again: edits during the sync may have queued more.
      await queryClient.invalidateQueries({ queryKey: caldavKey, exact: true });
    },
    onError: (err) => toast({ title: SYNC_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
