import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../../../shared/schemas/auth';
import type { SecondStepInput } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

/** The code or recovery code after a correct password; the session comes with the answer. */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SecondStepInput) => (await (await apiRequest('POST', '/api/auth/2fa', input)).json()) as User,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
