import { createContext, useContext, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { formatBlockTime, HOURS_PER_HALF } from '../../../shared/time-blocks-layout';
import { useFormat } from '@/lib/use-format';
import { cn } from '@/lib/utils';
import { DRAG_SNAP_MINUTES, FINE_SNAP_MINUTES, moveBy, resizeBy, snap, type BlockChange, type DropPlace } from './block-moves';
import { droppedTaskSlot, isTaskDrag, type DropTarget, type TaskDragData } from './task-drag';
import type { TaskSlot } from './planner-tasks';

export type { BlockChange, DropPlace };
type DragData = { block: TimeBlock; kind: 'move' | 'resize'; place: DropPlace };

const titleOf = (active: Active) => {
  const data = active.data.current as DragData | TaskDragData | undefined;
  return data?.kind === 'task' ? data.title : (data?.block.title ?? 'Block');
};
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

/** Whether Alt is held, and where the pointer last was, read from the pointer and the keyboard while a drag runs. */
function usePointerState() {
  const state = useRef({ alt: false, y: 0 });
  useEffect(() => {
    const read = (e: KeyboardEvent | PointerEvent) => {
      state.current.alt = e.altKey;
      if ('clientY' in e) state.current.y = e.clientY;
    };
    for (const type of ['pointermove', 'pointerup', 'keydown', 'keyup'] as const) window.addEventListener(type, read, true);
    return () => {
      for (const type of ['pointermove', 'pointerup', 'keydown', 'keyup'] as const) window.removeEventListener(type, read, true);
    };
  }, []);
  return state;
}

interface BlockDragAreaProps {
  /** The height of an hour in the grid shown. */
  rowRem: number;
  /** The day the day view shows: where a task dropped on one of its halves goes. */
  date: string;
  onChange?: (block: TimeBlock, change: BlockChange) => void;
  /** A task from the task list dropped on the grid, at the slot under the pointer. */
  onTaskDrop?: (taskId: string, slot: TaskSlot) => void;
  children: ReactNode;
}

/** Where a drag would put the block, or null when it would stay where it is. */
function changeFor(data: DragData, over: DropPlace | undefined, minutes: number): BlockChange | null {
  if (data.kind === 'resize') return resizeBy(data.block, minutes);
  const target = over ?? data.place;
  if ('date' in data.place) {
    const date = 'date' in target ? target.date : data.place.date;
    if (date === data.block.date) return moveBy(data.block, minutes);
    const at = minutes === 0 ? { hour: data.block.hour, minute: data.block.minute } : moveBy(data.block, minutes);
    return at ? { ...at, date } : null;
  }
  const targetHalf = 'half' in target ? target.half : data.place.half;
  const shift = targetHalf === data.place.half ? 0 : targetHalf === 'PM' ? HOURS_PER_HALF : -HOURS_PER_HALF;
  return moveBy(data.block, minutes + shift * 60);
}

/** The block being dragged as it would be if dropped now: its new time is shown on it, its slot in the grid. */
export interface DragPreview {
  /** The `dragId` of the block's item. */
  dragId: string;
  block: TimeBlock;
}
const PreviewContext = createContext<DragPreview | null>(null);
export const useDragPreview = () => useContext(PreviewContext);

const samePreview = (a: DragPreview | null, b: DragPreview) =>
  a?.dragId === b.dragId &&
  a.block.date === b.block.date &&
  a.block.hour === b.block.hour &&
  a.block.minute === b.block.minute &&
  a.block.durationMinutes === b.block.durationMinutes;

/**
 * Drag a block to another time (or the other half of the day, or another day of the week) and its bottom edge to
 * change its length, in 15-minute steps (5 with Alt held); the change goes to `onChange` when the pointer is released.
 * A task dragged in from the task list lands on the 15-minute slot under the pointer.
 */
export function BlockDragArea({ rowRem, date, onChange, onTaskDrop, children }: BlockDragAreaProps) {
  const justDragged = useRef(false);
  const pointer = usePointerState();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [draggedTask, setDraggedTask] = useState<TaskDragData | null>(null);
  const [preview, setPreview] = useState<DragPreview | null>(null);
  /** A block drag's data and the change it asks for where the pointer is now. */
  const blockDrag = ({ active, over, delta }: DragMoveEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!data || isTaskDrag(data)) return null;
    const minutes = snap((delta.y / rowPixels(rowRem)) * 60, pointer.current.alt ? FINE_SNAP_MINUTES : DRAG_SNAP_MINUTES);
    return { data, change: changeFor(data, over?.data.current as DropPlace | undefined, minutes) };
  };
  const onDragMove = (event: DragMoveEvent) => {
    const drag = blockDrag(event);
    if (!drag) return;
    const next = { dragId: String(event.active.id).replace(/^(move|resize)-/, ''), block: { ...drag.data.block, ...drag.change } };
    setPreview((was) => (samePreview(was, next) ? was : next));
  };
  const onDragEnd = (event: DragEndEvent) => {
    const { active, over } = event;
    setDraggedTask(null);
    setPreview(null);
    justDragged.current = true;
    window.setTimeout(() => (justDragged.current = false), 0);
    const step = pointer.current.alt ? FINE_SNAP_MINUTES : DRAG_SNAP_MINUTES;
    if (isTaskDrag(active.data.current)) {
      const slot = droppedTaskSlot(over?.data.current as DropTarget | undefined, pointer.current.y, {
        rowPx: rowPixels(rowRem),
        remPx: rowPixels(1),
        step,
        date,
      });
      if (slot && onTaskDrop) onTaskDrop(active.data.current.taskId, slot);
      return;
    }
    const drag = blockDrag(event);
    if (drag?.change && onChange) onChange(drag.data.block, drag.change);
  };
  return (
    <JustDragged.Provider value={justDragged}>
      <PreviewContext.Provider value={preview}>
        <DndContext
          sensors={sensors}
          collisionDetection={pointerWithin}
          // Scrolls the grid or page only when the pointer is at their very edge, so a short drag stays a short move.
          autoScroll={{ threshold: { x: 0.05, y: 0.05 } }}
          onDragStart={({ active }) => setDraggedTask(isTaskDrag(active.data.current) ? active.data.current : null)}
          onDragMove={onDragMove}
          onDragCancel={() => {
            setDraggedTask(null);
            setPreview(null);
          }}
          onDragEnd={onDragEnd}
          accessibility={{
            screenReaderInstructions: {
              draggable: 'To move a block with the keyboard, focus it and press Alt with the arrow keys. To plan a task, use its Schedule button.',
            },
            announcements,
          }}
        >
          {children}
          <DragOverlay dropAnimation={null}>
            {draggedTask && <p className="truncate rounded-md border bg-card px-2 py-1 text-sm font-medium shadow-lg">{draggedTask.title}</p>}
          </DragOverlay>
        </DndContext>
      </PreviewContext.Provider>
    </JustDragged.Provider>
  );
}

