export {
  CALENDAR_SYNC_ALL_JOB,
  CALENDAR_SYNC_JOB,
  CALENDAR_SYNC_PERIOD_SECONDS,
  defineCalendarJobs,
  defineSubscriptionJobs,
  scheduleCalendarSync,
  SUBSCRIPTIONS_DUE_JOB,
} from './calendar.jobs.js';
export { createCalendarRepo, type CalendarRepo } from './calendar.repo.js';
export { createCalendarFeedService } from './calendar-feed.service.js';
export { createCalendarImportService } from './calendar-import.service.js';
export { createCaldavSync } from './caldav/caldav-sync.js';
export { createCaldavService } from './caldav/caldav.service.js';
export { createIcsReader } from './ics/ics-reader.js';
export { calendarRoutes } from './calendar.routes.js';
export { createSubscriptionsRepo } from './subscriptions/subscriptions.repo.js';
export { createSubscriptionsService } from './subscriptions/subscriptions.service.js';
export { createConnectionsRepo, type ConnectionsRepo } from './connections/connections.repo.js';
export { createConnectionsService } from './connections/connections.service.js';
export { createConnectionSync, providerEntries } from './connections/connection-sync.js';
export { combineListeners, createConnectionOutbox, defineConnectionJobs, scheduleConnectionSync } from './connections/connections.jobs.js';
export { configuredProviders, type ProviderUrls } from './connections/providers.js';
