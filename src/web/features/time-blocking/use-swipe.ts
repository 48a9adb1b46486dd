import { useRef, type TouchEvent } from 'react';

/** How far a finger must move sideways for a swipe, in CSS pixels. */
const SWIPE_MIN_PX = 50;

/**
 * A sideways swipe by one finger over an element: to the left asks for what comes next (1), to the right for what
 * came before (-1). A swipe that starts on a block is the block's drag, and a mostly vertical one is a scroll.
 * Touch events rather than pointer events: they still end when the browser has taken the gesture for a scroll.
 */
export function useSwipe(onSwipe: ((direction: -1 | 1) => void) | undefined) {
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!onSwipe) return {};
  return {
    onTouchStart: (e: TouchEvent) => {
      const touch = e.touches[0];
      const onBlock = e.target instanceof Element && e.target.closest('[data-testid="block-drag-handle"]');
      start.current = e.touches.length === 1 && touch && !onBlock ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const from = start.current;
      const touch = e.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
