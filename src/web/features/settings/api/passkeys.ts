import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { passkeyListSchema, type PasskeyDto, passkeySchema, webAuthnRegistrationOptionsSchema } from '../../../../shared/schemas/sign-in';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { settingsKeys } from './query-keys';

export const passkeysQueryOptions = queryOptions({
  queryKey: settingsKeys.passkeys,
  queryFn: () => requestJson('GET', '/api/account/passkeys', passkeyListSchema),
});

export function usePasskeys() {
  return useQuery(passkeysQueryOptions);
}

/** Asks the browser to make a passkey for this site, then stores its public key. */
async function addPasskey(name: string): Promise<PasskeyDto> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const options = await requestJson('POST', '/api/account/passkeys/options', webAuthnRegistrationOptionsSchema);
  const response = await startRegistration({ optionsJSON: options });
  return requestJson('POST', '/api/account/passkeys', passkeySchema, { name: name || undefined, response });
}

export const PASSKEY_ADDED = 'Passkey added';

export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPasskey,
    onSuccess: async () => {
      toast({ title: PASSKEY_ADDED });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor });
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
      await queryClient.invalidateQueries({ queryKey: settingsKeys.passkeys });
      await queryClient.invalidateQueries({ queryKey: settingsKeys.twoFactor });
    },
    onError: (error) => toast({ title: 'The passkey could not be removed', description: errorMessage(error), variant: 'destructive' }),
  });
}
