import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const SESSION_ENDED = 'Session signed out';
export const SESSION_END_FAILED = 'Failed to sign out session';

export async function endSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/account/sessions/${id}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async () => {
      toast({ title: SESSION_ENDED });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
    onError: () => {
      toast({ title: SESSION_END_FAILED, variant: 'destructive' });
    },
  });
}
