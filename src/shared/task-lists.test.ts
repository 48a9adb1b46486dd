import { describe, expect, it } from 'vitest';
import type { Task } from './schemas/tasks.js';
import { taskLists } from './task-lists.js';

const task = (title: string, dueDate: string | null): Task => ({
  id: title,
  title,
  notes: '',
  status: 'open',
  dueDate,
  estimateMinutes: null,
  priority: 'normal',
  lifeArea: null,
  goalId: null,
  relationshipId: null,
  blockIds: [],
  completedAt: null,
  createdAt: '2026-03-01T00:00:00.000Z',
});

describe('taskLists', () => {
  it('puts overdue and due-today tasks in today, later ones in upcoming, undated ones in the inbox, keeping the order', () => {
    const lists = taskLists([task('overdue', '2026-02-27'), task('today', '2026-03-04'), task('undated', null), task('tomorrow', '2026-03-05'), task('later', '2026-04-01')], '2026-03-04');
    expect(lists.today.map((t) => t.title)).toEqual(['overdue', 'today']);
    expect(lists.upcoming.map((t) => t.title)).toEqual(['tomorrow', 'later']);
    expect(lists.inbox.map((t) => t.title)).toEqual(['undated']);
  });
});
