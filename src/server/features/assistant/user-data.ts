import type { Actor, TimeBlocksService } from '../time-blocks/index.js';
import { AppError } from '../../errors.js';
import type { GoalsService } from '../goals/index.js';
import type { HealthMetricsService } from '../health-metrics/index.js';
import type { RelationshipsService } from '../relationships/index.js';
import type { DoneEffects, TasksService } from '../tasks/index.js';
import type { PlanService } from '../plan/index.js';
import type { CreateTaskInput, Task, UpdateTaskInput } from '../../../shared/schemas/tasks.js';
import type { UpdateMilestoneInput } from '../../../shared/schemas/goals.js';
import type { PlanDay, PlanDayBody } from '../../../shared/schemas/plan.js';
import type { DailyPlansService } from '../daily-plans/index.js';
import type { HealthMetricKey, HealthMetricRecord } from '../../../shared/health-metrics.js';
import type { InteractionType } from '../../../shared/schemas/relationships.js';
import type { TimeBlock, TimeBlockCategory, TimeBlockInput } from '../../../shared/schemas/time-blocks.js';
import { startMinute } from '../../../shared/time-block-constants.js';
import { DEFAULT_WORKDAY } from '../../../shared/plan-day.js';
import type { NumberBase } from '../../../shared/dozenal.js';
import type { TimeFormat } from '../../../shared/format.js';
import { progressForMilestones, progressSourceOf, type MilestoneValues } from '../../../shared/goals.js';
import { MILESTONES_PER_GOAL } from '../../../shared/constants.js';

/** Plain data the AI reads, always through the other features' services and scoped to the user. */
export interface BlockFact {
  date: string;
  hour: number;
  /** Minutes past the hour. */
  minute: number;
  title: string;
  category: TimeBlockCategory;
  /** The length in hours (durationMinutes / 60). */
  duration: number;
  durationMinutes: number;
}
/** An event of a connected or subscribed calendar: busy time the assistant reads and never changes. */
export interface BusyFact {
  date: string;
  hour: number;
  minute: number;
  durationMinutes: number;
  title: string;
  allDay: boolean;
  free: boolean;
}
/** A day's health record; null where a metric was not recorded. */
export interface HealthFact extends HealthMetricRecord {
  date: string;
}
export interface PersonFact {
  id: string;
  name: string;
  notes: string;
  lastContact: string | null;
  cadenceDays: number | null;
  birthday?: string | null;
  /** When the next contact is due (contactDueDate); null with no rhythm. */
  dueDate: string | null;
  /** When the user added them. */
  createdAt?: Date;
}
export interface InteractionFact {
  relationshipId: string;
  name: string;
  date: string;
  type: InteractionType;
  notes: string;
}
export interface GoalFact {
  id: string;
  title: string;
  category: string;
  timeframe: string;
  startDate: string;
  endDate: string;
  progress: number;
  completedMilestones: number;
  totalMilestones: number;
  /** Whether progress follows the ticked milestones (once any is named or ticked), and the milestones kept. */
  progressSource?: 'milestones' | 'percentage';
  milestones?: readonly MilestoneValues[];
  updatedAt: Date;
}

/** A day's intention (morning) and reflection (evening). */
export interface DailyPlanFact {
  date: string;
  intention: string;
  reflection: string;
}

/** A block or one occurrence of a series, with what the time-blocks service needs to change it. */
export interface BlockRow extends BlockFact {
  id: string;
  /** The date the series' rule gives this occurrence; null for a one-off block. */
  occurrence: string | null;
  rrule: string | null;
}

/** Which block, or which date of a series, a change applies to; without `occurrence` the block or the whole series. */
export interface BlockTarget {
  id: string;
  occurrence?: string;
}

/** What a change to this block or occurrence aims at: the occurrence's date, or the block itself. */
export const targetOf = (b: { id: string; occurrence?: string | null }): BlockTarget => (b.occurrence ? { id: b.id, occurrence: b.occurrence } : { id: b.id });

/** Whether a change aims at every occurrence of a series (its block, with no date named). */
export const isWholeSeries = (b: Pick<BlockRow, 'rrule'>, target: BlockTarget): boolean => b.rrule !== null && target.occurrence === undefined;

/** Planner order for the assistant: date, time, then title. */
const byDateHourTitle = (a: BlockFact, b: BlockFact) =>
  a.date === b.date ? startMinute(a) - startMinute(b) || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0) : a.date < b.date ? -1 : 1;

const toFact = ({ date, hour, minute, title, category, duration, durationMinutes }: TimeBlock): BlockFact => ({
  date,
  hour,
  minute,
  title,
  category,
  duration,
  durationMinutes,
});
const toBlockRow = (b: TimeBlock): BlockRow => ({ id: b.id, ...toFact(b), occurrence: b.occurrence, rrule: b.rrule });

/** A change the assistant makes to a block: its new date, start, length in minutes or labels. */
export type BlockValues = { date?: string; hour?: number; minute?: number; durationMinutes?: number; title?: string; category?: TimeBlockCategory };

