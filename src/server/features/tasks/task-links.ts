import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';
import { allMilestones, completedMilestonesFor, progressForMilestones, progressSourceOf } from '../../../shared/goals.js';
import { AppError } from '../../errors.js';
import type { GoalsService } from '../goals/index.js';
import type { RelationshipsService } from '../relationships/index.js';
import type { TaskLinks } from './task-done-effects.js';

const gone = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/** Runs a change of a linked person or goal; undefined when it was deleted in the meantime. */
async function unlessGone<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (gone(error)) return undefined;
    throw error;
  }
}

/** A task's person and goal, changed through the relationships and goals services as their own pages change them. */
export function createTaskLinks({ people, goals }: { people: RelationshipsService; goals: GoalsService }): TaskLinks {
  return {
    async logContact(user, relationshipId, input) {
      const person = await people.person(user, relationshipId);
      if (!person) return undefined;
      const logged = await unlessGone(() => people.logInteraction(user, relationshipId, input));
      return logged && { id: logged.id, lastContactBefore: person.lastContact };
    },
    async unlogContact(user, relationshipId, id, lastContactBefore) {
      return (await unlessGone(() => people.removeInteraction(user, relationshipId, id, lastContactBefore))) !== undefined;
    },
    async advanceGoal(user, goalId, index) {
      const goal = (await goals.byEndDate(user)).find((g) => g.id === goalId);
      if (!goal) return undefined;
      const milestones = allMilestones(goal.milestones);
      const byMilestones = index !== undefined || progressSourceOf(goal.milestones) === 'milestones';
      if (byMilestones) {
        const tick = index ?? milestones.find((m) => m.doneAt === null)?.index;
        if (tick === undefined || milestones[tick - 1].doneAt !== null) return undefined;
        const changed = await unlessGone(() => goals.updateMilestone(user, goalId, tick, { done: true }));
        return changed && { progressBefore: goal.progress, completedMilestones: changed.goal.completedMilestones, milestoneIndex: tick };
      }
      if (goal.completedMilestones >= MILESTONES_PER_GOAL) return undefined;
      const progress = progressForMilestones(goal.completedMilestones + 1);
      const changed = await unlessGone(() => goals.update(user, goalId, { progress }));
      return changed && { progressBefore: goal.progress, completedMilestones: completedMilestonesFor(progress) };
    },
    async unadvanceGoal(user, goal) {
      if (goal.milestoneIndex !== undefined) {
        const unticked = await unlessGone(() => goals.updateMilestone(user, goal.id, goal.milestoneIndex!, { done: false }));
        // With no milestone named or ticked any more, the percentage counts again: as it was before.
        if (!unticked || unticked.goal.progressSource === 'milestones') return;
      }
      try {
        await goals.update(user, goal.id, { progress: goal.progressBefore });
      } catch (error) {
        // Gone, or its progress has come from milestones since: nothing to put back.
        if (!(error instanceof AppError) || ![404, 409].includes(error.statusCode)) throw error;
      }
    },
  };
}
