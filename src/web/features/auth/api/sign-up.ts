import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceTimezone } from '../../../../shared/dates';
import type { SignUpInput, User } from '../../../../shared/schemas/auth';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

export async function signUp(input: SignUpInput): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/signup', {
    email: input.email,
    password: input.password,
    ...(input.firstName ? { firstName: input.firstName } : {}),
    ...(input.lastName ? { lastName: input.lastName } : {}),
    timezone: deviceTimezone(),
  });
  return (await res.json()) as User;
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
