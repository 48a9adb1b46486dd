import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { recoveryCodesSchema, totpEnrolmentSchema, twoFactorStatusSchema } from '../../../../shared/schemas/sign-in';
import { apiRequest, requestJson } from '@/lib/api';
import { settingsKeys } from './query-keys';

export const twoFactorQueryOptions = queryOptions({
  queryKey: settingsKeys.twoFactor,
  queryFn: () => requestJson('GET', '/api/account/2fa', twoFactorStatusSchema),
});

export function useTwoFactorStatus() {
  return useQuery(twoFactorQueryOptions);
}

export const TOTP_START_FAILED = 'Two-factor sign-in could not be set up';

export function useStartTotp() {
  return useMutation({
    mutationFn: async () => requestJson('POST', '/api/account/2fa/totp', totpEnrolmentSchema),
  });
}

/** Turning it on signs out the other sessions, so their list changes too. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => requestJson('POST', '/api/account/2fa/totp/verify', recoveryCodesSchema, { code }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.sessions });
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
      await queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor });
    },
  });
}

export function useNewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => requestJson('POST', '/api/account/2fa/recovery-codes', recoveryCodesSchema, { password }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor });
    },
  });
}
