import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userSchema } from '../../../../shared/schemas/auth';
import type { SecondStepInput } from '../../../../shared/schemas/sign-in';
import { requestJson } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

/** The code or recovery code after a correct password; the session comes with the answer. */
export function useSecondStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SecondStepInput) => requestJson('POST', '/api/auth/2fa', userSchema, input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
