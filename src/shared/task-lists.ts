import { daysBetween, floatingDate, localDateTime } from './dates.js';
import type { Task } from './schemas/tasks.js';

export interface TaskLists {
  /** On today's plan: the ids `GET /api/tasks?view=today` answers (due by today, picked for today or booked today). */
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
  const options: Intl.DateTimeFormatOptions = daysBetween(from, today) < 7 ? { weekday: 'long' } : { month: 'short', day: 'numeric' };
  return `Rolled over from ${new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(floatingDate(localDateTime(from)))}`;
}

/** The list a task shows in: today's when it is on today's plan (`onToday`), else by its due date. */
function listOf(task: Task, onToday: ReadonlySet<string>): keyof TaskLists {
  if (onToday.has(task.id)) return 'today';
  return task.dueDate === null ? 'inbox' : 'upcoming';
}

/** The tasks the user has placed by hand first, in their order; the others after them, keeping the order they came in. */
export function byPosition(tasks: readonly Task[]): Task[] {
  return tasks
    .map((task, index) => ({ task, index }))
    .sort((a, b) => (a.task.position ?? Infinity) - (b.task.position ?? Infinity) || a.index - b.index)
    .map(({ task }) => task);
}

/**
 * Splits open tasks (in plan order) by the server's one list of today's plan (`onToday`, the ids of
 * `GET /api/tasks?view=today`); each list keeps the user's own order, then plan order.
 */
export function taskLists(tasks: readonly Task[], onToday: ReadonlySet<string>): TaskLists {
  const lists: TaskLists = { today: [], upcoming: [], inbox: [] };
  for (const task of tasks) lists[listOf(task, onToday)].push(task);
  return { today: byPosition(lists.today), upcoming: byPosition(lists.upcoming), inbox: byPosition(lists.inbox) };
}

/** A list with each step under its task when that task is in the same list (a step elsewhere stays on its own). */
export function nestSteps(list: readonly Task[]): { tasks: Task[]; steps: ReadonlyMap<string, Task[]> } {
  const inList = new Set(list.map((t) => t.id));
  const steps = new Map<string, Task[]>();
  const tasks: Task[] = [];
  for (const task of list) {
    if (task.parentId === null || !inList.has(task.parentId)) tasks.push(task);
    else steps.set(task.parentId, [...(steps.get(task.parentId) ?? []), task]);
  }
  return { tasks, steps };
}

/** The ids of `list` after moving the task `id` by `offset` places (clamped to the list's ends). */
export function movedIds(list: readonly Task[], id: string, offset: number): string[] {
  const ids = list.map((t) => t.id);
  const from = ids.indexOf(id);
  if (from < 0) return ids;
  const to = Math.max(0, Math.min(ids.length - 1, from + offset));
  ids.splice(to, 0, ...ids.splice(from, 1));
  return ids;
}
