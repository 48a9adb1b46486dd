import { DEFAULT_WORKDAY, minutesOfDay } from '../../../shared/plan-day';
import { useAuth } from '@/lib/use-auth';

/** The hour the user's workday starts in (their profile's, else the default workday's): where the grids open. */
export function useWorkdayStartHour(): number {
  const { user } = useAuth();
  return Math.floor(minutesOfDay(user?.workdayStart ?? DEFAULT_WORKDAY.start) / 60);
}
