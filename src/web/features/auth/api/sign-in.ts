import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceTimezone } from '../../../../shared/dates';
import type { SignInInput, User } from '../../../../shared/schemas/auth';
import type { TwoFactorRequired } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

/** The user, or, when the account has two-factor sign-in on, what the second step may use (no session yet). */
export async function signIn(input: SignInInput): Promise<User | TwoFactorRequired> {
  const res = await apiRequest('POST', '/api/auth/signin', {
    email: input.email,
    password: input.password,
    timezone: deviceTimezone(),
  });
  return (await res.json()) as User | TwoFactorRequired;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async (result) => {
      if (!('twoFactorRequired' in result)) await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}
