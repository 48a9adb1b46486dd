import { weekOf } from '../../../shared/dates';
import { daysFrom, PHONE_DAYS } from '../../../shared/time-blocks-layout';
import { DEFAULT_WORKDAY, minutesOfDay } from '../../../shared/plan-day';
import { useAuth } from '@/lib/use-auth';
import { useMediaQuery } from '@/lib/use-media-query';

/** Below the md breakpoint, where the planner's columns stack and the week gives way to a few days. */
export const PHONE_QUERY = '(max-width: 767px)';

/**
 * The days the week tab shows: Monday to Sunday around the shown day, or on a phone the shown day and the two after
 * it, wide enough to read (as phone calendars do). ← and → move by that many days.
 */
export function usePlannerDays(date: string): { days: string[]; label: string } {
  const phone = useMediaQuery(PHONE_QUERY);
  return phone ? { days: daysFrom(date, PHONE_DAYS), label: `${PHONE_DAYS} days` } : { days: weekOf(date).days, label: 'Week' };
}

/** The hour the user's workday starts in (their profile's, else the default workday's): where the grids open away from today. */
export function useWorkdayStartHour(): number {
  const { user } = useAuth();
  return Math.floor(minutesOfDay(user?.workdayStart ?? DEFAULT_WORKDAY.start) / 60);
}
