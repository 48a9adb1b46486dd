import { queryOptions, useQuery } from '@tanstack/react-query';
import { busyBlockListSchema } from '../../../../shared/schemas/calendar';
import { requestJson } from '@/lib/api';
import { timeBlockingKeys } from './query-keys';

export const getBusyBlocks = (from: string, to: string) => requestJson('GET', `/api/calendar/busy?${new URLSearchParams({ from, to })}`, busyBlockListSchema);

export const busyBlocksQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: timeBlockingKeys.busyBetween(from, to), queryFn: () => getBusyBlocks(from, to) });

/** Busy time from every source (a connected calendar, subscribed calendars, imported all-day events), whatever is connected. */
export function useBusyBlocks(from: string, to: string) {
  return useQuery(busyBlocksQueryOptions(from, to));
}
