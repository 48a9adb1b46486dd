import { shiftDate } from '../../../../shared/dates.js';
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
