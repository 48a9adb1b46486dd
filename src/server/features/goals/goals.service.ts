import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';
import { todayIn } from '../../../shared/dates.js';
import { completedMilestonesFor, endDateFor } from '../../../shared/goals.js';
import type { CreateGoalInput, Goal, UpdateGoalInput } from '../../../shared/schemas/goals.js';
import { notFound } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import { toGoalDto } from '../../db/planner-dto.js';
import type { GoalsRepo } from './goals.repo.js';


export function createGoalsService(deps: { repo: GoalsRepo; now?: () => Date }) {
  const { repo } = deps;
  const today = (user: UserRow) => todayIn(user.timezone, deps.now?.() ?? new Date());

  return {
    async list(user: UserRow): Promise<Goal[]> {
      const rows = await repo.list(user.id);
      const t = today(user);
      return rows.map((row) => toGoalDto(row, t));
    },

    /** The client's endDate, totalMilestones and completedMilestones are ignored: they follow from the other fields. */
    async create(user: UserRow, input: CreateGoalInput): Promise<Goal> {
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

    async update(user: UserRow, id: string, input: UpdateGoalInput): Promise<Goal> {
      const current = await repo.find(user.id, id);
      if (!current) throw notFound('Goal');
      const startDate = input.startDate ?? current.startDate;
      const timeframe = input.timeframe ?? current.timeframe;
      const progress = input.progress ?? current.progress;
      const row = await repo.update(user.id, id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.category !== undefined ? { category: input.category } : {}),
        ...(input.description !== undefined ? { description: input.description ?? '' } : {}),
        timeframe,
        startDate,
        endDate: endDateFor(startDate, timeframe),
        progress,
        totalMilestones: MILESTONES_PER_GOAL,
        completedMilestones: completedMilestonesFor(progress),
      });
      if (!row) throw notFound('Goal');
      return toGoalDto(row, today(user));
    },

    async remove(user: UserRow, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id))) throw notFound('Goal');
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
