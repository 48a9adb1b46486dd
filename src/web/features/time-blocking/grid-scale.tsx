import { createContext, useContext } from 'react';
import { DEFAULT_HOUR_PX, HOUR_HEIGHTS } from '../../../shared/time-blocks-columns';
import { useDeviceSetting } from '@/lib/use-device-setting';

/** The height of an hour on the planner's grids, in CSS pixels. */
export const HourHeight = createContext<number>(DEFAULT_HOUR_PX);
export const useHourHeight = () => useContext(HourHeight);

const isHeight = (stored: string) => {
  const value = Number(stored);
  return (HOUR_HEIGHTS as readonly number[]).includes(value) ? value : null;
};

/** The zoom of the grids, kept in this browser: an hour's height, one step taller or shorter at a time. */
export function useZoom() {
  const [hourPx, setHourPx] = useDeviceSetting<number>('planner-hour-px', isHeight, DEFAULT_HOUR_PX);
  const at = HOUR_HEIGHTS.indexOf(hourPx as (typeof HOUR_HEIGHTS)[number]);
  const step = (by: number) => {
    const next = HOUR_HEIGHTS[at + by];
    if (next !== undefined) setHourPx(next);
  };
  return {
    hourPx,
    zoomIn: () => step(1),
    zoomOut: () => step(-1),
    canZoomIn: at < HOUR_HEIGHTS.length - 1,
    canZoomOut: at > 0,
  };
}
export type Zoom = ReturnType<typeof useZoom>;
