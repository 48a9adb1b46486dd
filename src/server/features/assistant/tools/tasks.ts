import { z } from 'zod';
import { isoDateSchema, text } from '../../../../shared/schemas/common.js';
import { planDayBodySchema, type PlanDay } from '../../../../shared/schemas/plan.js';
import { createTaskSchema, TASK_TITLE_MAX, updateTaskSchema, type Task } from '../../../../shared/schemas/tasks.js';
import { dayWords, lengthWords } from '../actions.js';
import { words } from '../facts.js';
import type { AiContext } from '../provider.js';
import { completeTaskAction, dueWords, taskLine } from '../task-actions.js';
import { findTask } from '../understand/task-match.js';
import { listNames } from '../wording.js';
import { limitWords, planBody, planLimitsShape, withinMinutes } from './plan-limits.js';
import { tool, toolMap, type ToolOutcome } from './tool.js';

/** A task as a model or an MCP client reads it. */
const taskData = (t: Task) => ({
  id: t.id,
  title: t.title,
  status: t.status,
  dueDate: t.dueDate,
  priority: t.priority,
  estimateMinutes: t.estimateMinutes,
  scheduledDate: t.scheduledDate,
  rolledOverFrom: t.rolledOverFrom,
  goalId: t.goalId,
  relationshipId: t.relationshipId,
  repeats: t.rrule,
  notes: t.notes,
  completedAt: t.completedAt,
});

/** The open tasks "move my tasks" means: due on or before the day, or rolled over to it. */
const movable = (tasks: Task[], from: string) => tasks.filter((t) => (t.dueDate !== null && t.dueDate <= from) || t.rolledOverFrom !== null);

const moveTasksSchema = z.object({
  to: isoDateSchema.describe('The new due date, yyyy-MM-dd'),
  from: isoDateSchema.optional().describe('Move the open tasks due on or before this date (today when left out), with those rolled over'),
});

/** ", high priority, about 30 minutes": what a new task carries besides its title and day. */
function taskDetails(ctx: AiContext, t: { priority?: string; estimateMinutes?: number | null }): string {
  return [
    ...(t.priority && t.priority !== 'normal' ? [`${t.priority} priority`] : []),
    ...(t.estimateMinutes ? [`about ${lengthWords(ctx, t.estimateMinutes)}`] : []),
  ]
    .map((p) => `, ${p}`)
    .join('');
}

/** What changes of a task, in words: "due Friday 13 March", "high priority", "estimate 1 hour 15 minutes", "renamed …". */
function changeWords(ctx: AiContext, v: { dueDate?: string | null; priority?: string; estimateMinutes?: number | null; title?: string }): string[] {
  return [
    ...(v.dueDate !== undefined ? [v.dueDate ? `due ${dayWords(ctx, v.dueDate)}` : 'no due date'] : []),
    ...(v.priority !== undefined ? [`${v.priority} priority`] : []),
    ...(v.estimateMinutes !== undefined ? [v.estimateMinutes ? `estimate ${lengthWords(ctx, v.estimateMinutes)}` : 'no estimate'] : []),
    ...(v.title !== undefined ? [`renamed "${v.title}"`] : []),
  ];
}

/** The plan in words: each block's time and title, what did not fit and why, and the plan's notes. */
export function planText(ctx: AiContext, plan: PlanDay, titles: Map<string, string>, applied: boolean): string {
  const when = dayWords(ctx, plan.date);
  if (plan.blocks.length === 0 && plan.unplaced.length === 0)
    return `There are no open tasks to plan for ${when}: each one has a block already, or the list is empty.`;
  const lines = plan.blocks.map((b) => {
    const start = b.hour * 60 + b.minute;
    return `• ${ctx.fmt.hourRange(start / 60, (start + b.durationMinutes) / 60)} ${b.title}`;
  });
  const head = plan.blocks.length
    ? applied
      ? `Done: I planned ${when} with ${words(ctx.fmt).plural(plan.blocks.length, 'block')}, each linked to its task:`
      : `Here is a plan for ${when}:`
    : `None of your open tasks fits in the free time of ${when}.`;
  const unplaced = plan.unplaced.map((u) => `• "${titles.get(u.taskId) ?? 'A task'}" was left out: ${u.reason}`);
  return [head, ...lines, ...unplaced, ...plan.notes].join('\n');
}

