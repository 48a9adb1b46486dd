import { PLAN_UNDO_KEPT_REASONS, type PlanUndo } from '../../../shared/schemas/plan.js';

/** A block as plan my day made it. */
export interface AppliedBlock {
  id: string;
  taskId: string;
  title: string;
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
}

/** A block of the plan as it is now, with whether its task is done. */
export type CurrentBlock = Omit<AppliedBlock, 'taskId'> & { taskId: string | null; category: string; rrule: string | null; taskDone: boolean };

const unchanged = (made: AppliedBlock, now: CurrentBlock) =>
  now.category === 'focus' &&
  now.rrule === null &&
  now.taskId === made.taskId &&
  now.title === made.title &&
  now.date === made.date &&
  now.hour === made.hour &&
  now.minute === made.minute &&
  now.durationMinutes === made.durationMinutes;

/**
 * What an Undo of an applied plan does with each block it made: a block as it was made goes; one the user has
 * changed since (moved, retitled, made to repeat, unlinked) or whose task is done stays, said with why; one already
 * deleted is gone.
 */
export function sortForUndo(made: AppliedBlock[], current: CurrentBlock[]): Omit<PlanUndo, 'restored'> {
  const byId = new Map(current.map((b) => [b.id, b]));
  const result: Omit<PlanUndo, 'restored'> = { removed: [], kept: [], gone: [] };
  for (const block of made) {
    const now = byId.get(block.id);
    if (!now) result.gone.push(block.id);
    else if (!unchanged(block, now)) result.kept.push({ id: block.id, title: now.title, reason: PLAN_UNDO_KEPT_REASONS.changed });
    else if (now.taskDone) result.kept.push({ id: block.id, title: now.title, reason: PLAN_UNDO_KEPT_REASONS.done });
    else result.removed.push(block.id);
  }
  return result;
}
