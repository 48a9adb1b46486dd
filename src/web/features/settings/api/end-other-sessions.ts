import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const OTHER_SESSIONS_ENDED = 'All other sessions signed out';
export const OTHER_SESSIONS_END_FAILED = 'Failed to sign out other sessions';

export async function endOtherSessions(): Promise<void> {
  await apiRequest('DELETE', '/api/account/sessions');
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: async () => {
      toast({ title: OTHER_SESSIONS_ENDED });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
    onError: () => {
      toast({ title: OTHER_SESSIONS_END_FAILED, variant: 'destructive' });
    },
  });
}
