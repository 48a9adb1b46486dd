import { todayIn } from '../../../shared/dates.js';
import { rolledOverFrom } from '../../../shared/task-lists.js';
import {
  DEFAULT_TASK_BLOCK_MINUTES,
  TASK_LINK_ANY,
  type CreateTaskInput,
  type ScheduleTaskInput,
  type Task,
  type TaskChange,
  type TaskDoneEffects,
  type TaskOrderInput,
  type UpdateTaskInput,
} from '../../../shared/schemas/tasks.js';
import type { TimeBlock, TimeBlockInput } from '../../../shared/schemas/time-blocks.js';
import { AppError, notFound } from '../../errors.js';
import { nextPage } from '../../pagination.js';
import type { Owner } from '../../plugins/session.js';
import type { TaskLinkFilter, TaskRow, TaskValues, TasksRepo } from './tasks.repo.js';
import { nextRepeat, repeatFrom } from './task-repeat.js';
import { interactionTypeOfTask } from '../../../shared/task-done.js';
import { completedMilestonesFor } from '../../../shared/goals.js';
import type { InteractionType } from '../../../shared/schemas/relationships.js';

/** The task's answer; `today` (the user's date) tells whether an open task's last block lies behind it. */
export function toTaskDto(row: TaskRow, today: string): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    status: row.status,
    dueDate: row.dueDate,
    estimateMinutes: row.estimateMinutes,
    priority: row.priority,
    lifeArea: row.lifeArea,
    goalId: row.goalId,
    relationshipId: row.relationshipId,
    rrule: row.rrule,
    position: row.position,
    blockIds: row.blockIds,
    scheduledDate: row.scheduledDate,
    rolledOverFrom: rolledOverFrom(row, today),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const goalMissing = () => new AppError(404, 'Goal not found', [{ path: 'goalId', message: 'No goal with this id' }]);
const personMissing = () => new AppError(404, 'Relationship not found', [{ path: 'relationshipId', message: 'No person with this id' }]);

/** A goal or person deleted between the check and the write breaks the foreign key: the same 404 as a missing one. */
function linkGone(error: unknown): AppError | null {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const code = e.code ?? e.cause?.code;
  if (code !== '23503') return null;
  return (e.constraint ?? e.cause?.constraint ?? '').includes('goal') ? goalMissing() : personMissing();
}

/** Makes a block for the user; the tasks feature lends it a task's id to link. */
export type CreateBlock = (user: Owner, input: TimeBlockInput & { taskId: string }) => Promise<TimeBlock>;

/** What checking a task off did beyond the task itself, so it can be reversed: the contact logged, the milestone advanced. */
export interface DoneEffects {
  interaction?: { id: string; relationshipId: string; lastContactBefore: string | null; type: InteractionType; date: string };
  goal?: { id: string; progressBefore: number; completedMilestones: number };
}

