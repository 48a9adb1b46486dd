import { describe, expect, it } from 'vitest';
import type { AiContext } from '../provider.js';
import type { BlockRow } from '../user-data.js';
import { findBlock } from './builtin-blocks.js';

// Wednesday 11 March 2026, 10:00 in London (GMT in March).
const ctx = { today: '2026-03-11', now: new Date('2026-03-11T10:00:00Z'), user: { timezone: 'Europe/London' } } as unknown as AiContext;

const row = (id: string, date: string, hour: number, minutes: number, title: string, category: BlockRow['category']): BlockRow => ({
  id,
  occurrence: null,
  rrule: null,
  date,
  hour,
  minute: 0,
  title,
  category,
  duration: minutes / 60,
  durationMinutes: minutes,
});

const blocks = [
  row('standup', '2026-03-11', 9, 60, 'Team standup', 'meeting'),
  row('lunch', '2026-03-11', 13, 60, 'Lunch', 'break'),
  row('review', '2026-03-11', 15, 60, 'Design review', 'meeting'),
  row('gym', '2026-03-11', 18, 60, 'Gym', 'break'),
  row('leo', '2026-03-12', 14, 60, '1:1 with Leo', 'meeting'),
  row('standup-thu', '2026-03-12', 9, 60, 'Team standup', 'meeting'),
];

const found = async (ref: Parameters<typeof findBlock>[2]) => {
  const result = await findBlock(ctx, blocks, ref, undefined);
  return 'block' in result ? result.block.id : result;
};

describe('a block found by its place in a day', () => {
  it('the first meeting of a day is the earliest, whatever order the rows come in', async () => {
    expect(await found({ date: '2026-03-12', category: 'meeting', position: 'first' })).toBe('standup-thu');
  });

  it('the last thing of a day is the latest', async () => {
    expect(await found({ date: '2026-03-11', position: 'last' })).toBe('gym');
  });

  it('the next meeting is the first still to come, not one already over', async () => {
    expect(await found({ category: 'meeting', position: 'next' })).toBe('review');
  });

  it('without a place, two that fit are both offered', async () => {
    expect(await found({ date: '2026-03-12', category: 'meeting' })).toMatchObject({ many: expect.any(Array) });
  });
});
