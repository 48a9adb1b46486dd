import { todayIn } from '../../../shared/dates.js';
import type { InteractionType } from '../../../shared/schemas/relationships.js';
import type { TaskDoneEffects } from '../../../shared/schemas/tasks.js';
import { interactionTypeOfTask } from '../../../shared/task-done.js';
import type { Owner } from '../../plugins/session.js';
import type { TaskRow, TasksRepo } from './tasks.repo.js';
import { nextRepeat } from './task-repeat.js';

/** What checking a task off did beyond the task itself, so it can be reversed: the next repeat, the contact, the goal. */
export interface DoneEffects {
  nextTaskId?: string;
  interaction?: { id: string; relationshipId: string; lastContactBefore: string | null; type: InteractionType; date: string };
  /** The goal's progress before, its milestones done after, and the milestone ticked when one was. */
  goal?: { id: string; progressBefore: number; completedMilestones: number; milestoneIndex?: number };
}

/** What checking off set going, as the answer says it. */
export function effectsDto({ interaction, goal }: DoneEffects): TaskDoneEffects | undefined {
  if (!interaction && !goal) return undefined;
  return {
    ...(interaction && {
      contactLogged: { relationshipId: interaction.relationshipId, interactionId: interaction.id, type: interaction.type, date: interaction.date },
    }),
    ...(goal && {
      milestoneReached: {
        goalId: goal.id,
        completedMilestones: goal.completedMilestones,
        ...(goal.milestoneIndex !== undefined && { milestoneIndex: goal.milestoneIndex }),
      },
    }),
  };
}

/** The person and goal a task links to, as their own features change them. */
export interface TaskLinks {
  /** Logs that the user was in touch with the person; undefined when the person is gone. */
  logContact(
    user: Owner,
    relationshipId: string,
    input: { date: string; type: InteractionType; notes: string },
  ): Promise<{ id: string; lastContactBefore: string | null } | undefined>;
  /** Takes a logged contact back, the person's last contact as it was; false when it is gone. */
  unlogContact(user: Owner, relationshipId: string, id: string, lastContactBefore: string | null): Promise<boolean>;
  /**
   * Advances the goal: ticks its milestone `index` (or, without one, the next milestone: the first not ticked when the
   * goal's progress comes from milestones, else one more twelfth of progress). Undefined when the goal is gone or
   * there is nothing left to tick.
   */
  advanceGoal(
    user: Owner,
    goalId: string,
    index?: number,
  ): Promise<{ progressBefore: number; completedMilestones: number; milestoneIndex?: number } | undefined>;
  /** Takes an advance back: unticks the milestone it ticked, or puts the progress back. */
  unadvanceGoal(user: Owner, goal: NonNullable<DoneEffects['goal']>): Promise<void>;
}

type DoneDeps = { repo: TasksRepo; links?: TaskLinks; now: () => Date };

/**
 * What checking a task off sets going: a repeating task's next one; a person's task logs the contact with them; a
 * task linked to a milestone ticks it, and the last open task of a goal advances the goal.
 */
export async function afterDone({ repo, links, now }: DoneDeps, user: Owner, row: TaskRow): Promise<DoneEffects> {
  const effects: DoneEffects = {};
  const today = todayIn(user.timezone, now());
  if (row.rrule) {
    const next = nextRepeat({ rrule: row.rrule, dueDate: row.dueDate }, today, user.timezone);
    if (next) {
      const { title, notes, estimateMinutes, priority, lifeArea, goalId, relationshipId, labels, parentId } = row;
      const made = await repo.insert(user.id, { title, notes, estimateMinutes, priority, lifeArea, goalId, relationshipId, labels, parentId, ...next }, now());
      effects.nextTaskId = made.id;
    }
  }
  if (!links) return effects;
  if (row.relationshipId) {
    const type = interactionTypeOfTask(row.title);
    const logged = await links.logContact(user, row.relationshipId, { date: today, type, notes: row.title });
    if (logged) effects.interaction = { id: logged.id, relationshipId: row.relationshipId, lastContactBefore: logged.lastContactBefore, type, date: today };
  }
  if (row.goalId && (row.milestoneIndex !== null || (await repo.openCountForGoal(user.id, row.goalId)) === 0)) {
    const advanced = await links.advanceGoal(user, row.goalId, row.milestoneIndex ?? undefined);
    if (advanced) effects.goal = { id: row.goalId, ...advanced };
  }
  return effects;
}

/** Takes back what checking a task off set going: the next repeat (while untouched and open), the contact, the goal. */
export async function undoEffects({ repo, links }: DoneDeps, user: Owner, effects: DoneEffects): Promise<void> {
  if (effects.nextTaskId) await repo.removeUntouchedRepeat(user.id, effects.nextTaskId);
  if (!links) return;
  if (effects.interaction) {
    const { relationshipId, id, lastContactBefore } = effects.interaction;
    await links.unlogContact(user, relationshipId, id, lastContactBefore);
  }
  if (effects.goal) await links.unadvanceGoal(user, effects.goal);
}
