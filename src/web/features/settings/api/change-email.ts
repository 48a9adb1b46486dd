import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeEmailResultSchema, type ChangeEmailInput } from '../../../../shared/schemas/sign-in';
import { requestJson } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

/** The toast of a change that took effect at once (no confirmation email needed). */
export const emailChangedToast = (email: string) => ({ title: 'Sign-in email changed', description: `You now sign in with ${email}.` });

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) => requestJson('POST', '/api/account/email', changeEmailResultSchema, input),
    onSuccess: async (result) => {
      if (result.status === 'changed') await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
