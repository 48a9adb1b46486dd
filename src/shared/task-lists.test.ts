import { describe, expect, it } from 'vitest';
import type { Task } from './schemas/tasks.js';
import { movedIds, nestSteps, rolledOverFrom, rolledOverLabel, taskLists } from './task-lists.js';

const task = (title: string, dueDate: string | null, more: Partial<Task> = {}): Task => ({
  id: title,
  title,
  notes: '',
  rrule: null,
  labels: [],
  parentId: null,
  milestoneIndex: null,
  pickedFor: null,
  position: null,
  status: 'open',
  dueDate,
  estimateMinutes: null,
  priority: 'normal',
  lifeArea: null,
  goalId: null,
  relationshipId: null,
  blockIds: [],
  scheduledDate: null,
  rolledOverFrom: null,
  completedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  ...more,
});

describe('taskLists', () => {
  it("puts the tasks on today's plan in today, later ones in upcoming, undated ones in the inbox, keeping the order", () => {
    const lists = taskLists(
      [task('overdue', '2026-02-27'), task('today', '2026-03-04'), task('undated', null), task('tomorrow', '2026-03-05'), task('later', '2026-04-01')],
      new Set(['overdue', 'today']),
    );
    expect(lists.today.map((t) => t.title)).toEqual(['overdue', 'today']);
    expect(lists.upcoming.map((t) => t.title)).toEqual(['tomorrow', 'later']);
    expect(lists.inbox.map((t) => t.title)).toEqual(['undated']);
  });

  it("takes today's list from the server whatever the due date, and leaves a rolled-over task off it until it is offered again", () => {
    const lists = taskLists(
      [
        task('next week', '2026-03-11', { scheduledDate: '2026-03-04' }),
        task('rolled', null, { scheduledDate: '2026-03-03', rolledOverFrom: '2026-03-03' }),
        task('planned later', null, { scheduledDate: '2026-03-06' }),
      ],
      new Set(['next week']),
    );
    expect(lists.today.map((t) => t.title)).toEqual(['next week']);
    expect(lists.inbox.map((t) => t.title)).toEqual(['rolled', 'planned later']);
  });
});

describe('rolledOverFrom', () => {
  it('is the last block’s date for an open task whose blocks all lie before today, else null', () => {
    expect(rolledOverFrom({ status: 'open', scheduledDate: '2026-03-03' }, '2026-03-04')).toBe('2026-03-03');
    expect(rolledOverFrom({ status: 'open', scheduledDate: '2026-03-04' }, '2026-03-04')).toBeNull();
    expect(rolledOverFrom({ status: 'open', scheduledDate: null }, '2026-03-04')).toBeNull();
    expect(rolledOverFrom({ status: 'done', scheduledDate: '2026-03-01' }, '2026-03-04')).toBeNull();
  });

  it('names the weekday within the last week and the date before that', () => {
    expect(rolledOverLabel('2026-03-03', '2026-03-05')).toBe('Rolled over from Tuesday');
    expect(rolledOverLabel('2026-02-20', '2026-03-05')).toBe('Rolled over from Feb 20');
  });
});

describe('the user’s own order', () => {
  it('puts the tasks placed by hand first in each list, in their order, the others after them in plan order', () => {
    const lists = taskLists(
      [
        task('a', null),
        task('b', null, { position: 1 }),
        task('c', '2026-03-04'),
        task('d', null),
        task('e', null, { position: 0 }),
        task('f', '2026-03-03', { position: 0 }),
      ],
      new Set(['c', 'f']),
    );
    expect(lists.inbox.map((t) => t.title)).toEqual(['e', 'b', 'a', 'd']);
    expect(lists.today.map((t) => t.title)).toEqual(['f', 'c']);
  });

  it('moves a task up or down a list by an offset, stopping at its ends', () => {
    const list = ['a', 'b', 'c'].map((t) => task(t, null));
    expect(movedIds(list, 'c', -1)).toEqual(['a', 'c', 'b']);
    expect(movedIds(list, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedIds(list, 'a', 2)).toEqual(['b', 'c', 'a']);
    expect(movedIds(list, 'b', 5)).toEqual(['a', 'c', 'b']);
    expect(movedIds(list, 'missing', 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('nestSteps', () => {
  it('puts each step under its task when both are in the list, and leaves a step whose task is elsewhere on its own', () => {
    const { tasks, steps } = nestSteps([
      task('pack', null),
      task('passport', null, { parentId: 'pack' }),
      task('call', null),
      task('charger', null, { parentId: 'pack' }),
      task('orphan', null, { parentId: 'elsewhere' }),
    ]);
    expect(tasks.map((t) => t.title)).toEqual(['pack', 'call', 'orphan']);
    expect(steps.get('pack')!.map((t) => t.title)).toEqual(['passport', 'charger']);
    expect(steps.has('call')).toBe(false);
  });
});
