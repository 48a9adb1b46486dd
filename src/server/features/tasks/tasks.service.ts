import { todayIn } from '../../../shared/dates.js';
import { rolledOverFrom } from '../../../shared/task-lists.js';
import {
  DEFAULT_TASK_BLOCK_MINUTES,
  type CreateTaskInput,
  type ScheduleTaskInput,
  type Task,
  type TaskChange,
  type MoveTasksInput,
  type TaskMove,
  type TaskMoveBefore,
  type TaskOrderInput,
  type UpdateTaskInput,
} from '../../../shared/schemas/tasks.js';
import type { TimeBlock, TimeBlockInput } from '../../../shared/schemas/time-blocks.js';
import { AppError, notFound } from '../../errors.js';
import { UNDO_KEEP_MS } from '../../../shared/constants.js';
import { nextPage } from '../../pagination.js';
import type { Owner } from '../../plugins/session.js';
import type { TaskLinkFilter, TaskRow, TaskValues, TasksRepo } from './tasks.repo.js';
import { repeatFrom } from './task-repeat.js';
import { afterDone, effectsDto, undoEffects, type DoneEffects, type TaskLinks } from './task-done-effects.js';
import { checkLinks, checkFilter, writing } from './task-checks.js';

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
    labels: row.labels,
    parentId: row.parentId,
    milestoneIndex: row.milestoneIndex,
    pickedFor: row.pickedFor,
    position: row.position,
    blockIds: row.blockIds,
    scheduledDate: row.scheduledDate,
    rolledOverFrom: rolledOverFrom(row, today),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Makes a block for the user; the tasks feature lends it a task's id to link. */
export type CreateBlock = (user: Owner, input: TimeBlockInput & { taskId: string }) => Promise<TimeBlock>;

export type { DoneEffects, TaskLinks } from './task-done-effects.js';

const isForeignKeyError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

type TasksDeps = { repo: TasksRepo; createBlock?: CreateBlock; links?: TaskLinks; now?: () => Date };

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
    labels: input.labels ?? [],
    parentId: input.parentId ?? null,
    milestoneIndex: input.milestoneIndex ?? null,
    pickedFor: input.pickedFor ?? null,
    rrule: null,
    ...(input.rrule ? repeatFrom(input.rrule, input.dueDate, today, timezone) : {}),
  };
}

/** Whether a change needs the task as it is first: to anchor a repeat, check its links or see it checked off. */
const needsCurrent = (input: UpdateTaskInput) =>
  input.rrule || input.status !== undefined || input.parentId || input.milestoneIndex || input.goalId !== undefined;

/** Changing a task, and what checking one off (or reopening it) sets going or takes back. */
function taskChanges(deps: TasksDeps, now: () => Date, todayOf: (user: Owner) => string) {
  const { repo } = deps;
  const doneDeps = { repo, links: deps.links, now };

  /** Changes the task; checking it off also answers what that set going. */
  async function change(user: Owner, id: string, input: UpdateTaskInput): Promise<{ task: Task; effects: DoneEffects }> {
    const before = needsCurrent(input) ? await repo.find(user.id, id) : undefined;
    if (needsCurrent(input) && !before) throw notFound('Task');
    await checkLinks(repo, user, input, before);
    const { status, ...fields } = input;
    const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<TaskValues>;
    if (input.goalId === null) values.milestoneIndex = null;
    if (input.rrule && before)
      Object.assign(values, repeatFrom(input.rrule, input.dueDate === undefined ? before.dueDate : input.dueDate, todayOf(user), user.timezone));
    const reopening = before?.status === 'done' && status === 'open';
    if (reopening) values.doneEffects = null;
    let row = await writing(() => repo.update(user.id, id, values, status, now()));
    if (!row) throw notFound('Task');
    const checkedOff = before?.status === 'open' && row.status === 'done';
    const effects = checkedOff ? await afterDone(doneDeps, user, row) : {};
    if (checkedOff && Object.keys(effects).length > 0) row = (await repo.update(user.id, id, { doneEffects: effects }, undefined, now())) ?? row;
    return { task: toTaskDto(row, todayOf(user)), effects };
  }

  /** Undo of a check-off: the task open again and what checking it off set going taken back. */
  async function undoDone(user: Owner, id: string): Promise<Task> {
    const before = await repo.find(user.id, id);
    if (!before) throw notFound('Task');
    if (before.status !== 'done' || !before.completedAt || now().getTime() - before.completedAt.getTime() > UNDO_KEEP_MS)
      throw new AppError(409, 'Only a task checked off in the last 10 minutes can be undone: reopen it instead');
    const row = await repo.update(user.id, id, { doneEffects: null }, 'open', now());
    if (!row) throw notFound('Task');
    await undoEffects(doneDeps, user, before.doneEffects ?? {});
    return toTaskDto(row, todayOf(user));
  }

  return { change, undoDone };
}