/** What checking off set going, as the answer says it. */
function effectsDto({ interaction, goal }: DoneEffects): TaskDoneEffects | undefined {
  if (!interaction && !goal) return undefined;
  return {
    ...(interaction && {
      contactLogged: { relationshipId: interaction.relationshipId, interactionId: interaction.id, type: interaction.type, date: interaction.date },
    }),
    ...(goal && { milestoneReached: { goalId: goal.id, completedMilestones: goal.completedMilestones } }),
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
  /** Advances the goal one milestone; undefined when the goal is gone or has every milestone already. */
  advanceGoal(user: Owner, goalId: string): Promise<{ progressBefore: number } | undefined>;
}

const isForeignKeyError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

type TasksDeps = { repo: TasksRepo; createBlock?: CreateBlock; links?: TaskLinks; now?: () => Date };

/** A goal or person the task names must be the user's own: 404 naming the field otherwise. */
async function checkLinks(repo: TasksRepo, user: Owner, input: CreateTaskInput): Promise<void> {
  if (input.goalId && !(await repo.ownsGoal(user.id, input.goalId))) throw goalMissing();
  if (input.relationshipId && !(await repo.ownsRelationship(user.id, input.relationshipId))) throw personMissing();
}

/** A list filtered by a person or goal names one of the user's own (or `any`): 404 naming the field otherwise. */
async function checkFilter(repo: TasksRepo, user: Owner, { relationshipId, goalId }: TaskLinkFilter): Promise<void> {
  const one = (id?: string) => (id === TASK_LINK_ANY ? undefined : id);
  await checkLinks(repo, user, { title: '', relationshipId: one(relationshipId), goalId: one(goalId) });
}

/** A write whose goal or person went in the meantime answers the same 404 as a missing one. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw linkGone(error) ?? error;
  }
}

/** A new task's values, defaults filled in; a repeating one gets its first due date. */
function newTaskValues(input: CreateTaskInput, today: string, timezone: string): TaskValues {
  return {
    title: input.title,
    notes: input.notes ?? '',
    dueDate: input.dueDate ?? null,
    estimateMinutes: input.estimateMinutes ?? null,
    priority: input.priority ?? 'normal',
    lifeArea: input.lifeArea ?? null,
    goalId: input.goalId ?? null,
    relationshipId: input.relationshipId ?? null,
    rrule: null,
    ...(input.rrule ? repeatFrom(input.rrule, input.dueDate, today, timezone) : {}),
  };
}

/** Changing a task, and what checking one off sets going: the next repeat, the contact logged, the goal advanced. */
function taskChanges(deps: TasksDeps, now: () => Date, todayOf: (user: Owner) => string) {
  const { repo } = deps;

  /** A repeating task's next one, once this one is done. */
  async function repeatAfter(user: Owner, row: TaskRow): Promise<void> {
    if (!row.rrule) return;
    const next = nextRepeat({ rrule: row.rrule, dueDate: row.dueDate }, todayIn(user.timezone, now()), user.timezone);
    if (!next) return;
    const { title, notes, estimateMinutes, priority, lifeArea, goalId, relationshipId } = row;
    await writing(() => repo.insert(user.id, { title, notes, estimateMinutes, priority, lifeArea, goalId, relationshipId, ...next }, now()));
  }

  /**
   * What checking a task off sets going: a repeating task's next one; a person's task logs the contact with them;
   * the last open task of a goal advances the goal one milestone.
   */
  async function afterDone(user: Owner, row: TaskRow): Promise<DoneEffects> {
    await repeatAfter(user, row);
    const effects: DoneEffects = {};
    if (!deps.links) return effects;
    if (row.relationshipId) {
      const type = interactionTypeOfTask(row.title);
      const date = todayOf(user);
      const logged = await deps.links.logContact(user, row.relationshipId, { date, type, notes: row.title });
      if (logged) effects.interaction = { id: logged.id, relationshipId: row.relationshipId, lastContactBefore: logged.lastContactBefore, type, date };
    }
    if (row.goalId && (await repo.openCountForGoal(user.id, row.goalId)) === 0) {
      const advanced = await deps.links.advanceGoal(user, row.goalId);
      if (advanced)
        effects.goal = { id: row.goalId, progressBefore: advanced.progressBefore, completedMilestones: completedMilestonesFor(advanced.progressBefore) + 1 };
    }
    return effects;
  }

  /** Changes the task; checking it off also answers what that set going. */
  async function change(user: Owner, id: string, input: UpdateTaskInput): Promise<{ task: Task; effects: DoneEffects }> {
    await checkLinks(repo, user, { title: '', ...input });
    const { status, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<TaskValues>;
    const before = input.rrule || status === 'done' ? await repo.find(user.id, id) : undefined;
    if (input.rrule && before)
      Object.assign(
        values,
        repeatFrom(input.rrule, input.dueDate === undefined ? before.dueDate : input.dueDate, todayIn(user.timezone, now()), user.timezone),
      );
    const row = await writing(() => repo.update(user.id, id, values, status, now()));
    if (!row) throw notFound('Task');
    const effects = before?.status === 'open' && row.status === 'done' ? await afterDone(user, row) : {};
    return { task: toTaskDto(row, todayOf(user)), effects };
  }

  return change;
}

export function createTasksService(deps: TasksDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const todayOf = (user: Owner) => todayIn(user.timezone, now());
  const change = taskChanges(deps, now, todayOf);

  return {
    /** The open tasks in plan order, "today" being the user's own date; `filter` keeps those of a person or goal. */
    async listOpen(user: Owner, filter: TaskLinkFilter = {}): Promise<Task[]> {
      await checkFilter(repo, user, filter);
      const today = todayIn(user.timezone, now());
      return (await repo.listOpen(user.id, today, filter)).map((row) => toTaskDto(row, today));
    },

    /** For a review: the tasks due or done from `from` to `to`, and how many of them were done then. */
    weekTally(user: Owner, from: string, to: string): Promise<{ planned: number; finished: number }> {
      return repo.weekTally(user.id, from, to, user.timezone);
    },

    async listDone(user: Owner, before?: string, filter: TaskLinkFilter = {}): Promise<Task[]> {
      await checkFilter(repo, user, filter);
      const rows = await nextPage({
        rows: await repo.listDone(user.id, before, filter),
        before,
        cursorExists: (id) => repo.doneExists(user.id, id),
        what: 'Task',
      });
      return rows.map((row) => toTaskDto(row, todayOf(user)));
    },

    /** Puts one list's open tasks in the user's order; 404 naming the ids when one is not the user's open task. */
    async reorder(user: Owner, input: TaskOrderInput): Promise<Task[]> {
      if (!(await repo.reorder(user.id, input.ids))) {
        throw new AppError(404, 'Task not found', [{ path: 'ids', message: 'Every id must be one of your open tasks' }]);
      }
      const today = todayOf(user);
      return (await repo.listOpen(user.id, today)).map((row) => toTaskDto(row, today));
    },

    async create(user: Owner, input: CreateTaskInput): Promise<Task> {
      await checkLinks(repo, user, input);
      const values = newTaskValues(input, todayIn(user.timezone, now()), user.timezone);
      return toTaskDto(await writing(() => repo.insert(user.id, values, now())), todayOf(user));
    },

    /** Changes the task; checking it off also answers the contact it logged and the milestone it reached. */
    async update(user: Owner, id: string, input: UpdateTaskInput): Promise<TaskChange> {
      const { task, effects } = await change(user, id, input);
      const said = effectsDto(effects);
      return said ? { ...task, effects: said } : task;
    },

    /** Checks the task off (or reopens it, `done: false`) and answers what that set going, for an Undo. */
    setDone(user: Owner, id: string, done = true): Promise<{ task: Task; effects: DoneEffects }> {
      return change(user, id, { status: done ? 'done' : 'open' });
    },

    /** One open task of the user's; undefined when it is not theirs or is gone. */
    async find(user: Owner, id: string): Promise<Task | undefined> {
      const row = await repo.find(user.id, id);
      return row && toTaskDto(row, todayOf(user));
    },

    async remove(user: Owner, id: string): Promise<void> {
      if (!(await repo.remove(user.id, id, now()))) throw notFound('Task');
    },

    /** A block for the task at that time, titled like it and as long as its estimate (30 minutes without one). */
    async schedule(user: Owner, id: string, input: ScheduleTaskInput): Promise<TimeBlock> {
      const task = await repo.find(user.id, id);
      if (!task || !deps.createBlock) throw notFound('Task');
      const block = {
        title: task.title,
        category: 'focus' as const,
        date: input.date,
        hour: input.hour,
        minute: input.minute ?? 0,
        durationMinutes: input.durationMinutes ?? task.estimateMinutes ?? DEFAULT_TASK_BLOCK_MINUTES,
        taskId: task.id,
      };
      try {
        return await deps.createBlock(user, block);
      } catch (error) {
        // The task was deleted between the read and the write.
        if (isForeignKeyError(error)) throw notFound('Task');
        throw error;
      }
    },

    /** Undo of a delete: the same task (id, fields, timestamps). */
    async restore(user: Owner, id: string): Promise<Task> {
      const outcome = await repo.restore(user.id, id, now());
      if (outcome === 'missing') throw notFound('Deleted task');
      if (outcome === 'exists') throw new AppError(409, 'Task already exists');
      const row = await repo.find(user.id, id);
      if (!row) throw notFound('Task');
      return toTaskDto(row, todayOf(user));
    },
  };
}

export type TasksService = ReturnType<typeof createTasksService>;
