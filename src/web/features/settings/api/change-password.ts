import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordInput } from '../../../../shared/schemas/account';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const PASSWORD_CHANGED = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Failed to change password';

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await apiRequest('POST', '/api/account/password', input);
}

/** The server ends every other session on success, so the sessions list is refreshed. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      toast({ title: PASSWORD_CHANGED, description: 'Your other sessions were signed out.' });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
    },
  });
}
