import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CaldavStatus } from '../../../../shared/schemas/calendar';
import { apiRequest } from '@/lib/api';

/** The same key as the settings page's CalDAV query, so a sync there updates the line here too. */
export const calendarSyncKey = ['/api/calendar/caldav'] as const;

/** Changes are pushed in the background after the block's own request: look again until none is waiting. */
export const PENDING_REFETCH_MS = 3000;

export async function getCalendarSyncState(): Promise<CaldavStatus> {
  return (await (await apiRequest('GET', '/api/calendar/caldav')).json()) as CaldavStatus;
}

export const calendarSyncStateQueryOptions = () =>
  queryOptions({
    queryKey: calendarSyncKey,
    queryFn: getCalendarSyncState,
    refetchInterval: (query) => ((query.state.data?.account?.pendingChanges ?? 0) > 0 ? PENDING_REFETCH_MS : false),
  });

/** The connected calendar's sync state, shown beside the day so pending and failed pushes are visible. */
export function useCalendarSyncState() {
  return useQuery(calendarSyncStateQueryOptions());
}

/** Block changes queue calendar pushes: the sync line must show them. Only this exact key, not its calendar list. */
export const invalidateCalendarSyncState = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: calendarSyncKey, exact: true });
