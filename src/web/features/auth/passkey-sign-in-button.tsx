import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { passkeyCancelled, usePasskeySignIn } from './api/passkey-sign-in';
import { FormAlert } from './auth-card';

/** Signs in with a passkey: alone from the sign-in page, or as the second step after the password. */
export function PasskeySignInButton({ label = 'Use a passkey', trustDevice }: { label?: string; trustDevice?: boolean }) {
  const [, navigate] = useLocation();
  const passkey = usePasskeySignIn();
  const [error, setError] = useState<string | null>(null);
  if (typeof window !== 'undefined' && !window.PublicKeyCredential) return null;

  function onClick() {
    setError(null);
    passkey.mutate(
      { trustDevice },
      {
        onSuccess: () => navigate('/', { replace: true }),
        onError: (err) => setError(passkeyCancelled(err) ? 'No passkey was used. Try again, or sign in another way.' : errorMessage(err)),
      },
    );
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="w-full" disabled={passkey.isPending} onClick={onClick}>
        <KeyRound aria-hidden="true" />
        {passkey.isPending ? 'Waiting for your passkey…' : label}
      </Button>
      <FormAlert message={error} />
    </div>
  );
}
