import { queryOptions, useQuery } from '@tanstack/react-query';
import { caldavCalendarListSchema, caldavStatusSchema } from '../../../../shared/schemas/calendar';
import { requestJson } from '@/lib/api';
import { calendarKeys } from './query-keys';

export const getCaldav = () => requestJson('GET', '/api/calendar/caldav', caldavStatusSchema);

export const caldavQueryOptions = () => queryOptions({ queryKey: calendarKeys.caldav, queryFn: getCaldav });
export const useCaldav = () => useQuery(caldavQueryOptions());

export const getCaldavCalendars = () => requestJson('GET', '/api/calendar/caldav/calendars', caldavCalendarListSchema);

export const caldavCalendarsQueryOptions = () => queryOptions({ queryKey: calendarKeys.calendars, queryFn: getCaldavCalendars, retry: false });
export const useCaldavCalendars = (enabled: boolean) => useQuery({ ...caldavCalendarsQueryOptions(), enabled });
