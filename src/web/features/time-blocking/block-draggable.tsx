import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { blockStart, lengthMinutes } from '../../../shared/time-blocks-layout';
import { cn } from '@/lib/utils';
import { useDragPreview, type DragData } from './block-drag';
import type { DropPlace } from './block-moves';
import { useHourHeight } from './grid-scale';
import type { DropTarget } from './task-drag';

/** A half of the day, or a day's column, that a dragged block or task can land in. */
export function DropArea({
  place,
  elementRef,
  className,
  style,
  children,
}: {
  place: DropPlace;
  elementRef?: (node: HTMLDivElement | null) => void;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const element = useRef<HTMLDivElement | null>(null);
  // Measured when a task lands: the grid may have scrolled under the pointer since the drag began.
  const data: DropTarget = { ...place, top: () => element.current?.getBoundingClientRect().top ?? 0 };
  const { setNodeRef, isOver } = useDroppable({ id: 'half' in place ? `half-${place.half}` : `day-${place.date}`, data });
  const ref = (node: HTMLDivElement | null) => {
    element.current = node;
    setNodeRef(node);
    elementRef?.(node);
  };
  return (
    <div ref={ref} className={cn(className, isOver && 'bg-muted/40')} style={style}>
      {children}
    </div>
  );
}

/**
 * A block's two drags: by its body to another time or day, by its bottom edge to another length. While it is dragged
 * it follows the pointer, and `landing` is the block as it would be if dropped now.
 */
export function useBlockDraggable(block: TimeBlock, place: DropPlace, dragId: string, enabled: boolean) {
  const move = useDraggable({ id: `move-${dragId}`, data: { block, kind: 'move', place } satisfies DragData, disabled: !enabled });
  const resize = useDraggable({ id: `resize-${dragId}`, data: { block, kind: 'resize', place } satisfies DragData, disabled: !enabled });
  const dragging = move.isDragging || resize.isDragging;
  const preview = useDragPreview();
  const landing = dragging && preview?.dragId === dragId ? preview.block : null;
  const follow = (style: CSSProperties): CSSProperties => ({
    ...style,
    ...(move.transform ? { transform: `translate3d(${move.transform.x}px, ${move.transform.y}px, 0)` } : {}),
    ...(resize.transform ? { height: `calc(${style.height} + ${resize.transform.y}px)` } : {}),
    ...(dragging ? { zIndex: 20 } : {}),
  });
  return { move, resize, dragging, landing, follow };
}

/** Where the dragged block would land in this column (a day from `offset` hours, `hours` long), outlined. */
export function DropSlot({ date, offset, hours }: { date: string; offset: number; hours: number }) {
  const preview = useDragPreview();
  const hourPx = useHourHeight();
  if (!preview || preview.block.date !== date) return null;
  const start = blockStart(preview.block) - offset;
  if (start < 0 || start >= hours) return null;
  const span = Math.min(lengthMinutes(preview.block) / 60, hours - start);
  return (
    <div
      aria-hidden="true"
      data-testid="drop-slot"
      className="pointer-events-none absolute inset-x-0.5 rounded border-2 border-dashed border-primary bg-primary/10"
      style={{ top: start * hourPx, height: span * hourPx }}
    />
  );
}
