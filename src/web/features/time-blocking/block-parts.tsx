import type { KeyboardEvent } from 'react';
import type { TimeBlock } from '../../../shared/schemas/time-blocks';
import { moveBy, resizeBy, type BlockChange } from './block-moves';
import { shiftDate } from '../../../shared/dates';
import type { BusyBlock } from '../../../shared/schemas/calendar';

const BUSY_PREFIX = 'busy:';
const FREE_PREFIX = `${BUSY_PREFIX}free:`;

/** A calendar event laid out among the blocks, marked so it is neither dragged nor edited (and whether it shows as free). */
export const busyAsBlock = (b: BusyBlock): TimeBlock => ({
  ...b,
  id: `${b.free ? FREE_PREFIX : BUSY_PREFIX}${b.id}`,
  category: 'meeting',
  source: 'calendar',
  rrule: null,
  occurrence: null,
  taskId: null,
});

export const isBusy = (block: Pick<TimeBlock, 'id'>) => block.id.startsWith(BUSY_PREFIX);

/** How a calendar event is named: one its calendar shows as free is drawn, but it is not busy time. */
export const calendarEventLabel = (free: boolean) => (free ? 'Free' : 'Busy');
export const isFreeEvent = (block: Pick<TimeBlock, 'id'>) => block.id.startsWith(FREE_PREFIX);

/** Tells a series' occurrences apart (they share the series' id). */
export const itemKey = (block: Pick<TimeBlock, 'id' | 'occurrence'>) => `${block.id}-${block.occurrence ?? ''}`;

/** Alt+↑/↓ moves a block this many minutes (Shift+Alt makes it this much shorter or longer). */
export const KEY_STEP_MINUTES = 15;

/**
 * The change Alt+arrows ask for: ↑/↓ 15 minutes earlier or later, ←/→ a day; with Shift ↑/↓ 15 minutes shorter or
 * longer. Null when the key is not one of them or the change would leave the allowed range.
 */
export function keyMove(event: KeyboardEvent, block: TimeBlock): BlockChange | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  const step = event.key === 'ArrowUp' || event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowDown' || event.key === 'ArrowRight' ? 1 : 0;
  if (step === 0) return null;
  const sideways = event.key === 'ArrowLeft' || event.key === 'ArrowRight';
  if (event.shiftKey) return sideways ? null : resizeBy(block, step * KEY_STEP_MINUTES);
  if (sideways) return { date: shiftDate(block.date, step) };
  return moveBy(block, step * KEY_STEP_MINUTES);
}
