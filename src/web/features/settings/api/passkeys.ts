import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasskeyDto } from '../../../../shared/schemas/sign-in';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, getQueryFn } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { twoFactorQueryOptions } from './two-factor';

export const passkeysQueryOptions = queryOptions<PasskeyDto[]>({
  queryKey: ['/api/account/passkeys'],
  queryFn: getQueryFn<PasskeyDto[]>({ on401: 'throw' }),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

/** Asks the browser to make a passkey for this site, then stores its public key. */
async function addPasskey(name: string): Promise<PasskeyDto> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await (await apiRequest('POST', '/api/account/passkeys/options')).json();
  const response = await startRegistration({ optionsJSON: options });
  return (await (await apiRequest('POST', '/api/account/passkeys', { name: name || undefined, response })).json()) as PasskeyDto;
}

export const PASSKEY_ADDED = 'Passkey added';

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      toast({ title: PASSKEY_ADDED });
      await queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `/api/account/passkeys/${id}`);
    },
    onSuccess: async () => {
      toast({ title: 'Passkey removed' });
      await queryClient.invalidateQueries({ queryKey: passkeysQueryOptions.queryKey });
      await queryClient.invalidateQueries({ queryKey: twoFactorQueryOptions.queryKey });
    },
    onError: (error) => toast({ title: 'The passkey could not be removed', description: errorMessage(error), variant: 'destructive' }),
  });
}
