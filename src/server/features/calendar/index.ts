export { CALENDAR_SYNC_ALL_JOB, CALENDAR_SYNC_JOB, CALENDAR_SYNC_PERIOD_SECONDS } from './calendar-services.js';
export { wallTimeAt, wallTimeOf, wallTimeToUtc } from './zoned-time.js';
