import { createContext, useContext, useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { DndContext, PointerSensor, pointerWithin, useDraggable, useDroppable, useSensor, useSensors, type Active, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { HOURS_PER_HALF, type DayHalf } from '../../../shared/time-blocks-layout';
import { cn } from '@/lib/utils';
import { DRAG_SNAP_MINUTES, FINE_SNAP_MINUTES, moveBy, resizeBy, snap, type BlockChange } from './block-moves';

export type { BlockChange };
/** Where a dragged block sits: a half of the day view, or a day column of the week view (which spans 24 hours). */
export type DropPlace = { half: DayHalf } | { date: string };
type DragData = { block: TimeBlock; kind: 'move' | 'resize'; place: DropPlace };

const titleOf = (active: Active) => (active.data.current as DragData | undefined)?.block.title ?? 'Block';
/** What a screen reader hears while a block is dragged; where it lands is announced by the page once it moves. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${titleOf(active)}.`,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: ({ active }) => `${titleOf(active)} was not moved.`,
};

/** Whether a drag has just ended: the click that follows the pointer's release must not open the block. */
const JustDragged = createContext<{ current: boolean }>({ current: false });
export const useJustDragged = () => useContext(JustDragged);

const rowPixels = (rowRem: number) => rowRem * parseFloat(getComputedStyle(document.documentElement).fontSize || '16');

/** Whether Alt is held, read from the pointer and the keyboard while a drag runs. */
function useAltHeld() {
  const held = useRef(false);
  useEffect(() => {
    const read = (e: KeyboardEvent | PointerEvent) => (held.current = e.altKey);
    for (const type of ['pointermove', 'pointerup', 'keydown', 'keyup'] as const) window.addEventListener(type, read, true);
    return () => {
      for (const type of ['pointermove', 'pointerup', 'keydown', 'keyup'] as const) window.removeEventListener(type, read, true);
    };
  }, []);
  return held;
}

/**
 * Drag a block to another time (or the other half of the day, or another day of the week) and its bottom edge to
 * change its length, in 15-minute steps (5 with Alt held); the change goes to `onChange` when the pointer is released.
 */
export function BlockDragArea({ rowRem, onChange, children }: { rowRem: number; onChange?: (block: TimeBlock, change: BlockChange) => void; children: ReactNode }) {
  const justDragged = useRef(false);
  const alt = useAltHeld();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    justDragged.current = true;
    window.setTimeout(() => (justDragged.current = false), 0);
    const data = active.data.current as DragData | undefined;
    if (!data || !onChange) return;
    const minutes = snap((delta.y / rowPixels(rowRem)) * 60, alt.current ? FINE_SNAP_MINUTES : DRAG_SNAP_MINUTES);
    if (data.kind === 'resize') {
      const resized = resizeBy(data.block, minutes);
      if (resized) onChange(data.block, resized);
      return;
    }
    const target = (over?.data.current as DropPlace | undefined) ?? data.place;
    if ('date' in data.place) {
      const date = 'date' in target ? target.date : data.place.date;
      if (date !== data.block.date) {
        const at = minutes === 0 ? { hour: data.block.hour, minute: data.block.minute } : moveBy(data.block, minutes);
        if (at) onChange(data.block, { ...at, date });
        return;
      }
      const moved = moveBy(data.block, minutes);
      if (moved) onChange(data.block, moved);
      return;
    }
    const targetHalf = 'half' in target ? target.half : data.place.half;
    const shift = targetHalf === data.place.half ? 0 : targetHalf === 'PM' ? HOURS_PER_HALF : -HOURS_PER_HALF;
    const moved = moveBy(data.block, minutes + shift * 60);
    if (moved) onChange(data.block, moved);
  };
  return (
    <JustDragged.Provider value={justDragged}>
      <DndContext
        sensors={sensors}
        collisionDetection={pointerWithin}
        onDragEnd={onDragEnd}
        accessibility={{ screenReaderInstructions: { draggable: 'To move a block with the keyboard, focus it and press Alt with the arrow keys.' }, announcements }}
      >
        {children}
      </DndContext>
    </JustDragged.Provider>
  );
}

/** A half of the day, or a day of the week, that a dragged block can land in. */
export function DropArea({ place, className, style, children }: { place: DropPlace; className?: string; style?: CSSProperties; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: 'half' in place ? `half-${place.half}` : `day-${place.date}`, data: place });
  return (
    <div ref={setNodeRef} className={cn(className, isOver && 'rounded-md bg-muted/40')} style={style}>
      {children}
    </div>
  );
}

/** One block's place in a column: dragged by its body, resized by its bottom edge. */
export function DraggableBlockItem({
  block,
  place,
  dragId,
  className,
  style,
  children,
  ...rest
}: {
  block: TimeBlock;
  place: DropPlace;
  dragId: string;
  className?: string;
  style: CSSProperties;
  children: ReactNode;
  'aria-hidden'?: boolean;
}) {
  const move = useDraggable({ id: `move-${dragId}`, data: { block, kind: 'move', place } satisfies DragData });
  const resize = useDraggable({ id: `resize-${dragId}`, data: { block, kind: 'resize', place } satisfies DragData });
  const dragging = move.isDragging || resize.isDragging;
  const moved = move.transform ? { transform: `translate3d(${move.transform.x}px, ${move.transform.y}px, 0)` } : {};
  const grown = resize.transform ? { height: `calc(${style.height} + ${resize.transform.y}px)` } : {};
  return (
    <li ref={move.setNodeRef} className={cn(className, dragging && 'z-20 opacity-90')} style={{ ...style, ...moved, ...grown }} {...rest}>
      <div {...move.listeners} className="h-full touch-none" data-testid="block-drag-handle">
        {children}
      </div>
      <div
        ref={resize.setNodeRef}
        {...resize.listeners}
        aria-hidden="true"
        data-testid="block-resize-handle"
        className="absolute inset-x-1 bottom-0 h-2 cursor-ns-resize touch-none rounded-b-md hover:bg-black/15 dark:hover:bg-white/20"
      />
    </li>
  );
}
