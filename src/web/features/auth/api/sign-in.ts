import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput, User } from '../../../../shared/schemas/auth';
import { apiRequest } from '@/lib/api';
import { authUserQueryKey } from '@/lib/use-auth';

export function browserTimezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export async function signIn(input: SignInInput): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/signin', {
    email: input.email,
    password: input.password,
    timezone: browserTimezone(),
  });
  return (await res.json()) as User;
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
