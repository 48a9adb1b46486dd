import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { caldavConnectSchema, type CaldavAccount, type CaldavConnectInput } from '../../../shared/schemas/calendar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorIssues, errorMessage } from '@/lib/errors';
import { showFieldIssues } from '@/lib/form-issues';
import { useFormat } from '@/lib/use-format';
import { useChooseCalendar } from './api/choose-calendar';
import { useConnectCaldav } from './api/connect-caldav';
import { useDisconnectCaldav } from './api/disconnect-caldav';
import { useCaldav, useCaldavCalendars } from './api/get-caldav';
import { useSyncCaldav } from './api/sync-caldav';

export function CaldavCard() {
  const status = useCaldav();
  const account = status.data?.account ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>CalDAV sync</CardTitle>
        <CardDescription>
          Two-way sync with Nextcloud, iCloud, Fastmail, Radicale or any CalDAV calendar. Use an app password; it is stored encrypted and never shown again.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {status.isLoading ? (
          <div role="status" aria-label="Loading calendar sync" className="space-y-2">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-2/3" />
          </div>
        ) : status.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            Could not load calendar sync: {errorMessage(status.error)}
          </p>
        ) : !account ? (
          <ConnectForm />
        ) : !account.calendarUrl ? (
          <ChooseCalendar account={account} />
        ) : (
          <SyncStatus account={account} />
        )}
      </CardContent>
    </Card>
  );
}

function ConnectForm() {
  const connect = useConnectCaldav();
  const form = useForm<CaldavConnectInput>({
    resolver: zodResolver(caldavConnectSchema),
    defaultValues: { serverUrl: '', username: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    connect.mutate(values, {
      onError: (err) => showFieldIssues(form.setError, err, ['serverUrl', 'username', 'password']),
    }),
  );

  const field = (name: keyof CaldavConnectInput, label: string, type: string, autoComplete: string, placeholder?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={`caldav-${name}`}>{label}</Label>
      <Input
        id={`caldav-${name}`}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `caldav-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name] && (
        <p id={`caldav-${name}-error`} className="text-sm text-destructive dark:text-red-300">
          {errors[name]?.message}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-3" noValidate>
      {field('serverUrl', 'Server URL', 'url', 'url', 'https://cloud.example.com/remote.php/dav')}
      {field('username', 'Username', 'text', 'username')}
      {field('password', 'App password', 'password', 'current-password')}
      {connect.error && errorIssues(connect.error).length === 0 && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(connect.error)}
        </p>
      )}
      <Button type="submit" disabled={connect.isPending}>
        {connect.isPending ? 'Connecting…' : 'Connect'}
      </Button>
    </form>
  );
}

function ChooseCalendar({ account }: { account: CaldavAccount }) {
  const calendars = useCaldavCalendars(true);
  const choose = useChooseCalendar();
  const disconnect = useDisconnectCaldav();
  const [selected, setSelected] = useState('');
  const value = selected || calendars.data?.[0]?.url || '';

  return (
    <div className="space-y-3">
      <p className="text-sm">
        Signed in to <span className="font-medium break-all">{account.serverUrl}</span> as <span className="font-medium">{account.username}</span>.
      </p>
      {calendars.isLoading ? (
        <Skeleton className="h-9 w-full" aria-label="Loading calendars" />
      ) : calendars.isError ? (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {errorMessage(calendars.error)}
        </p>
      ) : calendars.data && calendars.data.length > 0 ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (value) choose.mutate(value);
          }}
        >
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor="caldav-calendar">Calendar</Label>
            <select
              id="caldav-calendar"
              value={value}
              onChange={(e) => setSelected(e.target.value)}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {calendars.data.map((c) => (
                <option key={c.url} value={c.url}>
                  {c.displayName}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={choose.isPending || !value}>
            {choose.isPending ? 'Syncing…' : 'Use this calendar'}
          </Button>
        </form>
      ) : (
        <p className="text-sm">No calendars were found on this account. Create one in your calendar app, then reload.</p>
      )}
      <Button type="button" variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
        Disconnect
      </Button>
    </div>
  );
}

function SyncStatus({ account }: { account: CaldavAccount }) {
  const sync = useSyncCaldav();
  const disconnect = useDisconnectCaldav();
  const fmt = useFormat();
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Syncing with <span className="font-medium">{account.calendarName}</span> as <span className="font-medium">{account.username}</span>.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        {account.state === 'error' ? (
          <Badge variant="destructive">Sync error</Badge>
        ) : account.pendingChanges > 0 ? (
          <Badge variant="secondary">Waiting to sync</Badge>
        ) : (
          <Badge variant="secondary">In sync</Badge>
        )}
        {account.lastSyncAt && (
          <span>
            Last synced <time dateTime={account.lastSyncAt}>{fmt.dateTime(account.lastSyncAt)}</time>
          </span>
        )}
        {account.pendingChanges > 0 && (
          <span>
            {fmt.count(account.pendingChanges)} {account.pendingChanges === 1 ? 'change' : 'changes'} waiting to sync
          </span>
        )}
      </div>
      {account.state === 'error' && account.lastError && (
        <p role="alert" className="text-sm text-destructive dark:text-red-300">
          {account.lastError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={sync.isPending} onClick={() => sync.mutate()}>
          {sync.isPending ? 'Syncing…' : 'Sync now'}
        </Button>
        <Button type="button" variant="outline" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
          Disconnect
        </Button>
      </div>
    </div>
  );
}
