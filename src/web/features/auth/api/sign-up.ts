import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceTimezone } from '../../../../shared/dates';
import { weightUnitForLocale } from '../../../../shared/health-metrics';
import { type SignUpInput, type User, userSchema } from '../../../../shared/schemas/auth';
import { requestJson } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

export async function signUp(input: SignUpInput): Promise<User> {
  return requestJson('POST', '/api/auth/signup', userSchema, {
    email: input.email,
    password: input.password,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    timezone: deviceTimezone(),
    weightUnit: weightUnitForLocale(navigator.language),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