/** A half of the day, or a day of the week, that a dragged block can land in. */
export function DropArea({ place, className, style, children }: { place: DropPlace; className?: string; style?: CSSProperties; children: ReactNode }) {
  const element = useRef<HTMLDivElement | null>(null);
  // Measured when a task lands: the page may have scrolled under the pointer since the drag began.
  const data: DropTarget = { ...place, top: () => element.current?.getBoundingClientRect().top ?? 0 };
  const { setNodeRef, isOver } = useDroppable({ id: 'half' in place ? `half-${place.half}` : `day-${place.date}`, data });
  const ref = (node: HTMLDivElement | null) => {
    element.current = node;
    setNodeRef(node);
  };
  return (
    <div ref={ref} className={cn(className, isOver && 'rounded-md bg-muted/40')} style={style}>
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
  const preview = useDragPreview();
  const fmt = useFormat();
  const landing = dragging && preview?.dragId === dragId ? formatBlockTime(preview.block, fmt) : null;
  const moved = move.transform ? { transform: `translate3d(${move.transform.x}px, ${move.transform.y}px, 0)` } : {};
  const grown = resize.transform ? { height: `calc(${style.height} + ${resize.transform.y}px)` } : {};
  return (
    <li
      ref={move.setNodeRef}
      className={cn(className, dragging && 'opacity-90')}
      style={{ ...style, ...moved, ...grown, ...(dragging ? { zIndex: 20 } : {}) }}
      {...rest}
    >
      <div {...move.listeners} className="h-full touch-none" data-testid="block-drag-handle">
        {children}
      </div>
      {landing && (
        <span
          aria-hidden="true"
          data-testid="drag-time"
          className="absolute -top-5 left-0 z-30 whitespace-nowrap rounded bg-foreground px-1.5 text-xs leading-5 text-background shadow"
        >
          {landing}
        </span>
      )}
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
