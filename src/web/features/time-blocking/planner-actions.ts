import { createContext, useContext } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import type { BlockChange } from './block-moves';

/** A new block's place, from a click or a drag on empty grid: its day, first minute and length. */
export interface NewBlockSlot {
  date: string;
  /** Minutes from the day's midnight. */
  start: number;
  /** Its length in minutes; the dialog's default when left out. */
  minutes?: number;
}

/** What the planner's grids and lists do with blocks; the page gives them. */
export interface PlannerActions {
  onOpen: (block: TimeBlock) => void;
  onDelete: (block: TimeBlock) => void;
  onMarkDone: (block: TimeBlock, done: boolean) => void;
  /** A drag or Alt+arrows: another start, length or day. */
  onMove: (block: TimeBlock, change: BlockChange) => void;
  onCreate: (slot: NewBlockSlot) => void;
  /** The day view of a day, from a day's header. */
  onOpenDay: (date: string) => void;
}

const noop = () => undefined;
export const PlannerActionsContext = createContext<PlannerActions>({
  onOpen: noop,
  onDelete: noop,
  onMarkDone: noop,
  onMove: noop,
  onCreate: noop,
  onOpenDay: noop,
});
export const usePlannerActions = () => useContext(PlannerActionsContext);
