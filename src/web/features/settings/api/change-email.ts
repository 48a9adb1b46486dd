import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeEmailInput } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

export interface ChangeEmailResult {
  status: 'changed' | 'confirmation-sent';
  email: string;
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ChangeEmailInput) => (await (await apiRequest('POST', '/api/account/email', input)).json()) as ChangeEmailResult,
    onSuccess: async (result) => {
      if (result.status === 'changed') await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
