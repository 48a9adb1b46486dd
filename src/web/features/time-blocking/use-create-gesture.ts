import { useRef, useState, type PointerEvent } from 'react';
import { draftSpan, type Draft } from '../../../shared/planner-grid';
import { DRAG_SNAP_MINUTES, FINE_SNAP_MINUTES } from './block-moves';
import { useHourHeight } from './grid-scale';
import { usePlannerActions } from './planner-actions';

/** What a press lands on that is not empty grid: a block, a busy event, a "+N". */
const ON_ITEM = '[data-block],[data-busy],[data-folded]';
/** How far a press moves before it is a drag rather than a click, in pixels. */
const DRAG_PX = 5;

/**
 * A click on empty grid opens a new block at that 15-minute slot; a drag with the mouse draws one over the span (in
 * 15-minute steps, 5 with Alt). A touch only taps: a finger's drag scrolls the grid.
 */
export function useCreateGesture(date: string, offset: number, hours: number) {
  const hourPx = useHourHeight();
  const { onCreate } = usePlannerActions();
  const [draft, setDraft] = useState<Draft | null>(null);
  const press = useRef<{ pointerId: number; x: number; y: number; top: number; anchor: number; moved: boolean; mouse: boolean } | null>(null);
  const bounds: [number, number] = [offset * 60, (offset + hours) * 60];
  const minuteAt = (clientY: number, top: number) => Math.min(Math.max(offset * 60 + ((clientY - top) / hourPx) * 60, bounds[0]), bounds[1] - 0.01);
  const spanTo = (e: PointerEvent) =>
    draftSpan(press.current!.anchor, minuteAt(e.clientY, press.current!.top), e.altKey ? FINE_SNAP_MINUTES : DRAG_SNAP_MINUTES, bounds);
  const end = () => {
    press.current = null;
    setDraft(null);
  };
  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0 || (e.target instanceof Element && e.target.closest(ON_ITEM))) return;
      const top = e.currentTarget.getBoundingClientRect().top;
      const mouse = e.pointerType === 'mouse';
      press.current = { pointerId: e.pointerId, x: e.clientX, y: e.clientY, top, anchor: minuteAt(e.clientY, top), moved: false, mouse };
      if (mouse) e.currentTarget.setPointerCapture(e.pointerId);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== e.pointerId) return;
      if (!current.moved && Math.hypot(e.clientX - current.x, e.clientY - current.y) < DRAG_PX) return;
      // A finger that moves is swiping or scrolling: no block comes of it.
      if (!current.mouse) return end();
      current.moved = true;
      setDraft(spanTo(e));
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      const current = press.current;
      if (!current || current.pointerId !== e.pointerId) return end();
      const span = current.moved ? spanTo(e) : null;
      end();
      if (span) onCreate({ date, start: span.from, minutes: span.to - span.from });
      else onCreate({ date, start: Math.floor(current.anchor / DRAG_SNAP_MINUTES) * DRAG_SNAP_MINUTES });
    },
    onPointerCancel: end,
  };
  return { draft, handlers };
}
