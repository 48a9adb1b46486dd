import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { timeBlockingKeys } from './query-keys';

/** Every cached list of blocks as it was, to put back when the server refuses a change shown ahead of it. */
export type ListsSnapshot = [QueryKey, TimeBlock[] | undefined][];

/** Stops reads in flight (they would overwrite the change) and keeps the lists as they are. */
export async function snapshotLists(queryClient: QueryClient): Promise<ListsSnapshot> {
  await queryClient.cancelQueries({ queryKey: timeBlockingKeys.blocks });
  return queryClient.getQueriesData<TimeBlock[]>({ queryKey: timeBlockingKeys.blocks });
}

export function restoreLists(queryClient: QueryClient, snapshot: ListsSnapshot | undefined): void {
  for (const [key, data] of snapshot ?? []) queryClient.setQueryData(key, data);
}

/** Whether a list read by `key` (one date, or a range of dates) would hold a block dated `date`. */
export function listHolds(key: QueryKey, date: string): boolean {
  const params = key[1] as { date?: string; from?: string; to?: string } | undefined;
  if (params?.date) return params.date === date;
  return params?.from !== undefined && params.to !== undefined && params.from <= date && date <= params.to;
}

/** Changes every cached list of blocks at once; `edit` gets each list and its key. */
export function editLists(queryClient: QueryClient, edit: (list: TimeBlock[], key: QueryKey) => TimeBlock[]): void {
  for (const [key, list] of queryClient.getQueriesData<TimeBlock[]>({ queryKey: timeBlockingKeys.blocks })) {
    if (list) queryClient.setQueryData(key, edit(list, key));
  }
}

/** A series' occurrences share its id: one occurrence is told apart by its date in the series. */
export const sameItem = (a: Pick<TimeBlock, 'id' | 'occurrence'>, b: Pick<TimeBlock, 'id' | 'occurrence'>) => a.id === b.id && a.occurrence === b.occurrence;
