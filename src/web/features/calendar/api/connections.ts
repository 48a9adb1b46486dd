import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authorizeResultSchema,
  CALENDAR_PROVIDER_NAMES,
  connectionListSchema,
  connectionSchema,
  remoteCalendarListSchema,
  type CalendarProviderId,
  type Connection,
  type ConnectionChooseInput,
  type ConnectionList,
} from '../../../../shared/schemas/calendar-connections';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, requestJson } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { timeBlockingKeys } from '@/features/time-blocking';
import { calendarKeys } from './query-keys';

export const CONNECT_FAILURE = 'Could not start connecting the calendar';
export const CONNECTION_SYNC_FAILURE = 'Calendar sync failed';
export const DISCONNECT_FAILURE = 'Could not disconnect the calendar';

export const connectionsQueryOptions = () =>
  queryOptions({ queryKey: calendarKeys.connections, queryFn: () => requestJson('GET', '/api/calendar/connections', connectionListSchema) });

export const useConnections = () => useQuery(connectionsQueryOptions());

/** The account's calendars, asked of the provider only while the chooser is open. */
export const useRemoteCalendars = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: calendarKeys.connectionCalendars(id),
    queryFn: () => requestJson('GET', `/api/calendar/connections/${id}/calendars`, remoteCalendarListSchema),
    enabled,
    retry: false,
  });

/** Sends the browser to the provider's sign-in; it comes back to Settings → Calendar. Reconnect names the connection. */
export function useConnect() {
  return useMutation({
    mutationFn: ({ provider, connectionId }: { provider: CalendarProviderId; connectionId?: string }) =>
      requestJson('POST', `/api/calendar/connections/${provider}/authorize`, authorizeResultSchema, connectionId ? { connectionId } : {}),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (err) => toast({ title: CONNECT_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}

/** The connection as the server now has it, in place in the cached list; busy time and blocks are read again. */
function useConnectionChanged() {
  const queryClient = useQueryClient();
  return async (changed: Connection) => {
    queryClient.setQueryData<ConnectionList>(calendarKeys.connections, (list) =>
      list ? { ...list, connections: list.connections.map((c) => (c.id === changed.id ? changed : c)) } : list,
    );
    await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.blocks });
  };
}

export function useChooseCalendars() {
  const changed = useConnectionChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: ConnectionChooseInput }) =>
      requestJson('PATCH', `/api/calendar/connections/${id}`, connectionSchema, input),
    onSuccess: changed,
  });
}

export function useSyncConnection() {
  const changed = useConnectionChanged();
  return useMutation({
    mutationFn: (id: string) => requestJson('POST', `/api/calendar/connections/${id}/sync`, connectionSchema),
    onSuccess: async (connection) => {
      await changed(connection);
      if (connection.state !== 'connected') {
        toast({ title: CONNECTION_SYNC_FAILURE, description: connection.stateReason ?? undefined, variant: 'destructive' });
      } else toast({ title: `${CALENDAR_PROVIDER_NAMES[connection.provider]} synced` });
    },
    onError: (err) => toast({ title: CONNECTION_SYNC_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}

export function useDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (connection: Connection) => {
      await apiRequest('DELETE', `/api/calendar/connections/${connection.id}`);
      return connection;
    },
    onSuccess: async (gone) => {
      queryClient.setQueryData<ConnectionList>(calendarKeys.connections, (list) =>
        list ? { ...list, connections: list.connections.filter((c) => c.id !== gone.id) } : list,
      );
      toast({ title: `Disconnected ${gone.accountEmail}. Its events left your planner; your time blocks stay.` });
      await queryClient.invalidateQueries({ queryKey: timeBlockingKeys.busy });
    },
    onError: (err) => toast({ title: DISCONNECT_FAILURE, description: errorMessage(err), variant: 'destructive' }),
  });
}
