import { describe, expect, it } from 'vitest';
import type { Task } from './schemas/tasks.js';
import { rolledOverFrom, rolledOverLabel, taskLists } from './task-lists.js';

const task = (title: string, dueDate: string | null, more: Partial<Task> = {}): Task => ({
  id: title,
  title,
  notes: '',
  rrule: null,
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
  it('puts overdue and due-today tasks in today, later ones in upcoming, undated ones in the inbox, keeping the order', () => {
    const lists = taskLists(
      [task('overdue', '2026-02-27'), task('today', '2026-03-04'), task('undated', null), task('tomorrow', '2026-03-05'), task('later', '2026-04-01')],
      '2026-03-04',
    );
    expect(lists.today.map((t) => t.title)).toEqual(['overdue', 'today']);
    expect(lists.upcoming.map((t) => t.title)).toEqual(['tomorrow', 'later']);
    expect(lists.inbox.map((t) => t.title)).toEqual(['undated']);
  });

  it('puts a task scheduled today or rolled over from a past block in today, whatever its due date', () => {
    const lists = taskLists(
      [
        task('next week', '2026-03-11', { scheduledDate: '2026-03-04' }),
        task('rolled', null, { scheduledDate: '2026-03-03', rolledOverFrom: '2026-03-03' }),
        task('planned later', null, { scheduledDate: '2026-03-06' }),
      ],
      '2026-03-04',
    );
    expect(lists.today.map((t) => t.title)).toEqual(['next week', 'rolled']);
    expect(lists.inbox.map((t) => t.title)).toEqual(['planned later']);
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
