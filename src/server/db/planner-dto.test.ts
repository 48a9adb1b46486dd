import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TIME_BLOCK_CATEGORIES, type TimeBlock } from '../../shared/schemas/time-blocks.js';
import { TIMEFRAMES } from '../../shared/goals.js';
import { goalsJson, timeBlockDto, timeBlocksJson, toGoalDto, type GoalListRow } from './planner-dto.js';

const block = (overrides: Partial<TimeBlock> = {}): TimeBlock => ({
  ...timeBlockDto('0b6e1c2a-5f4d-4c3b-9a8e-7d6c5b4a3f2e', 9, 0, 'Deep work', 'focus', 120, '2026-03-02', false, null, null),
  ...overrides,
});

describe('timeBlocksJson', () => {
  it('writes what JSON.stringify writes, for one-off blocks, occurrences and an empty list', () => {
    const list = [block(), block({ source: 'calendar', rrule: 'FREQ=WEEKLY;BYDAY=MO', occurrence: '2026-03-02', category: 'meeting', taskId: '4f1e2d3c-5b6a-4789-8a7b-6c5d4e3f2a1b' })];
    expect(timeBlocksJson(list)).toBe(JSON.stringify(list));
    expect(timeBlocksJson([])).toBe('[]');
  });

  it('escapes titles and rules with quotes, backslashes, control characters, lone surrogates and emoji', () => {
    for (const category of ['constructor', '__proto__', 'toString', 'say "hi"']) {
      const list = [block({ category: category as TimeBlock['category'] })];
      expect(timeBlocksJson(list)).toBe(JSON.stringify(list));
    }
    for (const title of ['say "hi"', 'C:\\temp', 'tab\there\nnew line', '\u0001\u001f', 'lone \ud800 surrogate', '\udfff', '🎉 party', '</script>']) {
      const list = [block({ title, rrule: `X-NOTE=${title}`, occurrence: '2026-03-02' })];
      expect(timeBlocksJson(list)).toBe(JSON.stringify(list));
      expect(JSON.parse(timeBlocksJson(list))).toEqual(list);
    }
  });

  it('agrees with JSON.stringify on any title, rule and category', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.option(fc.string({ unit: 'binary' })), fc.oneof(fc.constantFrom(...TIME_BLOCK_CATEGORIES), fc.string()), (title, rrule, category) => {
        const list = [block({ title, rrule, occurrence: rrule === null ? null : '2026-03-02', category: category as TimeBlock['category'] })];
        expect(timeBlocksJson(list)).toBe(JSON.stringify(list));
      }),
    );
  });
});

describe('goalsJson', () => {
  const TODAY = '2026-03-02';
  /** A list row as PostgreSQL sends it, and the goal toGoalDto answers for the same columns. */
  const goal = (title: string, category: string, description: string, progress: number, endDate = '2026-05-25', timeframe: GoalListRow[3] = '12 weeks') => {
    const id = '0b6e1c2a-5f4d-4c3b-9a8e-7d6c5b4a3f2e';
    const completedMilestones = Math.floor((progress * 12) / 100);
    const row: GoalListRow = [id, title, category, timeframe, TODAY, endDate, 12, completedMilestones, progress, description];
    const dto = toGoalDto({ id, title, category, timeframe, startDate: TODAY, endDate, totalMilestones: 12, completedMilestones, progress, description }, TODAY);
    return { row, dto };
  };

  it('writes what JSON.stringify writes of the goals toGoalDto answers, active and completed, and an empty list', () => {
    const goals = [goal('Run', 'Health', '', 40), goal('Read', 'Learning', 'Twelve books', 100, '2026-02-01', '12 days'), goal('Save', 'Money', '', 0, '2027-03-02', '12 months')];
    expect(goalsJson(goals.map((g) => g.row), TODAY)).toBe(JSON.stringify(goals.map((g) => g.dto)));
    expect(goalsJson([], TODAY)).toBe('[]');
  });

  it('agrees with JSON.stringify on any title, category, description, progress and timeframe', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.string({ unit: 'binary' }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(...TIMEFRAMES),
        (title, category, description, progress, timeframe) => {
          const { row, dto } = goal(title, category, description, progress, '2026-03-20', timeframe);
          expect(goalsJson([row], TODAY)).toBe(JSON.stringify([dto]));
        },
      ),
    );
  });
});