/** The other features' services the assistant reads and changes the user's data through, built once by the app. */
export interface UserDataServices {
  blocks: TimeBlocksService;
  goals: GoalsService;
  health: HealthMetricsService;
  people: RelationshipsService;
  tasks: TasksService;
  plan: PlanService;
  dailyPlans: DailyPlansService;
  /** The events of the user's calendars (CalDAV, subscriptions, Google, Microsoft) from `from` to `to`, inclusive. */
  calendarBusy: (userId: string, from: string, to: string) => Promise<BusyFact[]>;
}

export interface UserDataOptions {
  /** The zone a series' wall-clock hours are read in. */
  timezone: string;
  /** The user's health targets, for the sleep rule of a day's plan. */
  healthTargets?: Readonly<Record<string, number>>;
  /** The user's workday ("HH:MM"), where a day's plan puts tasks. */
  workdayStart?: string;
  workdayEnd?: string;
  /** How a day's plan writes its notes. */
  numberBase?: NumberBase;
  timeFormat?: TimeFormat | null;
}

/** The service's answer, or undefined where it would be a 404. */
async function found<T>(run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/** The user's blocks and series, read and changed through the time-blocks service as the planner does. */
function blockData(service: TimeBlocksService, actor: Actor) {
  return {
    /** Blocks and occurrences of series from `from` to `to`, in (date, hour, title) order. */
    async blockRows(from: string, to: string): Promise<BlockRow[]> {
      const rows = (await service.list(actor, { from, to })).map(toBlockRow);
      return rows.sort(byDateHourTitle);
    },

    /** The block, or that occurrence of the series with its edits; undefined when it is not the user's or is gone. */
    async block(target: BlockTarget): Promise<BlockRow | undefined> {
      const block = await service.find(actor, target.id, target.occurrence);
      if (!block) return undefined;
      // The API names a series by its first date; the assistant's whole series has no occurrence.
      return target.occurrence === undefined ? { ...toBlockRow(block), occurrence: null } : toBlockRow(block);
    },

    async createBlock(values: TimeBlockInput): Promise<BlockRow> {
      return toBlockRow(await service.create(actor, values));
    },

    /** Changes the block, the whole series, or one occurrence, through the time-blocks service. */
    async updateBlock(target: BlockTarget, values: BlockValues): Promise<BlockRow | undefined> {
      const query = target.occurrence === undefined ? {} : { occurrence: target.occurrence };
      const b = await found(async () => service.update(actor, target.id, values, query));
      return b && toBlockRow(b);
    },

    /** Deletes the block or series (kept for Undo), or removes one occurrence. */
    async removeBlock(target: BlockTarget): Promise<boolean> {
      const query = target.occurrence === undefined ? {} : { occurrence: target.occurrence };
      return (await found(async () => (await service.remove(actor, target.id, query), true))) ?? false;
    },

    /** Undo of removeBlock; 'exists' when the block is back already. */
    async restoreBlock(target: BlockTarget): Promise<BlockRow | 'missing' | 'exists'> {
      const query = target.occurrence === undefined ? {} : { occurrence: target.occurrence };
      try {
        return toBlockRow(await service.restore(actor, target.id, query));
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return 'missing';
        if (error instanceof AppError && error.statusCode === 409) return 'exists';
        throw error;
      }
    },

    /** The blocks and occurrences of repeating blocks in the range, in (date, hour, title) order. */
    async blocks(from: string, to: string): Promise<BlockFact[]> {
      const blocks = await service.list(actor, { from, to });
      return blocks.map(toFact).sort(byDateHourTitle);
    },
  };
}

/** The user's tasks, and planning a day of them, through the tasks and plan services. */
function taskData(tasks: TasksService, actor: Actor, planDay: (body: PlanDayBody) => Promise<PlanDay>) {
  return {
    /** The open tasks in plan order. */
    async openTasks(): Promise<Task[]> {
      return tasks.listOpen(actor);
    },

    /** The open tasks on today's plan (due by today, picked for it, or with a block today), in plan order. */
    async todayTasks(): Promise<Task[]> {
      return tasks.onPlanOf(actor);
    },

    /** The latest done tasks, newest completion first. */
    async doneTasks(): Promise<Task[]> {
      return tasks.listDone(actor);
    },

    async task(id: string): Promise<Task | undefined> {
      return tasks.find(actor, id);
    },

    async addTask(input: CreateTaskInput): Promise<Task> {
      return tasks.create(actor, input);
    },

    /** Checks the task off or reopens it, with what checking it off set going (the contact logged, the milestone). */
    async setTaskDone(id: string, done: boolean): Promise<{ task: Task; effects: DoneEffects } | undefined> {
      return found(async () => tasks.setDone(actor, id, done));
    },

    async setTaskDue(id: string, dueDate: string | null): Promise<Task | undefined> {
      return found(async () => tasks.update(actor, id, { dueDate }));
    },

    /** Changes a task's due day, priority, estimate or title, through the tasks service. */
    async updateTask(id: string, values: UpdateTaskInput): Promise<Task | undefined> {
      return found(async () => tasks.update(actor, id, values));
    },

    /** Deletes the task (kept for Undo); its blocks stay, unlinked. */
    async removeTask(id: string): Promise<boolean> {
      return (await found(async () => (await tasks.remove(actor, id), true))) ?? false;
    },

    /** The day's plan of open tasks within the limits of `body`; `apply` makes its blocks. */
    async planDay(body: PlanDayBody): Promise<PlanDay> {
      return planDay(body);
    },

    /** The tasks due or done from `from` to `to`, and how many of them were done then. */
    async taskTally(from: string, to: string): Promise<{ planned: number; finished: number }> {
      return tasks.weekTally(actor, from, to);
    },
  };
}

/** The user's data as the assistant reads and changes it: a view of the services, scoped to one user. */
export function createUserData(services: UserDataServices, userId: string, options: UserDataOptions) {
  const { goals, health, people, tasks, plan, dailyPlans } = services;
  const planUser = {
    id: userId,
    timezone: options.timezone,
    healthTargets: { ...options.healthTargets },
    workdayStart: options.workdayStart ?? DEFAULT_WORKDAY.start,
    workdayEnd: options.workdayEnd ?? DEFAULT_WORKDAY.end,
    numberBase: options.numberBase ?? 'decimal',
    timeFormat: options.timeFormat ?? null,
  };
  const actor: Actor = { id: userId, timezone: options.timezone };
  return {
    ...blockData(services.blocks, actor),
    ...taskData(tasks, actor, (body) => plan.planDay(planUser, body)),

    async deleteInteraction(id: string, relationshipId: string, lastContact: string | null): Promise<boolean> {
      return (await found(async () => (await people.removeInteraction(actor, relationshipId, id, lastContact), true))) ?? false;
    },

    /** On a goal whose progress follows its milestones, a percentage that is a whole number of them ticks that many. */
    async setGoalProgress(id: string, progress: number): Promise<GoalFact | undefined> {
      const goal = (await goals.byEndDate(actor)).find((g) => g.id === id);
      if (!goal) return undefined;
      // A percentage that is no whole number of milestones (40 %) would change something else than was said: refused.
      const count = Math.round((progress * MILESTONES_PER_GOAL) / 100);
      const byMilestones = progressSourceOf(goal.milestones) === 'milestones' && progressForMilestones(count) === progress;
      const change = byMilestones ? () => goals.setMilestonesDone(actor, id, count) : () => goals.update(actor, id, { progress });
      if (!(await found(change))) return undefined;
      return (await this.goals()).find((g) => g.id === id);
    },

    async health(from: string, to: string): Promise<HealthFact[]> {
      return (await health.listRange(userId, { from, to })).map(({ id: _id, ...fact }) => fact);
    },

    /**
     * Records one metric of a day as measured, through the health-metrics service: that day's record gets it, or a
     * new record holds only it. Returns the value it had before (null when none).
     */
    async recordHealth(date: string, metric: HealthMetricKey, value: number | null): Promise<{ before: number | null }> {
      const record = await health.getByDate(userId, date);
      if (record) {
        await health.update(userId, { date, [metric]: value });
        return { before: record[metric] };
      }
      if (value !== null) await health.create(userId, { date, [metric]: value });
      return { before: null };
    },

    async people(): Promise<PersonFact[]> {
      return people.people(actor);
    },

    async person(id: string): Promise<PersonFact | undefined> {
      return people.person(actor, id);
    },

    async interactions(filter: { from?: string; to?: string; relationshipId?: string; limit?: number } = {}): Promise<InteractionFact[]> {
      return people.interactionsWithNames(actor, filter);
    },

    /** The days from `from` to `to` with an intention or a reflection, in date order. */
    async dailyPlans(from: string, to: string): Promise<DailyPlanFact[]> {
      return dailyPlans.range(userId, from, to);
    },

    /** The calendars' events that take time, from `from` to `to`, in date and time order. */
    async busy(from: string, to: string): Promise<BusyFact[]> {
      return (await services.calendarBusy(userId, from, to)).filter((e) => !e.free);
    },

    /** Names, dates or ticks one milestone; answers the goal as it is then and the milestone as it was. */
    async updateMilestone(id: string, index: number, values: UpdateMilestoneInput): Promise<{ goal: GoalFact; before: MilestoneValues } | undefined> {
      const done = await found(async () => goals.updateMilestone(actor, id, index, values));
      const goal = done && (await this.goals()).find((g) => g.id === id);
      return done && goal ? { goal, before: done.before } : undefined;
    },

    async goals(): Promise<GoalFact[]> {
      return (await goals.byEndDate(actor)).map((g) => ({ ...g, progressSource: progressSourceOf(g.milestones) }));
    },

    /** Records the interaction and moves lastContact forward, as the Relationships page does. */
    async logInteraction(relationshipId: string, values: { date: string; type: InteractionType; notes: string }): Promise<string | undefined> {
      return (await found(async () => people.logInteraction(actor, relationshipId, values)))?.id;
    },
  };
}

export type UserData = ReturnType<typeof createUserData>;
