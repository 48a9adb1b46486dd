import { useState, type FormEvent } from 'react';
import { Copy } from 'lucide-react';
import { API_TOKENS_MAX, type ApiTokenDto, type ApiTokenScope, type CreatedApiTokenDto } from '../../../shared/schemas/api-tokens';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SelectInput } from '@/components/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { errorIssues, errorMessage } from '@/lib/errors';
import { useFormat } from '@/lib/use-format';
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from './api/api-tokens';
import { SettingsSection } from './settings-section';

const SCOPE_LABELS: Record<ApiTokenScope, string> = { read: 'Read only', write: 'Read and write' };

function TokenRow({ token }: { token: ApiTokenDto }) {
  const revoke = useRevokeApiToken();
  const fmt = useFormat();
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{token.name}</span>
          <Badge variant="secondary">{SCOPE_LABELS[token.scope]}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          Created {fmt.dateTime(token.createdAt)} · {token.lastUsedAt ? `Last used ${fmt.dateTime(token.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Revoke ${token.name}`} disabled={revoke.isPending}>
            Revoke
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
            <AlertDialogDescription>
              Scripts and agents using this token stop working at once, and a revoked token cannot be brought back: you would create a new one and put it
              everywhere the old one was.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep token</AlertDialogCancel>
            <AlertDialogAction onClick={() => revoke.mutate(token.id)}>Revoke token</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function NewToken({ created, onDone }: { created: CreatedApiTokenDto; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: 'Token copied' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the token and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <div role="status" className="space-y-2 rounded-lg border border-primary/40 bg-muted/40 p-3">
      <Label htmlFor="new-api-token">Your new token “{created.name}”</Label>
      <p className="text-sm text-muted-foreground">Copy it now: it is shown only this once. Send it as the header Authorization: Bearer &lt;token&gt;.</p>
      <Input id="new-api-token" readOnly value={created.token} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy token
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

export function ApiTokensSection() {
  const tokens = useApiTokens();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const full = (tokens.data?.length ?? 0) >= API_TOKENS_MAX;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create.mutate(
      { name: name.trim(), scope },
      {
        onSuccess: (token) => {
          setCreated(token);
          setName('');
        },
        onError: (err) => {
          setError(errorIssues(err)[0]?.message ?? errorMessage(err));
        },
      },
    );
  }

  return (
    <SettingsSection
      title="API"
      description={
        <>
          Personal tokens let your scripts and agents use the API as you. A read-only token cannot change anything; no token can manage tokens, sessions, your
          password or your account. The API is described at{' '}
          <a className="underline" href="/api/docs">
            /api/docs
          </a>
          .
        </>
      }
    >
      <form onSubmit={onSubmit} className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-end" noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor="api-token-name">Token name</Label>
          <Input
            id="api-token-name"
            value={name}
            maxLength={100}
            placeholder="Sleep shortcut"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'api-token-error' : undefined}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <SelectInput
          id="api-token-scope"
          label="Access"
          value={scope}
          onChange={setScope}
          triggerClassName="w-full"
          options={(Object.keys(SCOPE_LABELS) as ApiTokenScope[]).map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
        />
        <Button type="submit" disabled={create.isPending || full}>
          {create.isPending ? 'Creating…' : 'Create token'}
        </Button>
        {error && (
          <p id="api-token-error" role="alert" className="text-sm text-destructive sm:col-span-3 dark:text-red-300">
            {error}
          </p>
        )}
        {full && (
          <p className="text-sm text-muted-foreground sm:col-span-3">You have {API_TOKENS_MAX} tokens, the most allowed. Revoke one to create another.</p>
        )}
      </form>
      {created && (
        <div className="mt-4">
          <NewToken created={created} onDone={() => setCreated(null)} />
        </div>
      )}
      <div className="mt-4">
        {tokens.isLoading ? (
          <div className="space-y-3" aria-label="Loading API tokens">
            <Skeleton className="h-12 w-full" />
          </div>
        ) : tokens.isError || !tokens.data ? (
          <p className="text-sm text-muted-foreground">Tokens could not be loaded. Reload the page to try again.</p>
        ) : tokens.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no API tokens.</p>
        ) : (
          <ul className="divide-y" aria-label="API tokens">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </div>
    </SettingsSection>
  );
}
