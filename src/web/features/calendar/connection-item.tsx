import { useState } from 'react';
import { CALENDAR_PROVIDER_NAMES, type Connection } from '../../../shared/schemas/calendar-connections';
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
import { useFormat } from '@/lib/use-format';
import { useConnect, useDisconnect, useSyncConnection } from './api/connections';
import { ConnectionCalendarsForm } from './connection-calendars-form';

function StateBadge({ connection }: { connection: Connection }) {
  if (connection.state === 'needs_reconnect') return <Badge variant="destructive">Reconnect needed</Badge>;
  if (connection.state === 'error') return <Badge variant="destructive">Sync error</Badge>;
  if (!connection.writeCalendar && connection.busyCalendars.length === 0) return <Badge variant="secondary">Choose calendars</Badge>;
  if (connection.pendingChanges > 0) return <Badge variant="secondary">Waiting to sync</Badge>;
  return <Badge variant="secondary">In sync</Badge>;
}

/** One connected account: its state and why, its calendars, and what can be done about it. */
export function ConnectionItem({ connection, justConnected }: { connection: Connection; justConnected: boolean }) {
  const c = connection;
  const fmt = useFormat();
  const sync = useSyncConnection();
  const connect = useConnect();
  const unchosen = !c.writeCalendar && c.busyCalendars.length === 0;
  const [choosing, setChoosing] = useState(unchosen || justConnected);
  const name = CALENDAR_PROVIDER_NAMES[c.provider];
  return (
    <li className="space-y-2 rounded-md border p-3" aria-label={`${name} ${c.accountEmail}`}>
      <p className="font-medium break-all">{c.accountEmail}</p>
      <div className="flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
        <StateBadge connection={c} />
        {c.lastSyncAt && (
          <span>
            Last synced <time dateTime={c.lastSyncAt}>{fmt.dateTime(c.lastSyncAt)}</time>
          </span>
        )}
        {c.pendingChanges > 0 && (
          <span>
            {fmt.count(c.pendingChanges)} {c.pendingChanges === 1 ? 'change' : 'changes'} waiting to sync
          </span>
        )}
      </div>
      {c.stateReason && c.state !== 'connected' && (
        <p role="alert" className="text-sm break-words text-destructive dark:text-red-300">
          {c.stateReason}
          {c.retryAt && (
            <>
              {' '}
              Next try <time dateTime={c.retryAt}>{fmt.dateTime(c.retryAt)}</time>.
            </>
          )}
        </p>
      )}
      {!choosing && !unchosen && (
        <p className="text-sm">
          {c.writeCalendar ? (
            <>
              Time blocks go to <span className="font-medium">{c.writeCalendar.name}</span>.
            </>
          ) : (
            'Time blocks are not written to this account.'
          )}{' '}
          {c.busyCalendars.length > 0 && <>Also read as busy: {c.busyCalendars.map((b) => b.name).join(', ')}.</>}
        </p>
      )}
      {choosing && c.state !== 'needs_reconnect' && <ConnectionCalendarsForm connection={c} onDone={() => setChoosing(false)} />}
      <div className="flex flex-wrap gap-2">
        {c.state === 'needs_reconnect' ? (
          <Button type="button" size="sm" disabled={connect.isPending} onClick={() => connect.mutate({ provider: c.provider, connectionId: c.id })}>
            Reconnect
          </Button>
        ) : (
          !unchosen && (
            <Button type="button" size="sm" disabled={sync.isPending} aria-label={`Sync ${c.accountEmail} now`} onClick={() => sync.mutate(c.id)}>
              {sync.isPending ? 'Syncing…' : 'Sync now'}
            </Button>
          )
        )}
        {!choosing && c.state !== 'needs_reconnect' && (
          <Button type="button" size="sm" variant="outline" onClick={() => setChoosing(true)}>
            Change calendars
          </Button>
        )}
        <DisconnectButton connection={c} />
      </div>
    </li>
  );
}

function DisconnectButton({ connection }: { connection: Connection }) {
  const disconnect = useDisconnect();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={`Disconnect ${connection.accountEmail}`} disabled={disconnect.isPending}>
          Disconnect
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect {connection.accountEmail}?</AlertDialogTitle>
          <AlertDialogDescription>
            Its events leave your planner and Twelvefold’s access is revoked. Your time blocks stay here, and the events already written stay on{' '}
            {CALENDAR_PROVIDER_NAMES[connection.provider]}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep it</AlertDialogCancel>
          <AlertDialogAction onClick={() => disconnect.mutate(connection)}>Disconnect</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
