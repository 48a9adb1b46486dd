export { CalendarSettings } from './calendar-settings';
