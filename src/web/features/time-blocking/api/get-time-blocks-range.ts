import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeBlockListSchema } from '../../../../shared/schemas/time-blocks';
import { requestJson } from '@/lib/api';
import { timeBlockingKeys } from './query-keys';

export const getTimeBlocksInRange = (from: string, to: string) =>
  requestJson('GET', `/api/time-blocks?${new URLSearchParams({ from, to })}`, timeBlockListSchema);

export const timeBlocksRangeQueryOptions = (from: string, to: string) =>
  queryOptions({ queryKey: timeBlockingKeys.blocksBetween(from, to), queryFn: () => getTimeBlocksInRange(from, to) });

export function useTimeBlocksInRange(from: string, to: string, enabled = true) {
  return useQuery({ ...timeBlocksRangeQueryOptions(from, to), enabled });
}
