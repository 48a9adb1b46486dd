import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';
import { todayIn } from '../../../shared/dates.js';
import {
  allMilestones,
  completedMilestonesFor,
  endDateFor,
  milestoneProgress,
  progressSourceOf,
  withMilestone,
  withMilestonesDone,
  type MilestoneValues,
} from '../../../shared/goals.js';
import type { CreateGoalInput, Goal, Milestone, UpdateGoalInput, UpdateMilestoneInput } from '../../../shared/schemas/goals.js';
import { AppError, notFound } from '../../errors.js';
import type { Owner } from '../../plugins/session.js';
import { toGoalDto } from '../../db/planner-dto.js';
import type { GoalValues, GoalsRepo } from './goals.repo.js';

const progressFromMilestones = () =>
  new AppError(409, 'This goal’s progress comes from its milestones: tick them instead', [
    { path: 'progress', message: 'Progress follows the ticked milestones once one is named or ticked' },
  ]);

/** A milestone changed as the input says; ticking keeps the time it was first ticked. */
function changedMilestone(current: MilestoneValues, input: UpdateMilestoneInput, at: Date): MilestoneValues {
  return {
    index: current.index,
    title: input.title === undefined ? current.title : input.title || null,
    dueDate: input.dueDate === undefined ? current.dueDate : input.dueDate,
    doneAt: input.done === undefined ? current.doneAt : input.done ? (current.doneAt ?? at.toISOString()) : null,
  };
}

export function createGoalsService(deps: { repo: GoalsRepo; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const today = (user: Owner) => todayIn(user.timezone, now());

  return {
    /** Active goals first by end date, then completed ones. */
    async list(user: Owner): Promise<Goal[]> {
      const t = today(user);
      return (await repo.list(user.id)).map((row) => toGoalDto(row, t));
    },

    /** Every goal, soonest end first, as plain values (dates as stored, milestones and progress). */
    byEndDate(user: Owner) {
      return repo.byEndDate(user.id);
    },

    /** The client's endDate, totalMilestones and completedMilestones are ignored: they follow from the other fields. */
    async create(user: Owner, input: CreateGoalInput): Promise<Goal> {
      const t = today(user);
      const startDate = input.startDate ?? t;
      const progress = input.progress ?? 0;
      const row = await repo.insert(user.id, {
        title: input.title,
        category: input.category,
        timeframe: input.timeframe,
        description: input.description ?? '',
        startDate,
        endDate: endDateFor(startDate, input.timeframe),
        progress,
        totalMilestones: MILESTONES_PER_GOAL,
        completedMilestones: completedMilestonesFor(progress),
      });
      return toGoalDto(row, t);
    },

    async update(user: Owner, id: string, input: UpdateGoalInput): Promise<Goal> {
      const row = await repo.update(user.id, id, (current) => {
        const values: Partial<GoalValues> = {};
        if (input.title !== undefined) values.title = input.title;
        if (input.category !== undefined) values.category = input.category;
        if (input.description !== undefined) values.description = input.description ?? '';
        if (input.startDate !== undefined || input.timeframe !== undefined) {
          values.startDate = input.startDate ?? current.startDate;
          values.timeframe = input.timeframe ?? current.timeframe;
          values.endDate = endDateFor(values.startDate, values.timeframe);
        }
        if (input.progress !== undefined && input.progress !== current.progress) {
          if (progressSourceOf(current.milestones) === 'milestones') throw progressFromMilestones();
          values.progress = input.progress;
          values.completedMilestones = completedMilestonesFor(input.progress);
        }
        return values;
      });
      if (!row) throw notFound('Goal');
      return toGoalDto(row, today(user));
    },

    /** The goal's 12 milestones; 404 when it is not the user's goal. */
    async milestones(user: Owner, id: string): Promise<Milestone[]> {
      const row = await repo.find(user.id, id);
      if (!row) throw notFound('Goal');
      return allMilestones(row.milestones);
    },

    /**
     * Names, dates or ticks one milestone. Once any is named or ticked the goal's progress is the ticked ones ÷ 12;
     * answers the goal as it is then, and the milestone as it was (for an Undo).
     */
    async updateMilestone(user: Owner, id: string, index: number, input: UpdateMilestoneInput): Promise<{ goal: Goal; before: MilestoneValues }> {
      let before: MilestoneValues | undefined;
      const row = await repo.update(user.id, id, (current) => {
        before = allMilestones(current.milestones)[index - 1]!;
        const milestones = withMilestone(current.milestones, changedMilestone(before, input, now()));
        return progressSourceOf(milestones) === 'milestones' ? { milestones, ...milestoneProgress(milestones) } : { milestones };
      });
      if (!row || !before) throw notFound('Goal');
      return { goal: toGoalDto(row, today(user)), before };
    },

    /** Ticks or unticks milestones in order until `count` are done; the goal's progress follows them. */
    async setMilestonesDone(user: Owner, id: string, count: number): Promise<Goal> {
      const row = await repo.update(user.id, id, (current) => {
        const milestones = withMilestonesDone(current.milestones, count, now().toISOString());
        return { milestones, ...milestoneProgress(milestones) };
      });
      if (!row) throw notFound('Goal');
      return toGoalDto(row, today(user));
    },

    async remove(user: Owner, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id, now()))) throw notFound('Goal');
    },

    /** Undo of a delete: the same goal (id, fields, timestamps). */
    async restore(user: Owner, id: string): Promise<Goal> {
      const outcome = await repo.restore(user.id, id, now());
      if (outcome === 'missing') throw notFound('Deleted goal');
      if (outcome === 'exists') throw new AppError(409, 'Goal already exists');
      const row = await repo.find(user.id, id);
      if (!row) throw notFound('Goal');
      return toGoalDto(row, today(user));
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
