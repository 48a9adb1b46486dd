import type { Task } from '../../../shared/schemas/tasks.js';
import type { ActionResult } from './actions.js';
import { dayWords } from './actions.js';
import { words } from './facts.js';
import type { AiContext } from './provider.js';
import type { UndoStep } from './understand/state.js';

/** ", due tomorrow (Thursday 12 March)", or " to your inbox (no date)". */
export function dueWords(ctx: AiContext, dueDate: string | null): string {
  return dueDate ? `, due ${dayWords(ctx, dueDate)}` : ' to your inbox (no date)';
}

/** One line per task in a list or a confirmation: "• Call mum (due Sun 15 Mar, high)". */
export function taskLine(ctx: AiContext, t: Task): string {
  const parts = [
    ...(t.dueDate ? [`due ${words(ctx.fmt).shortDate(t.dueDate)}`] : []),
    ...(t.rolledOverFrom ? [`rolled over from ${words(ctx.fmt).shortDate(t.rolledOverFrom)}`] : []),
    ...(t.priority !== 'normal' ? [`${t.priority} priority`] : []),
  ];
  return `• ${t.title}${parts.length ? ` (${parts.join(', ')})` : ''}`;
}

/** Checks a task off; the reply says what that set going (the contact logged, the milestone), and Undo reverses all of it. */
export async function completeTaskAction(ctx: AiContext, task: Task): Promise<ActionResult> {
  const done = await ctx.data.setTaskDone(task.id, true);
  if (!done) return { ok: false, text: `I couldn't find the task "${task.title}" any more; nothing changed.` };
  const { effects } = done;
  const said = [`Done: I checked off "${task.title}".`];
  const undo: UndoStep[] = [{ op: 'reopen-task', id: task.id }];
  if (effects.interaction) {
    const person = await ctx.data.person(effects.interaction.relationshipId);
    said.push(`I logged it as contact with ${person?.name ?? 'them'} today.`);
    const { id, relationshipId, lastContactBefore } = effects.interaction;
    undo.push({ op: 'delete-interaction', id, relationshipId, lastContact: lastContactBefore });
  }
  if (effects.goal) {
    const goal = (await ctx.data.goals()).find((g) => g.id === effects.goal!.id);
    if (goal)
      said.push(`It was the last open task of "${goal.title}", so the goal moved on a milestone (${goal.completedMilestones} of ${goal.totalMilestones}).`);
    undo.push({ op: 'goal-progress', id: effects.goal.id, progress: effects.goal.progressBefore });
  }
  return { ok: true, text: said.join(' '), meta: { undo } };
}
