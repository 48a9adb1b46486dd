import type { Task } from './schemas/tasks.js';

export interface TaskLists {
  /** Due today or overdue. */
  today: Task[];
  /** Due after today. */
  upcoming: Task[];
  /** No due date. */
  inbox: Task[];
}

/** Splits open tasks (already in plan order, which each list keeps) by due date against the user's `today`. */
export function taskLists(tasks: readonly Task[], today: string): TaskLists {
  const lists: TaskLists = { today: [], upcoming: [], inbox: [] };
  for (const task of tasks) {
    if (task.dueDate === null) lists.inbox.push(task);
    else if (task.dueDate <= today) lists.today.push(task);
    else lists.upcoming.push(task);
  }
  return lists;
}
