import { useEffect, useState } from 'react';
import { CALENDAR_PROVIDER_NAMES, CONNECTION_ERROR_PARAM, CONNECTION_RESULT_PARAM } from '../../../shared/schemas/calendar-connections';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useConnect, useConnections } from './api/connections';
import { ConnectionItem } from './connection-item';

/** What the provider's sign-in came back with (in the address), read once and taken out of it. */
function useSignInResult() {
  const [result] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return { connected: params.get(CONNECTION_RESULT_PARAM), error: params.get(CONNECTION_ERROR_PARAM) };
  });
  useEffect(() => {
    if (!result.connected && !result.error) return;
    const url = new URL(window.location.href);
    url.searchParams.delete(CONNECTION_RESULT_PARAM);
    url.searchParams.delete(CONNECTION_ERROR_PARAM);
    window.history.replaceState(window.history.state, '', url);
  }, [result]);
  return result;
}

/** Two-way Google and Outlook calendars, those the instance offers: connect, choose calendars, sync, reconnect, disconnect. */
export function ConnectionsCard() {
  const list = useConnections();
  const connect = useConnect();
  const result = useSignInResult();
  const providers = list.data?.providers ?? [];
  const connections = list.data?.connections ?? [];
  if (list.isSuccess && providers.length === 0 && connections.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Calendar accounts</CardTitle>
        <CardDescription>
          Two-way sync: your time blocks are written to a calendar you choose, and events on the calendars you pick show as busy time. Edits and deletions go
          both ways.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {result.error && (
          <p role="alert" className="text-sm text-destructive dark:text-red-300">
            {result.error}
          </p>
        )}
        {list.isLoading ? (
          <div role="status" aria-label="Loading calendar connections">
            <Skeleton className="h-16 w-full" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-destructive dark:text-red-300">
            Could not load calendar connections: {errorMessage(list.error)}
          </p>
        ) : connections.length > 0 ? (
          <ul aria-label="Connected calendar accounts" className="space-y-2">
            {connections.map((c) => (
              <ConnectionItem key={c.id} connection={c} justConnected={c.id === result.connected} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No calendar account connected yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          {providers.map((p) => (
            <Button key={p.id} type="button" disabled={connect.isPending} onClick={() => connect.mutate({ provider: p.id })}>
              {connect.isPending ? 'Opening sign-in…' : `Connect ${CALENDAR_PROVIDER_NAMES[p.id]}`}
            </Button>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
