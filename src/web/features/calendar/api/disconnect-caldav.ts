import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { caldavQueryOptions } from './get-caldav';
import { timeBlockingKeys } from '@/features/time-blocking';

export const DISCONNECT_SUCCESS = 'Calendar disconnected. Your time blocks are kept.';
export const DISCONNECT_FAILURE = 'Failed to disconnect the calendar';

export async function disconnectCaldav(): Promise<void> {
  await apiRequest('DELETE', '/api/calendar/caldav');
}

export function useDisconnectCaldav() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCaldav,
    onSuccess: async () => {
      queryClient.setQueryData(caldavQueryOptions().queryKey, { account: null });
      toast({ title: DISCONNECT_SUCCESS });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    },
    onError: (err) => toast({ title: DISCONNECT_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
