import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryCodes, TotpEnrolment, TwoFactorStatus } from '../../../../shared/schemas/sign-in';
import { apiRequest, getQueryFn } from '@/lib/api';
import { sessionsQueryOptions } from './get-sessions';

export const twoFactorQueryOptions = queryOptions<TwoFactorStatus>({
  queryKey: ['/api/account/2fa'],
  queryFn: getQueryFn<TwoFactorStatus>({ on401: 'throw' }),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

export function useStartTotp() {
  return useMutation({
    mutationFn: async () => (await (await apiRequest('POST', '/api/account/2fa/totp')).json()) as TotpEnrolment,
  });
}

/** Turning it on signs out the other sessions, so their list changes too. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await (await apiRequest('POST', '/api/account/2fa/totp/verify', { code })).json()) as RecoveryCodes,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: sessionsQueryOptions.queryKey });
    },
  });
}

export const TWO_FACTOR_OFF = 'Two-factor sign-in is off';

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { password: string; code: string }) => {
      await apiRequest('DELETE', '/api/account/2fa/totp', input);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => (await (await apiRequest('POST', '/api/account/2fa/recovery-codes', { password })).json()) as RecoveryCodes,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
  });
}
