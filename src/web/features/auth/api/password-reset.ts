import { useMutation } from '@tanstack/react-query';
import { changeEmailResultSchema, type ResetPasswordInput } from '../../../../shared/schemas/sign-in';
import { apiRequest, requestJson } from '@/lib/api';

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
    mutationFn: (token: string) => requestJson('POST', '/api/account/email/confirm', changeEmailResultSchema, { token }),
  });
}
