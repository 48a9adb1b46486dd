import { TASK_LINK_ANY, type UpdateTaskInput } from '../../../shared/schemas/tasks.js';
import { AppError } from '../../errors.js';
import type { Owner } from '../../plugins/session.js';
import type { TaskLinkFilter, TaskRow, TasksRepo } from './tasks.repo.js';

const goalMissing = () => new AppError(404, 'Goal not found', [{ path: 'goalId', message: 'No goal with this id' }]);
const personMissing = () => new AppError(404, 'Relationship not found', [{ path: 'relationshipId', message: 'No person with this id' }]);
const parentMissing = () => new AppError(404, 'Task not found', [{ path: 'parentId', message: 'No task with this id' }]);
const badStep = (message: string) => new AppError(400, `parentId: ${message}`, [{ path: 'parentId', message }]);

/** A goal, person or parent deleted between the check and the write breaks the foreign key: the same 404 as a missing one. */
function linkGone(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  if (code !== '23503') return null;
  const constraint = e.constraint ?? e.cause?.constraint ?? '';
  if (constraint.includes('parent')) return parentMissing();
  return constraint.includes('goal') ? goalMissing() : personMissing();
}

/** A write whose goal, person or parent went in the meantime answers the same 404 as a missing one. */
export async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw linkGone(error) ?? error;
  }
}

/** One level of steps: the parent is the user's task, not a step itself, and a task with steps does not become one. */
async function checkParent(repo: TasksRepo, user: Owner, parentId: string, current?: TaskRow): Promise<void> {
  if (current && parentId === current.id) throw badStep('A task cannot be a step of itself');
  const parent = await repo.stepShape(user.id, parentId);
  if (!parent) throw parentMissing();
  if (parent.parentId !== null) throw badStep('That task is a step itself: steps go one level deep');
  if (current && (await repo.stepShape(user.id, current.id))?.hasSteps) throw badStep('This task has steps of its own, so it cannot become a step');
}

/**
 * What the task would link to must be the user's own (404 naming the field otherwise), its parent a task that can hold
 * steps, and a milestone needs a goal. `current` is the task being changed, absent for a new one.
 */
export async function checkLinks(repo: TasksRepo, user: Owner, input: UpdateTaskInput, current?: TaskRow): Promise<void> {
  if (input.goalId && !(await repo.ownsGoal(user.id, input.goalId))) throw goalMissing();
  if (input.relationshipId && !(await repo.ownsRelationship(user.id, input.relationshipId))) throw personMissing();
  if (input.parentId) await checkParent(repo, user, input.parentId, current);
  const goalId = input.goalId === undefined ? (current?.goalId ?? null) : input.goalId;
  if (input.milestoneIndex && !goalId) {
    throw new AppError(400, 'milestoneIndex: A milestone belongs to a goal: link the task to a goal first', [
      { path: 'milestoneIndex', message: 'A milestone belongs to a goal: link the task to a goal first' },
    ]);
  }
}

/** A list filtered by a person or goal names one of the user's own (or `any`): 404 naming the field otherwise. */
export async function checkFilter(repo: TasksRepo, user: Owner, { relationshipId, goalId }: TaskLinkFilter): Promise<void> {
  const one = (id?: string) => (id === TASK_LINK_ANY ? undefined : id);
  await checkLinks(repo, user, { relationshipId: one(relationshipId), goalId: one(goalId) });
}
