import { timeBlockingKeys } from '@/features/time-blocking';

/** The calendar settings' query keys: the connection's state is the planner's sync line, under the same key. */
export const calendarKeys = {
  caldav: timeBlockingKeys.calendarSync,
  calendars: [...timeBlockingKeys.calendarSync, 'calendars'] as const,
  feed: ['/api/calendar/feed'] as const,
  subscriptions: ['/api/calendar/subscriptions'] as const,
  connections: ['/api/calendar/connections'] as const,
  connectionCalendars: (id: string) => ['/api/calendar/connections', id, 'calendars'] as const,
};
