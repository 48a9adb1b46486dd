import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, userSchema } from '../../../../shared/schemas/auth';
import { webAuthnOptionsSchema } from '../../../../shared/schemas/sign-in';
import { requestJson } from '@/lib/api';
import { authKeys } from '@/lib/query-keys';

/** Asks the browser for a passkey of this site and signs in with it: alone, or as the second step after the password. */
async function signInWithPasskey(options: { trustDevice?: boolean }): Promise<User> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const challenge = await requestJson('POST', '/api/auth/passkey/options', webAuthnOptionsSchema, {});
  const response = await startAuthentication({ optionsJSON: challenge });
  return requestJson('POST', '/api/auth/passkey', userSchema, { response, trustDevice: options.trustDevice });
}

export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authKeys.user });
    },
  });
}

/** The browser's own refusal (the person closed the prompt, or no passkey matched) is not an error to shout about. */
export function passkeyCancelled(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
