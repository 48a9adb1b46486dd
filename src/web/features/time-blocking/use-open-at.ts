import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { minutesOfDayIn } from '../../../shared/dates';
import { openingHour } from '../../../shared/planner-grid';
import { useFormat } from '@/lib/use-format';
import { useHourHeight } from './grid-scale';
import { useWorkdayStartHour } from './planner-days';

/** Room left above the row opened at, so its hour's label (drawn across the line) shows whole. */
const LABEL_ROOM_PX = 8;

/** How far below the top of a scrolling area its first hour row sits: its sticky headers. */
const headerHeight = (area: HTMLElement) => Math.max(0, ...[...area.querySelectorAll<HTMLElement>('[data-sticky-head]')].map((el) => el.offsetHeight));

/**
 * Scrolls each area of the grid that scrolls (`[data-scroll-area]` with `data-from` and `data-to` hours) to its opening
 * hour, once for each `shown` (the view and its first day): a later change must not move the grid under the user. A
 * zoom keeps the hour at the top where it was.
 */
export function useOpenAt(root: RefObject<HTMLElement | null>, shown: string, hasToday: boolean) {
  const { timezone } = useFormat();
  const workdayStart = useWorkdayStartHour();
  const hourPx = useHourHeight();
  const zoomedFrom = useRef(hourPx);
  useLayoutEffect(() => {
    const areas = [...(root.current?.querySelectorAll<HTMLElement>('[data-scroll-area]') ?? [])];
    const now = hasToday ? minutesOfDayIn(timezone) / 60 : null;
    for (const area of areas) {
      if (area.scrollHeight <= area.clientHeight + 1) continue;
      const hour = openingHour(Number(area.dataset.from), Number(area.dataset.to), workdayStart, now);
      const row = area.querySelector<HTMLElement>(`[data-hour-row="${hour}"]`);
      if (!row) continue;
      area.scrollTop += row.getBoundingClientRect().top - area.getBoundingClientRect().top - headerHeight(area) - LABEL_ROOM_PX;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per range shown, see above
  }, [root, shown, workdayStart]);
  useEffect(() => {
    const ratio = hourPx / zoomedFrom.current;
    zoomedFrom.current = hourPx;
    if (ratio === 1) return;
    for (const area of root.current?.querySelectorAll<HTMLElement>('[data-scroll-area]') ?? []) area.scrollTop *= ratio;
  }, [root, hourPx]);
}
