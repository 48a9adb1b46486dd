import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { deviceTimezone } from '../../../../shared/dates';
import { userSchema, type SignInInput, type User } from '../../../../shared/schemas/auth';
import { twoFactorRequiredSchema, type TwoFactorRequired } from '../../../../shared/schemas/sign-in';
import { requestJson } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

const signInAnswerSchema = z.union([userSchema, twoFactorRequiredSchema]);

/** The user, or, when the account has two-factor sign-in on, what the second step may use (no session yet). */
export async function signIn(input: SignInInput): Promise<User | TwoFactorRequired> {
  const body = { email: input.email, password: input.password, timezone: deviceTimezone() };
  return requestJson('POST', '/api/auth/signin', signInAnswerSchema, body);
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
