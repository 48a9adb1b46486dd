import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '../../../../shared/schemas/calendar';
import { apiRequest } from '@/lib/api';

export const feedKey = ['/api/calendar/feed'] as const;

export async function getFeed(): Promise<CalendarFeed> {
  return (await (await apiRequest('GET', '/api/calendar/feed')).json()) as CalendarFeed;
}

export const feedQueryOptions = () => queryOptions({ queryKey: feedKey, queryFn: getFeed });
export const useFeed = () => useQuery(feedQueryOptions());
