import { format, parseISO } from 'date-fns';

/** A start hour on the 12-hour clock: 0 → 12 AM, 13 → 1 PM. */
export function formatHour(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'AM' : 'PM'}`;
}

export function formatHourRange(hour: number, duration: number): string {
  return `${formatHour(hour)} – ${formatHour(hour + duration)}`;
}

export function greetingFor(hour: number): string {
  if (hour < 5) return 'Good evening';
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function formatLongDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy');
}

export function formatMetricValue(value: number): string {
  return Number.isInteger(value) ? value.toLocaleString('en') : value.toLocaleString('en', { maximumFractionDigits: 1 });
}
