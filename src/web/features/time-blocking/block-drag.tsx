import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { HOURS_PER_HALF } from '../../../shared/time-blocks-layout';
import { DRAG_SNAP_MINUTES, FINE_SNAP_MINUTES, moveBy, resizeBy, snap, type BlockChange, type DropPlace } from './block-moves';
import { useHourHeight } from './grid-scale';
import { droppedTaskSlot, isTaskDrag, type DropTarget, type TaskDragData } from './task-drag';
import type { TaskSlot } from './planner-tasks';

export type { BlockChange, DropPlace };
export type DragData = { block: TimeBlock; kind: 'move' | 'resize'; place: DropPlace };

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

/** Whether Alt is held, and where the pointer last was, read from the pointer and the keyboard while a drag runs. */
function usePointerState() {
  const state = useRef({ alt: false, y: 0 });
  useEffect(() => {
    const read = (e: KeyboardEvent | PointerEvent) => {
      state.current.alt = e.altKey;
      if ('clientY' in e) state.current.y = e.clientY;
    };
    const types = ['pointermove', 'pointerup', 'keydown', 'keyup'] as const;
    for (const type of types) window.addEventListener(type, read, true);
    return () => {
      for (const type of types) window.removeEventListener(type, read, true);
    };
  }, []);
  return state;
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
  a?.dragId === b.dragId && (['date', 'hour', 'minute', 'durationMinutes'] as const).every((field) => a.block[field] === b.block[field]);

interface BlockDragAreaProps {
  /** The day the day view shows: where a task dropped on one of its halves goes. */
  date: string;
  onChange?: (block: TimeBlock, change: BlockChange) => void;
  /** A task from the task list dropped on the grid, at the slot under the pointer. */
  onTaskDrop?: (taskId: string, slot: TaskSlot) => void;
  children: ReactNode;
}

/**
 * Drag a block to another time (or the other half of the day, or another day) and its bottom edge to change its
 * length, in 15-minute steps (5 with Alt held); the change goes to `onChange` when the pointer is released. A task
 * dragged in from the task list lands on the slot under the pointer.
 */
export function BlockDragArea({ date, onChange, onTaskDrop, children }: BlockDragAreaProps) {
  const hourPx = useHourHeight();
  const justDragged = useRef(false);
  const pointer = usePointerState();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const [draggedTask, setDraggedTask] = useState<TaskDragData | null>(null);
  const [preview, setPreview] = useState<DragPreview | null>(null);
  const step = () => (pointer.current.alt ? FINE_SNAP_MINUTES : DRAG_SNAP_MINUTES);
  /** A block drag's data and the change it asks for where the pointer is now. */
  const blockDrag = ({ active, over, delta }: DragMoveEvent) => {
    const data = active.data.current as DragData | undefined;
    if (!data || isTaskDrag(data)) return null;
    return { data, change: changeFor(data, over?.data.current as DropPlace | undefined, snap((delta.y / hourPx) * 60, step())) };
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
    if (isTaskDrag(active.data.current)) {
      const slot = droppedTaskSlot(over?.data.current as DropTarget | undefined, pointer.current.y, { rowPx: hourPx, step: step(), date });
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
          // Scrolls the grid only when the pointer is at its very edge, so a short drag stays a short move.
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
