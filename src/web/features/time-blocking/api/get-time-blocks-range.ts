import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { apiRequest } from '@/lib/api';
import { timeBlocksKey } from './get-time-blocks';

export async function getTimeBlocksInRange(from: string, to: string): Promise<TimeBlock[]> {
  const res = await apiRequest('GET', `/api/time-blocks?${new URLSearchParams({ from, to })}`);
  return (await res.json()) as TimeBlock[];
}

export const timeBlocksRangeQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: [...timeBlocksKey, { from, to }], queryFn: () => getTimeBlocksInRange(from, to) });

export function useTimeBlocksInRange(from: string, to: string, enabled = true) {
  return useQuery({ ...timeBlocksRangeQueryOptions(from, to), enabled });
}
