import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';
import { progressForMilestones } from '../../../shared/goals.js';
import { AppError } from '../../errors.js';
import type { GoalsService } from '../goals/index.js';
import type { RelationshipsService } from '../relationships/index.js';
import type { TaskLinks } from './tasks.service.js';

const gone = (error: unknown) => error instanceof AppError && error.statusCode === 404;

/** A task's person and goal, changed through the relationships and goals services as their own pages change them. */
export function createTaskLinks({ people, goals }: { people: RelationshipsService; goals: GoalsService }): TaskLinks {
  return {
    async logContact(user, relationshipId, input) {
      const person = await people.person(user, relationshipId);
      if (!person) return undefined;
      try {
        const logged = await people.logInteraction(user, relationshipId, input);
        return { id: logged.id, lastContactBefore: person.lastContact };
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    },
    async advanceGoal(user, goalId) {
      const goal = (await goals.byEndDate(user)).find((g) => g.id === goalId);
      if (!goal || goal.completedMilestones >= MILESTONES_PER_GOAL) return undefined;
      try {
        await goals.update(user, goalId, { progress: progressForMilestones(goal.completedMilestones + 1) });
        return { progressBefore: goal.progress };
      } catch (error) {
        if (gone(error)) return undefined;
        throw error;
      }
    },
  };
}
