import { describe, expect, it } from 'vitest';
import { pastedCount, readPastedTasks } from './task-paste.js';

const TODAY = '2026-03-04'; // a Wednesday

describe('readPastedTasks', () => {
  it('reads each line as the one-line add does, after its list mark, with indented lines as steps of the task above', () => {
    const { items, skipped } = readPastedTasks(
      ['- [ ] Pack for the trip fri !high @travel', '    - [x] Passport', '\t* Charger 15m', '', '1. Call the bank', '- [ ] ', 'Standup tomorrow 9am'].join(
        '\n',
      ),
      TODAY,
    );
    expect(skipped).toEqual([6]);
    expect(items.map((i) => i.line)).toEqual([1, 5, 7]);
    expect(items[0]!.result).toEqual({ kind: 'task', task: { title: 'Pack for the trip', dueDate: '2026-03-06', priority: 'high', labels: ['travel'] } });
    expect(items[0]!.steps.map((s) => [s.line, s.done, s.result])).toEqual([
      [2, true, { kind: 'task', task: { title: 'Passport' } }],
      [3, false, { kind: 'task', task: { title: 'Charger', estimateMinutes: 15 } }],
    ]);
    expect(items[1]!.result).toEqual({ kind: 'task', task: { title: 'Call the bank' } });
    expect(items[2]!.result.kind).toBe('block');
    expect(pastedCount(items)).toBe(5);
  });

  it('keeps a line deeper than a step as a step of the same task, and an indented line under a block as a task of its own', () => {
    const { items } = readPastedTasks('Plan\n  Book\n      Pay\nLunch 12pm-1pm\n  Reply', TODAY);
    expect(items.map((i) => [i.line, i.steps.map((s) => s.line)])).toEqual([
      [1, [2, 3]],
      [4, []],
      [5, []],
    ]);
  });
});
