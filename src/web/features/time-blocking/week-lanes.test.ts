import { describe, expect, it } from 'vitest';
import { piecesOn, segmentsForDay } from '../../../shared/time-blocks-layout';
import { placeInColumn } from './week-lanes';

const DAY = '2026-06-01';
const at = (hour: number, minute: number, minutes: number, title: string) => ({
  hour,
  minute,
  durationMinutes: minutes,
  duration: minutes / 60,
  date: DAY,
  title,
});
const places = (blocks: ReturnType<typeof at>[]) => {
  const segments = segmentsForDay(piecesOn(blocks, DAY));
  return Object.fromEntries(placeInColumn(segments).map((place, i) => [segments[i]!.block.title, place]));
};

describe('blocks in a narrow day column', () => {
  it('take the whole width when nothing overlaps them', () => {
    expect(places([at(9, 0, 60, 'Write'), at(10, 0, 30, 'Walk')])).toEqual({
      Write: { left: 0, width: 100, depth: 0, wide: true },
      Walk: { left: 0, width: 100, depth: 0, wide: true },
    });
  });

  it('are laid over the earlier ones, indented, when each starts at least half an hour after those it overlaps, their titles first', () => {
    expect(places([at(9, 0, 180, 'Deep work'), at(10, 0, 120, 'Vendor call'), at(10, 30, 60, 'Lunch'), at(12, 0, 30, 'Reply')])).toEqual({
      'Deep work': { left: 0, width: 100, depth: 0, wide: false },
      'Vendor call': { left: 20, width: 80, depth: 1, wide: false },
      Lunch: { left: 40, width: 60, depth: 2, wide: false },
      // The others have ended by noon.
      Reply: { left: 0, width: 100, depth: 0, wide: true },
    });
  });

  it('indent by those still running, not by every earlier one', () => {
    const placed = places([at(9, 0, 180, 'Deep work'), at(10, 0, 30, 'Call'), at(11, 0, 30, 'Review')]);
    expect(placed['Review']).toEqual({ left: 20, width: 80, depth: 1, wide: false });
  });

  it('share the width side by side when two start less than half an hour apart, their hours left out', () => {
    expect(places([at(9, 0, 60, 'Standup'), at(9, 15, 60, 'Coffee'), at(9, 45, 30, 'Email')])).toEqual({
      Standup: { left: 0, width: 100 / 3, depth: 0, wide: false },
      Coffee: { left: (1 / 3) * 100, width: 100 / 3, depth: 0, wide: false },
      Email: { left: (2 / 3) * 100, width: 100 / 3, depth: 0, wide: false },
    });
  });
});
