import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusyBlock } from '../../../../shared/schemas/calendar';
import { apiRequest } from '@/lib/api';

export const busyKey = ['/api/calendar/busy'] as const;

export async function getBusyBlocks(from: string, to: string): Promise<BusyBlock[]> {
  const res = await apiRequest('GET', `/api/calendar/busy?${new URLSearchParams({ from, to })}`);
  return (await res.json()) as BusyBlock[];
}

export const busyBlocksQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [...busyKey, { from, to }], queryFn: () => getBusyBlocks(from, to) });

export function useBusyBlocks(from: string, to: string, enabled: boolean) {
  return useQuery({ ...busyBlocksQueryOptions(from, to), enabled });
}
