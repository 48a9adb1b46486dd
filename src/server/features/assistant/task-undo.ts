import { words } from './facts.js';
import type { AiContext } from './provider.js';
import type { UndoStep } from './understand/state.js';

type TaskStep = Extract<UndoStep, { op: 'delete-task' | 'reopen-task' | 'task-due' | 'task-fields' }>;

/** Reverses one step of a task change; the words for what it put back, or null when there was nothing left to. */
export async function undoTaskStep(ctx: AiContext, step: TaskStep): Promise<string | null> {
  switch (step.op) {
    case 'delete-task': {
      const task = await ctx.data.task(step.id);
      return task && (await ctx.data.removeTask(step.id)) ? `removed the task "${task.title}"` : null;
    }
    case 'reopen-task': {
      const done = await ctx.data.setTaskDone(step.id, false);
      return done ? `reopened "${done.task.title}"` : null;
    }
    case 'task-due': {
      const task = await ctx.data.setTaskDue(step.id, step.dueDate);
      return task ? `put "${task.title}" back${step.dueDate ? ` to ${words(ctx.fmt).shortDate(step.dueDate)}` : ' to no date'}` : null;
    }
    case 'task-fields': {
      const task = await ctx.data.updateTask(step.id, step.before);
      return task ? `put "${task.title}" back as it was` : null;
    }
  }
}
