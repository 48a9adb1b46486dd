import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaldavCalendar, CaldavStatus } from '../../../../shared/schemas/calendar';
import { apiRequest } from '@/lib/api';

export const caldavKey = ['/api/calendar/caldav'] as const;

export async function getCaldav(): Promise<CaldavStatus> {
  return (await (await apiRequest('GET', '/api/calendar/caldav')).json()) as CaldavStatus;
}

export const caldavQueryOptions = () => queryOptions({ queryKey: caldavKey, queryFn: getCaldav });
export const useCaldav = () => useQuery(caldavQueryOptions());

export async function getCaldavCalendars(): Promise<CaldavCalendar[]> {
  return (await (await apiRequest('GET', '/api/calendar/caldav/calendars')).json()) as CaldavCalendar[];
}

export const useCaldavCalendars = (enabled: boolean) => useQuery({ queryKey: [...caldavKey, 'calendars'], queryFn: getCaldavCalendars, enabled, retry: false });
