import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '../../../../shared/schemas/sign-in';
import { apiRequest } from '@/lib/api';

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => {
      await apiRequest('POST', '/api/auth/forgot', { email });
    },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) => {
      await apiRequest('POST', '/api/auth/reset', input);
    },
  });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string) => (await (await apiRequest('POST', '/api/account/email/confirm', { token })).json()) as { email: string },
  });
}