export function createTasksService(deps: TasksDeps) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const todayOf = (user: Owner) => todayIn(user.timezone, now());
  const { change, undoDone } = taskChanges(deps, now, todayOf);

  return {
    /** The open tasks in plan order, "today" being the user's own date; `filter` keeps those of a person or goal. */
    async listOpen(user: Owner, filter: TaskLinkFilter = {}): Promise<Task[]> {
      await checkFilter(repo, user, filter);
      const today = todayIn(user.timezone, now());
      return (await repo.listOpen(user.id, today, filter)).map((row) => toTaskDto(row, today));
    },

    /**
     * The open tasks on the plan of `date` (the user's today when left out), in plan order: due that day or earlier,
     * picked for it, or with a block on it. Every list of today's tasks, Plan my day, the shutdown and the assistant
     * read this one definition.
     */
    async onPlanOf(user: Owner, date?: string, filter: TaskLinkFilter = {}): Promise<Task[]> {
      await checkFilter(repo, user, filter);
      const today = todayOf(user);
      return (await repo.onPlanOf(user.id, date ?? today, today, filter)).map((row) => toTaskDto(row, today));
    },

    /** The tasks checked off on `date` (the user's calendar), newest first. */
    async doneOn(user: Owner, date: string): Promise<Task[]> {
      const today = todayOf(user);
      return (await repo.doneOn(user.id, date, user.timezone)).map((row) => toTaskDto(row, today));
    },

    /** Makes `ids` the open tasks picked for `date`; 404 naming `picks` when one is not the user's open task. */
    async setPicks(user: Owner, date: string, ids: string[]): Promise<void> {
      if (!(await repo.setPicks(user.id, date, ids)))
        throw new AppError(404, 'Task not found', [{ path: 'picks', message: 'Every pick must be one of your open tasks' }]);
    },

    /**
     * Moves open tasks off the day `from` (today when left out) onto `to`: picked for `to`, due `to` when due before it,
     * their blocks on `from` unlinked. Answers them as moved and how they were, for the Undo.
     */
    async move(user: Owner, input: MoveTasksInput): Promise<TaskMove> {
      const today = todayOf(user);
      const from = input.from ?? today;
      if (from >= input.to) throw new AppError(400, 'A task moves to a later day', [{ path: 'to', message: 'Must be after the day the tasks leave' }]);
      const before = await repo.move(user.id, input.ids, from, input.to);
      if (!before) throw new AppError(404, 'Task not found', [{ path: 'ids', message: 'Every id must be one of your open tasks' }]);
      const moved = await Promise.all(input.ids.map((id) => repo.find(user.id, id)));
      return { tasks: moved.filter((row) => row !== undefined).map((row) => toTaskDto(row, today)), before };
    },

    /** Undo of a move: each task's due date, pick and unlinked blocks as they were. */
    async undoMove(user: Owner, before: readonly TaskMoveBefore[]): Promise<Task[]> {
      await repo.undoMove(user.id, before);
      const today = todayOf(user);
      const rows = await Promise.all(before.map((b) => repo.find(user.id, b.id)));
      return rows.filter((row) => row !== undefined).map((row) => toTaskDto(row, today));
    },

    /** Undo of a check-off in the last 10 minutes: open again, and what it set going taken back. */
    undoDone,

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
