import { useEffect, useRef } from 'react';
import { useFormat } from '@/lib/use-format';
import { PHONE_QUERY, useWorkdayStartHour } from './planner-days';
import { hourIn } from '../../../shared/dates';

/**
 * On a phone, the day opens scrolled to now (today), else to its first block, else to the start of the workday;
 * once per shown day, so a later change does not move the page under the user.
 */
export function useOpenAtNow(date: string) {
  const fmt = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  const { today, timezone } = fmt;
  const workdayStart = useWorkdayStartHour();
  useEffect(() => {
    const view = ref.current;
    if (!view || !window.matchMedia?.(PHONE_QUERY).matches) return;
    const hour = date === today ? hourIn(timezone) : workdayStart;
    const firstBlock = date === today ? null : view.querySelector<HTMLElement>('[data-roving-preferred="1"]');
    const target = firstBlock ?? view.querySelector<HTMLElement>(`[data-roving-key="hour-${hour}"]`);
    target?.scrollIntoView({ block: 'center' });
  }, [date, today, timezone, workdayStart]);
  return ref;
}
