import { format, parseISO } from 'date-fns';
import { daysBetween } from './dates.js';
import type { Task } from './schemas/tasks.js';

export interface TaskLists {
  /** Due today or overdue, scheduled today, or rolled over from a past day's block. */
  today: Task[];
  /** Due after today. */
  upcoming: Task[];
  /** No due date. */
  inbox: Task[];
}

/** An open task whose blocks all lie before `today` comes back: the date of its last block, else null. */
export function rolledOverFrom(task: { status: Task['status']; scheduledDate: string | null }, today: string): string | null {
  return task.status === 'open' && task.scheduledDate !== null && task.scheduledDate < today ? task.scheduledDate : null;
}

/** "Rolled over from Tuesday" within the last week, "Rolled over from Mar 3" before that. */
export function rolledOverLabel(from: string, today: string): string {
  const date = parseISO(from);
  return `Rolled over from ${daysBetween(from, today) < 7 ? format(date, 'EEEE') : format(date, 'MMM d')}`;
}

/**
 * Splits open tasks (already in plan order, which each list keeps) against the user's `today`: a task scheduled
 * today or rolled over from an earlier day is today's whatever its due date.
 */
export function taskLists(tasks: readonly Task[], today: string): TaskLists {
  const lists: TaskLists = { today: [], upcoming: [], inbox: [] };
  for (const task of tasks) {
    if (task.scheduledDate === today || task.rolledOverFrom !== null) lists.today.push(task);
    else if (task.dueDate === null) lists.inbox.push(task);
    else if (task.dueDate <= today) lists.today.push(task);
    else lists.upcoming.push(task);
  }
  return lists;
}
