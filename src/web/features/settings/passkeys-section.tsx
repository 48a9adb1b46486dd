import { useState, type FormEvent } from 'react';
import type { PasskeyDto } from '../../../shared/schemas/sign-in';
import { LabeledInput } from '@/components/labeled-input';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useAddPasskey, usePasskeys, useRemovePasskey } from './api/passkeys';
import { SettingsSection } from './settings-section';

function PasskeyRow({ passkey }: { passkey: PasskeyDto }) {
  const remove = useRemovePasskey();
  const fmt = useFormat();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="break-all font-medium">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          Added {fmt.dateTime(passkey.createdAt)} · {passkey.lastUsedAt ? `Last used ${fmt.dateTime(passkey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <Button variant="outline" size="sm" aria-label={`Remove ${passkey.name}`} disabled={remove.isPending} onClick={() => remove.mutate(passkey.id)}>
        Remove
      </Button>
    </li>
  );
}

function AddPasskeyForm() {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && Boolean(window.PublicKeyCredential);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    add.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (err) =>
        setError(err instanceof Error && err.name === 'NotAllowedError' ? 'No passkey was made. Try again when your device asks.' : errorMessage(err)),
    });
  }

  if (!supported) return <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <LabeledInput label="Passkey name" placeholder="Phone, laptop, security key…" maxLength={60} value={name} onValueChange={setName} error={error} />
      <Button type="submit" disabled={add.isPending} className="sm:mb-0">
        {add.isPending ? 'Waiting for your device…' : 'Add a passkey'}
      </Button>
    </form>
  );
}

export function PasskeysSection() {
  const passkeys = usePasskeys();
  return (
    <SettingsSection
      title="Passkeys"
      description="Sign in with your fingerprint, face or screen lock instead of a password, or use a passkey as the second step after it."
    >
      {passkeys.isLoading ? (
        <Skeleton className="h-12 w-full" aria-label="Loading passkeys" />
      ) : passkeys.isError || !passkeys.data ? (
        <p className="text-sm text-muted-foreground">Passkeys could not be loaded. Reload the page to try again.</p>
      ) : passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      ) : (
        <ul className="divide-y" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AddPasskeyForm />
      </div>
    </SettingsSection>
  );
}
