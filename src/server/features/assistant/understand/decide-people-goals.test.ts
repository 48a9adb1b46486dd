import { describe, expect, it } from 'vitest';
import { percentStep } from './decide-people-goals.js';
import type { Known } from './entities.js';
import { understand } from './parse.js';

const known: Known = {
  people: [],
  goals: [
    { id: 'g-guitar', title: 'Learn guitar' },
    { id: 'g-run', title: 'Run a half marathon' },
    { id: 'g-books', title: 'Read 12 books' },
  ],
  blocks: [],
};
const read = (message: string) => understand(message, known, { today: '2026-03-11', nowMinutes: 600 });

describe('goal progress as people write it', () => {
  it('reads what is left as the milestones done of twelve', () => {
    expect(read('one milestone left on guitar')).toEqual({ intent: 'goal-progress', goal: 'g-guitar', milestones: 11 });
    expect(read('only 2 milestones to go on running')).toEqual({ intent: 'goal-progress', goal: 'g-run', milestones: 10 });
    expect(read('3 books down, 9 to go')).toEqual({ intent: 'goal-progress', goal: 'g-books', milestones: 3 });
  });

  it('reads a percentage added or taken away as a step from where the goal stands', () => {
    expect(read('running went up 10%')).toEqual({ intent: 'goal-progress', goal: 'g-run', morePercent: 10 });
    expect(read('add 15% to guitar')).toEqual({ intent: 'goal-progress', goal: 'g-guitar', morePercent: 15 });
    expect(read('guitar down by 5%')).toEqual({ intent: 'goal-progress', goal: 'g-guitar', morePercent: -5 });
  });

  it('reads a level as a level, a bare number over twelve as a percentage', () => {
    expect(read('running is up to 70%')).toEqual({ intent: 'goal-progress', goal: 'g-run', progress: 70 });
    expect(read('bump running up to 70')).toEqual({ intent: 'goal-progress', goal: 'g-run', progress: 70 });
    expect(read('set guitar to 5')).toEqual({ intent: 'goal-progress', goal: 'g-guitar', milestones: 5 });
  });

  it('finds no step where none is said', () => {
    expect(percentStep('guitar is at 40%')).toBeUndefined();
    expect(percentStep('up to 70%')).toBeUndefined();
    expect(percentStep('another 5%')).toBe(5);
  });
});
