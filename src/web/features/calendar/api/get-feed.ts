import { queryOptions, useQuery } from '@tanstack/react-query';
import { calendarFeedSchema } from '../../../../shared/schemas/calendar';
import { requestJson } from '@/lib/api';
import { calendarKeys } from './query-keys';

export const getFeed = () => requestJson('GET', '/api/calendar/feed', calendarFeedSchema);

export const feedQueryOptions = () => queryOptions({ queryKey: calendarKeys.feed, queryFn: getFeed });
export const useFeed = () => useQuery(feedQueryOptions());
