import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type CaldavStatus, caldavStatusSchema } from '../../../../shared/schemas/calendar';
import { requestJson } from '@/lib/api';
import { timeBlockingKeys } from './query-keys';

/** Changes are pushed in the background after the block's own request: look again until none is waiting. */
export const PENDING_REFETCH_MS = 3000;

export async function getCalendarSyncState(): Promise<CaldavStatus> {
  return requestJson('GET', '/api/calendar/caldav', caldavStatusSchema);
}

export const calendarSyncStateQueryOptions = () =>
  queryOptions({
    // The settings page's CalDAV query has the same key, so a sync there updates the line here too.
    queryKey: timeBlockingKeys.calendarSync,
    queryFn: getCalendarSyncState,
    refetchInterval: (query) => ((query.state.data?.account?.pendingChanges ?? 0) > 0 ? PENDING_REFETCH_MS : false),
  });

/** The connected calendar's sync state, shown beside the day so pending and failed pushes are visible. */
export function useCalendarSyncState() {
  return useQuery(calendarSyncStateQueryOptions());
}

/** Block changes queue calendar pushes: the sync line must show them. Only this exact key, not its calendar list. */
export const invalidateCalendarSyncState = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: timeBlockingKeys.calendarSync, exact: true });
