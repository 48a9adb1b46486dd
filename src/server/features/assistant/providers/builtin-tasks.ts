import { lengthWords } from '../actions.js';
import type { AiContext } from '../provider.js';
import { dueWords, taskLine } from '../task-actions.js';
import { runTool } from '../tools.js';
import type { UnderstandOptions } from '../understand/entities.js';
import { taskRequest, type TaskIntent } from '../understand/decide-tasks.js';
import type { NamedPerson } from '../understand/people.js';
import type { TurnResult } from './builtin-act.js';
import { nextReply } from './builtin-questions.js';

/** The intent of a message about the user's tasks, read against their open tasks and people; null for anything else. */
export async function taskIntentOf(ctx: AiContext, message: string, people: readonly NamedPerson[], options: UnderstandOptions) {
  return taskRequest(message, { people, tasks: await ctx.data.openTasks() }, options);
}

const TASK_INTENTS = new Set<string>(['plan-day', 'next-task', 'list-tasks', 'add-task', 'complete-task', 'move-tasks']);
export const isTaskIntent = (intent: { intent: string }): intent is TaskIntent => TASK_INTENTS.has(intent.intent);

/** "Next on your list: "Write the proposal" (due today, high priority, about 1 hour 30 minutes)." and the next block. */
async function nextTaskReply(ctx: AiContext): Promise<string> {
  const [top] = await ctx.data.openTasks();
  const block = (await nextReply(ctx)).text;
  if (!top) return `Your task list is empty. ${block}`;
  const parts = [
    ...(top.dueDate ? [top.dueDate < ctx.today ? `overdue since ${ctx.fmt.date(top.dueDate, 'short')}` : dueWords(ctx, top.dueDate).replace(/^, /, '')] : []),
    ...(top.priority !== 'normal' ? [`${top.priority} priority`] : []),
    ...(top.estimateMinutes ? [`about ${lengthWords(ctx, top.estimateMinutes)}`] : []),
  ];
  return `Next on your list: "${top.title}"${parts.length ? ` (${parts.join(', ')})` : ''}. ${block}`;
}

/** "what's on my list": the open tasks in plan order, or those on today's plan. */
async function listTasksReply(ctx: AiContext, today: boolean): Promise<string> {
  const [open, shown] = await Promise.all([ctx.data.openTasks(), today ? ctx.data.todayTasks() : ctx.data.openTasks()]);
  if (open.length === 0) return 'Your task list is empty.';
  if (shown.length === 0) return `Nothing is due today. Your open tasks:\n${open.map((t) => taskLine(ctx, t)).join('\n')}`;
  const head = today ? `For today, ${shown.length === 1 ? 'one task' : `${shown.length} tasks`}:` : `Your open tasks (${open.length}), most pressing first:`;
  return [head, ...shown.map((t) => taskLine(ctx, t))].join('\n');
}

/** "plan my day": the plan proposed, and a yes makes its blocks. */
async function planDayTurn(ctx: AiContext, date: string): Promise<TurnResult> {
  const proposed = await runTool(ctx, 'plan_day', { date });
  const blocks = (proposed.data as { blocks?: unknown[] } | undefined)?.blocks ?? [];
  if (!proposed.ok || blocks.length === 0) return { text: `${proposed.text}\nNothing changed.` };
  const summary = `the plan for ${ctx.fmt.date(date, 'long')} (${blocks.length} ${blocks.length === 1 ? 'block' : 'blocks'})`;
  return {
    text: `${proposed.text}\nShall I put ${blocks.length === 1 ? 'it' : 'these'} on your planner? Say "yes" to add ${blocks.length === 1 ? 'it' : 'them'} or "no" to leave the day as it is.`,
    meta: { pending: { op: 'tool', tool: 'plan_day', input: { date, apply: true }, summary } },
  };
}

/** A task request made through the tool registry, with the same confirmations and Undo as every change. */
export async function taskTurn(ctx: AiContext, intent: TaskIntent): Promise<TurnResult> {
  switch (intent.intent) {
    case 'plan-day':
      return planDayTurn(ctx, intent.date);
    case 'next-task':
      return { text: await nextTaskReply(ctx) };
    case 'list-tasks':
      return { text: await listTasksReply(ctx, intent.today ?? false) };
    case 'add-task': {
      const r = await runTool(ctx, 'add_task', intent.task);
      return { text: r.text, meta: r.meta };
    }
    case 'complete-task': {
      const r = await runTool(ctx, 'complete_task', { task: intent.id });
      return { text: r.text, meta: r.meta };
    }
    case 'move-tasks': {
      const r = await runTool(ctx, 'move_tasks', { from: intent.from, to: intent.to });
      return { text: r.text, meta: r.meta };
    }
  }
}