/** The tools for the user's tasks: reading the list, adding one, checking one off, moving them, planning a day. */
export const TASK_TOOLS = toolMap(
  tool({
    name: 'list_tasks',
    description:
      "The user's open tasks in plan order (due today or earlier first, then by priority, then due date), or with status done their latest done tasks, newest first. Each has its due date, priority, estimate and the date of its latest block.",
    input: z.object({ status: z.enum(['open', 'done']).default('open').describe('open (default) or done') }),
    write: false,
    destructive: false,
    async run(ctx, input) {
      const tasks = input.status === 'done' ? await ctx.data.doneTasks() : await ctx.data.openTasks();
      return {
        ok: true,
        text: `${words(ctx.fmt).plural(tasks.length, `${input.status} task`)}.`,
        data: { today: ctx.today, tasks: tasks.map(taskData) },
      };
    },
  }),
  tool({
    name: 'add_task',
    description:
      'Adds a task: a thing to do with no time of day (a time of day makes a time block instead, with add_block). `dueDate` yyyy-MM-dd or none (the inbox); `estimateMinutes` 5-720 in steps of 5; `priority` high, normal or low; optional goalId and relationshipId (a person) from get_goals and get_people; `rrule` (RFC 5545) makes it repeat.',
    input: createTaskSchema,
    write: true,
    destructive: false,
    preview: async (ctx, input) => `Add the task "${input.title}"${dueWords(ctx, input.dueDate ?? null)}${taskDetails(ctx, input)}`,
    async run(ctx, input): Promise<ToolOutcome> {
      const task = await ctx.data.addTask(input);
      return {
        ok: true,
        text: `Done: I added the task "${task.title}"${dueWords(ctx, task.dueDate)}.${task.rrule ? ' It repeats.' : ''}`,
        data: taskData(task),
        meta: { undo: [{ op: 'delete-task', id: task.id }] },
      };
    },
  }),
  tool({
    name: 'complete_task',
    description:
      "Checks off one open task, by its id or words of its title. A person's task also logs the contact with them; the last open task of a goal advances the goal one milestone.",
    input: z.object({
      task: text({ error: 'Name the task' })
        .trim()
        .min(1, { error: 'Name the task' })
        .max(TASK_TITLE_MAX)
        .describe("The task's id (from list_tasks) or words of its title"),
    }),
    write: true,
    destructive: false,
    async run(ctx, input): Promise<ToolOutcome> {
      const open = await ctx.data.openTasks();
      const byId = open.find((t) => t.id === input.task);
      const match = byId ? { task: byId } : findTask(open, input.task);
      if ('none' in match) return { ok: false, text: `There is no open task called "${input.task}"; nothing changed.` };
      if ('many' in match)
        return {
          ok: false,
          text: `More than one open task matches "${input.task}": ${listNames(match.many.map((t) => `"${t.title}"`))}. Which one? Nothing changed.`,
        };
      return completeTaskAction(ctx, match.task);
    },
    preview: async (ctx, input) => `Check off "${(await ctx.data.openTasks()).find((t) => t.id === input.task)?.title ?? input.task}"`,
  }),
  tool({
    name: 'update_task',
    description:
      "Changes an open task's due date (yyyy-MM-dd, or null for none), priority (high, normal or low), estimate (minutes, 5-720 in steps of 5) or title; fields left out are kept. The task by its id or words of its title.",
    input: updateTaskSchema
      .pick({ dueDate: true, priority: true, estimateMinutes: true, title: true })
      .extend({
        task: text({ error: 'Name the task' })
          .trim()
          .min(1, { error: 'Name the task' })
          .max(TASK_TITLE_MAX)
          .describe("The task's id (from list_tasks) or words of its title"),
      })
      .refine((v) => v.dueDate !== undefined || v.priority !== undefined || v.estimateMinutes !== undefined || v.title !== undefined, {
        error: 'Give a due date, priority, estimate or title to change',
        path: ['dueDate'],
      }),
    write: true,
    destructive: false,
    async preview(ctx, input) {
      const task = (await ctx.data.openTasks()).find((t) => t.id === input.task);
      return `Change "${task?.title ?? input.task}": ${changeWords(ctx, input).join(', ')}`;
    },
    async run(ctx, input): Promise<ToolOutcome> {
      const open = await ctx.data.openTasks();
      const byId = open.find((t) => t.id === input.task);
      const match = byId ? { task: byId } : findTask(open, input.task);
      if ('none' in match) return { ok: false, text: `There is no open task called "${input.task}"; nothing changed.` };
      if ('many' in match)
        return {
          ok: false,
          text: `More than one open task matches "${input.task}": ${listNames(match.many.map((t) => `"${t.title}"`))}. Which one? Nothing changed.`,
        };
      const { task: _task, ...values } = input;
      const was = match.task;
      const updated = await ctx.data.updateTask(was.id, values);
      if (!updated) return { ok: false, text: `I couldn't find the task "${was.title}" any more; nothing changed.` };
      const before = {
        ...(values.dueDate !== undefined ? { dueDate: was.dueDate } : {}),
        ...(values.priority !== undefined ? { priority: was.priority } : {}),
        ...(values.estimateMinutes !== undefined ? { estimateMinutes: was.estimateMinutes } : {}),
        ...(values.title !== undefined ? { title: was.title } : {}),
      };
      return {
        ok: true,
        text: `Done: I changed "${was.title}": ${changeWords(ctx, values).join(', ')}.`,
        data: taskData(updated),
        meta: { undo: [{ op: 'task-fields', id: was.id, before }] },
      };
    },
  }),
  tool({
    name: 'move_tasks',
    description:
      "Moves the user's open tasks due on or before a date (today when left out), and those rolled over from past days, to a new due date. Needs a confirmation.",
    input: moveTasksSchema,
    write: true,
    destructive: false,
    confirmVerb: 'move',
    async confirmation(ctx, input) {
      const tasks = movable(await ctx.data.openTasks(), input.from ?? ctx.today);
      if (tasks.length === 0) return { ok: false, text: 'There are no open tasks due then to move; nothing changed.' };
      const summary = `${tasks.length === 1 ? 'this task' : `these ${words(ctx.fmt).count(tasks.length)} tasks`} to ${dayWords(ctx, input.to)}:\n${tasks.map((t) => taskLine(ctx, t)).join('\n')}`;
      return {
        ok: true,
        text: `This will move ${summary}\nShall I go ahead? Say "yes" to move ${tasks.length === 1 ? 'it' : 'them'} or "no" to keep ${tasks.length === 1 ? 'it' : 'them'}.`,
        meta: { pending: { op: 'tool', tool: 'move_tasks', input: { ...input }, summary } },
      };
    },
    async run(ctx, input): Promise<ToolOutcome> {
      const tasks = movable(await ctx.data.openTasks(), input.from ?? ctx.today);
      const moved: Task[] = [];
      for (const t of tasks) if (await ctx.data.setTaskDue(t.id, input.to)) moved.push(t);
      if (moved.length === 0) return { ok: false, text: 'There are no open tasks due then to move; nothing changed.' };
      return {
        ok: true,
        text: `Done: I moved ${words(ctx.fmt).plural(moved.length, 'task')} to ${dayWords(ctx, input.to)}: ${listNames(moved.map((t) => `"${t.title}"`))}.`,
        meta: { undo: moved.map((t) => ({ op: 'task-due' as const, id: t.id, dueDate: t.dueDate })) },
      };
    },
  }),
  tool({
    name: 'plan_day',
    description:
      "Plans a day: places the open tasks with no block on or after `date`, most important first, in the free time of the user's workday, around blocks and busy calendar events (after a short night an hour stays free), keeping to the limits given. Without `apply` it only proposes; `apply: true` makes exactly the proposed focus blocks, linked to their tasks.",
    input: z.object({
      date: planDayBodySchema.shape.date.describe('The day to plan, yyyy-MM-dd'),
      apply: z.boolean({ error: 'Apply must be true or false' }).default(false).describe('Make the proposed blocks (false: only propose)'),
      ...planLimitsShape,
    }),
    write: true,
    destructive: false,
    async run(ctx, input): Promise<ToolOutcome> {
      const { date, apply, ...limits } = input;
      const open = await ctx.data.openTasks();
      const titles = new Map(open.map((t) => [t.id, t.title]));
      const body = planBody(limits, open);
      if (!body) return { ok: false, text: 'None of the tasks you named is open, so there is nothing to plan; nothing changed.' };
      const proposed = await ctx.data.planDay({ date, ...body });
      const kept = withinMinutes(proposed, limits);
      const keptIds = kept.map((b) => b.taskId);
      const left = proposed.blocks
        .filter((b) => !keptIds.includes(b.taskId))
        .map((b) => ({ taskId: b.taskId, title: b.title, reason: 'It would go past the time you gave for tasks' }));
      const plan =
        apply && kept.length
          ? await ctx.data.planDay({ date, ...body, apply: true, taskIds: keptIds })
          : { ...proposed, blocks: kept, unplaced: [...proposed.unplaced, ...left] };
      const applied = apply && plan.blocks.length > 0;
      const said = limitWords(ctx, limits);
      return {
        ok: true,
        text: `${planText(ctx, plan, titles, applied)}${said ? `\n${said}` : ''}`,
        data: plan,
        ...(applied ? { meta: { undo: plan.blocks.map((b) => ({ op: 'delete-block' as const, id: b.id! })) } } : {}),
      };
    },
  }),
);
