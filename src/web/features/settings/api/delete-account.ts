import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '../../../../shared/schemas/account';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api';

export const ACCOUNT_DELETE_FAILED = 'Failed to delete account';

export async function deleteAccount(input: DeleteAccountInput): Promise<void> {
  await apiRequest('DELETE', '/api/account', input);
}

/** On success the session is gone: a full load of the landing page drops every cached query with it. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      window.location.assign('/');
    },
    onError: () => {
      toast({ title: ACCOUNT_DELETE_FAILED, variant: 'destructive' });
    },
  });
}
