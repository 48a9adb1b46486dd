import { describe, expect, it } from 'vitest';
import type { DropPlace } from './block-moves';
import { droppedTaskSlot } from './task-drag';

const grid = { rowPx: 40, step: 15, date: '2026-03-02' };
/** A drop at `y` pixels down the screen, over a place whose top is at 100 px. */
const dropAt = (y: number, place: DropPlace) => [{ ...place, top: () => 100 }, y] as const;

describe('where a dropped task goes', () => {
  it('lands on the 15-minute slot under the pointer in a day column of the week', () => {
    // 10 h 20 min of 40 px hours.
    expect(droppedTaskSlot(...dropAt(100 + 10 * 40 + 13, { date: '2026-03-04' }), grid)).toEqual({
      date: '2026-03-04',
      hour: 10,
      minute: 15,
    });
  });

  it('counts the PM half of the day view from noon, on the day shown', () => {
    expect(droppedTaskSlot(...dropAt(100 + 2 * 40 + 30, { half: 'PM' }), grid)).toEqual({ date: '2026-03-02', hour: 14, minute: 45 });
  });

  it('keeps the slot inside the day, and nothing happens off the grid', () => {
    expect(droppedTaskSlot(...dropAt(90, { half: 'AM' }), grid)).toEqual({ date: '2026-03-02', hour: 0, minute: 0 });
    expect(droppedTaskSlot(...dropAt(5000, { date: '2026-03-04' }), grid)).toEqual({ date: '2026-03-04', hour: 23, minute: 45 });
    expect(droppedTaskSlot(undefined, 200, grid)).toBeNull();
  });
});
