import { queryOptions, useQuery } from '@tanstack/react-query';
import { timeBlockListSchema } from '../../../../shared/schemas/time-blocks';
import { requestJson } from '@/lib/api';
import { timeBlockingKeys } from './query-keys';

export const getTimeBlocksForDate = (date: string) => requestJson('GET', `/api/time-blocks?${new URLSearchParams({ date })}`, timeBlockListSchema);

export const timeBlocksForDateQueryOptions = (date: string) =>
  queryOptions({ queryKey: timeBlockingKeys.blocksOn(date), queryFn: () => getTimeBlocksForDate(date) });

export function useTimeBlocksForDate(date: string) {
  return useQuery(timeBlocksForDateQueryOptions(date));
}
