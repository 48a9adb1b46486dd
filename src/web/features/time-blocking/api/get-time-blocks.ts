import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeBlock } from '../../../../shared/schemas/time-blocks';
import { apiRequest } from '@/lib/api';

/** Every time-block query starts with this key, so mutations invalidate them all at once. */
export const timeBlocksKey = ['/api/time-blocks'] as const;

export async function getTimeBlocksForDate(date: string): Promise<TimeBlock[]> {
  const res = await apiRequest('GET', `/api/time-blocks?${new URLSearchParams({ date })}`);
  return (await res.json()) as TimeBlock[];
}

export const timeBlocksForDateQueryOptions = (date: string) =>
  queryOptions({ queryKey: [...timeBlocksKey, { date }], queryFn: () => getTimeBlocksForDate(date) });

export function useTimeBlocksForDate(date: string) {
  return useQuery(timeBlocksForDateQueryOptions(date));
}
