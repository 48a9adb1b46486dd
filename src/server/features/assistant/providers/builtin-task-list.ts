import { shiftDate, todayIn } from '../../../../shared/dates.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import { taskLine } from '../task-actions.js';
import type { Period } from '../understand/when.js';

/** "what's on my todo list": the open tasks in plan order; with a period, those due in it and any overdue when it reaches today. */
export async function tasksReply(ctx: AiContext, period?: Period): Promise<string> {
  const { plural, shortDate } = words(ctx.fmt);
  const open = await ctx.data.openTasks();
  if (open.length === 0) return 'Your task list is empty: no open tasks. Say "remind me to …" to add one.';
  if (!period) return `You have ${plural(open.length, 'open task')}:\n${open.map((t) => taskLine(ctx, t)).join('\n')}`;
  const overdue = period.from <= ctx.today ? (d: string) => d < ctx.today : () => false;
  const due = open.filter((t) => t.dueDate !== null && ((t.dueDate >= period.from && t.dueDate <= period.to) || overdue(t.dueDate)));
  const span =
    period.from === period.to
      ? period.from === ctx.today
        ? 'today'
        : period.from === shiftDate(ctx.today, 1)
          ? 'tomorrow'
          : `on ${ctx.fmt.date(period.from, 'long')}`
      : `${period.label} (${shortDate(period.from)} to ${shortDate(period.to)})`;
  const undated = open.filter((t) => t.dueDate === null).length;
  const rest = undated ? ` ${plural(undated, 'other open task has', 'other open tasks have')} no due date.` : '';
  if (due.length === 0) return `Nothing is due ${span}.${rest}`;
  return `${plural(due.length, 'task is', 'tasks are')} due ${span}:\n${due.map((t) => taskLine(ctx, t)).join('\n')}${rest ? `\n${rest.trim()}` : ''}`;
}

/** "what's on my list today": the tasks on today's plan, by the tasks service's one definition of it. */
export async function todayTasksReply(ctx: AiContext): Promise<string> {
  const [open, today] = await Promise.all([ctx.data.openTasks(), ctx.data.todayTasks()]);
  if (open.length === 0) return 'Your task list is empty.';
  if (today.length === 0) return `Nothing is on your list for today. Your open tasks:\n${open.map((t) => taskLine(ctx, t)).join('\n')}`;
  return [`For today, ${today.length === 1 ? 'one task' : `${today.length} tasks`}:`, ...today.map((t) => taskLine(ctx, t))].join('\n');
}

/** "what did I finish this week", "did I tick off any tasks": the tasks done in a period, newest first. */
export async function doneTasksReply(ctx: AiContext, period: Period): Promise<string> {
  const { shortDate } = words(ctx.fmt);
  const done = (await ctx.data.doneTasks()).filter((t) => {
    const day = t.completedAt ? todayIn(ctx.user.timezone, new Date(t.completedAt)) : null;
    return day !== null && day >= period.from && day <= period.to;
  });
  const span = `${period.label} (${shortDate(period.from)} to ${shortDate(period.to)})`;
  if (done.length === 0) return `You haven't finished any tasks ${span}: none are done yet.`;
  return [`You finished ${done.length === 1 ? 'one task' : `${done.length} tasks`} ${span}:`, ...done.map((t) => `• ${t.title}`)].join('\n');
}

/** "what priority is the tax receipts task": one task's due day, priority, estimate and labels. */
export async function taskDetailsReply(ctx: AiContext, id: string): Promise<string> {
  const task = (await ctx.data.openTasks()).find((t) => t.id === id);
  if (!task) return 'That task is no longer open.';
  const due = task.dueDate ? `due ${ctx.fmt.date(task.dueDate, 'long')}` : 'no due date';
  const estimate = task.estimateMinutes ? `, estimated at ${task.estimateMinutes} minutes` : ', no estimate';
  return `"${task.title}" is ${task.priority} priority, ${due}${estimate}.`;
}
