import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, notInArray, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { TASK_LINK_ANY, TASK_ORDER_MAX, type TaskMoveBefore } from '../../../shared/schemas/tasks.js';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import type { Placeholder } from 'drizzle-orm';
import { deleteKeepingCopy, reinsertRows, restoreDeleted, type Tx } from '../../db/deleted-items.js';
import { goals, relationships, tasks, timeBlocks } from '../../db/schema/index.js';

/**
 * A task's columns and the ids of its blocks, earliest first. The outer columns are named in full: drizzle writes a
 * lone table's columns unqualified, which inside the subquery would name the block's own.
 */
const withBlocks = {
  ...getTableColumns(tasks),
  blockIds: sql<
    string[]
  >`array(select b.id::text from ${timeBlocks} b where b.task_id = "tasks"."id" and b.user_id = "tasks"."user_id" order by b.date, b.hour, b.minute, b.id)`,
  /** The date of its latest block. */
  scheduledDate: sql<string | null>`(select max(b.date)::text from ${timeBlocks} b where b.task_id = "tasks"."id" and b.user_id = "tasks"."user_id")`,
};

export type TaskRow = typeof tasks.$inferSelect & { blockIds: string[]; scheduledDate: string | null };
export type TaskValues = Omit<typeof tasks.$inferInsert, 'id' | 'userId' | 'status' | 'completedAt' | 'createdAt' | 'updatedAt'>;

const dueByToday = sql`(${tasks.dueDate} is not null and ${tasks.dueDate} <= ${sql.placeholder('today')}::date)`;
const priorityRank = sql`case ${tasks.priority} when 'high' then 0 when 'normal' then 1 else 2 end`;

// Plan order: due today or earlier first, then the rest; in each, the user's own order (the tasks they placed by
// hand), then earliest due for those due by today, then priority, due date (none last), age.
const planOrder = [
  desc(dueByToday),
  sql`${tasks.position} asc nulls last`,
  sql`case when ${dueByToday} then ${tasks.dueDate} end asc`,
  priorityRank,
  sql`${tasks.dueDate} asc nulls last`,
  asc(tasks.createdAt),
  asc(tasks.id),
];

/** Which tasks a list keeps by their person and goal (one by id, or `any` for every task linked to one) and label. */
export interface TaskLinkFilter {
  relationshipId?: string;
  goalId?: string;
  label?: string;
}

function linkedTo({ relationshipId, goalId, label }: TaskLinkFilter): SQL | undefined {
  const one = (column: typeof tasks.relationshipId | typeof tasks.goalId, value?: string) =>
    value === undefined ? undefined : value === TASK_LINK_ANY ? isNotNull(column) : eq(column, value);
  const labelled = label === undefined ? undefined : sql`lower(${label}) = any(array(select lower(l) from unnest(${tasks.labels}) l))`;
  return and(one(tasks.relationshipId, relationshipId), one(tasks.goalId, goalId), labelled);
}

/**
 * On the plan of the day `date`: due that day or earlier, picked for it, or with a block on it. The one definition
 * of "today's tasks" every list, Plan my day and the shutdown read (open tasks only).
 */
const onPlanOfDay = (date: SQL | Placeholder | string) =>
  sql`(${tasks.dueDate} <= ${date}::date or ${tasks.pickedFor} = ${date}::date or exists (select 1 from ${timeBlocks} b where b.task_id = "tasks"."id" and b.user_id = "tasks"."user_id" and b.date = ${date}::date))`;

/** Whether the user owns the goal or person `id`; anything but a string id is not theirs. */
async function ownsRow(tx: Db | Tx, table: typeof goals | typeof relationships | typeof tasks, userId: string, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.id, id)));
  return rows.length > 0;
}

/** A deleted task's row as it can go back: its goal or person, when deleted since, no longer linked. */
async function withLiveLinks(tx: Tx, userId: string, deleted: Record<string, unknown>): Promise<Record<string, unknown>> {
  const row = { ...deleted };
  if (row.goal_id != null && !(await ownsRow(tx, goals, userId, row.goal_id))) [row.goal_id, row.milestone_index] = [null, null];
  if (row.relationship_id != null && !(await ownsRow(tx, relationships, userId, row.relationship_id))) row.relationship_id = null;
  if (row.parent_id != null && !(await ownsRow(tx, tasks, userId, row.parent_id))) row.parent_id = null;
  return row;
}

/** The user's lists of tasks: open ones in plan order and the order they set by hand, done ones by page, tallies. */
function createTaskListQueries(db: Db) {
  const openInPlanOrder = db
    .select(withBlocks)
    .from(tasks)
    .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.status, 'open')))
    .orderBy(...planOrder)
    .prepare('tasks_open_in_plan_order');
  const openOnPlan = db
    .select(withBlocks)
    .from(tasks)
    .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.status, 'open'), onPlanOfDay(sql.placeholder('date'))))
    .orderBy(...planOrder)
    .prepare('tasks_open_on_plan');

  return {
    /** The open tasks in plan order; `today` is the user's own date. `filter` keeps those of a person or goal. */
    listOpen(userId: string, today: string, filter: TaskLinkFilter = {}): Promise<TaskRow[]> {
      const linked = linkedTo(filter);
      if (!linked) return openInPlanOrder.execute({ userId, today });
      return db
        .select(withBlocks)
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.status, 'open'), linked))
        .orderBy(...planOrder)
        .execute({ today });
    },
    /** The open tasks on the plan of `date`, in plan order; `today` is the user's own date. */
    onPlanOf(userId: string, date: string, today: string, filter: TaskLinkFilter = {}): Promise<TaskRow[]> {
      const linked = linkedTo(filter);
      if (!linked) return openOnPlan.execute({ userId, date, today });
      return db
        .select(withBlocks)
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.status, 'open'), onPlanOfDay(date), linked))
        .orderBy(...planOrder)
        .execute({ today });
    },
    /**
     * Numbers the user's open tasks `ids` 0, 1, 2… in that order, in one statement: all of them, or none when one
     * is not the user's open task. Answers whether it did.
     */
    async reorder(userId: string, ids: string[]): Promise<boolean> {
      const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
      const owned = sql`(select count(*) from ${tasks} c where c.user_id = ${userId} and c.status = 'open' and c.id = any(${list}))`;
      const rows = await db.execute(sql`
        update ${tasks} set position = o.ord - 1
        from unnest(${list}) with ordinality as o(id, ord)
        where ${tasks.id} = o.id and ${tasks.userId} = ${userId} and ${owned} = ${ids.length}
        returning ${tasks.id}`);
      return rows.rows.length === ids.length;
    },
    /** A page of done tasks, newest completion first: the latest, or those after `before` in that order. */
    listDone(userId: string, before?: string, filter: TaskLinkFilter = {}): Promise<TaskRow[]> {
      const after = before
        ? sql`(${tasks.completedAt}, ${tasks.id}) < (select c.completed_at, c.id from ${tasks} c where c.id = ${before} and c.user_id = ${userId} and c.status = 'done')`
        : undefined;
      return db
        .select(withBlocks)
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.status, 'done'), after, linkedTo(filter)))
        .orderBy(desc(tasks.completedAt), desc(tasks.id))
        .limit(PAGE_SIZE);
    },
    /** The tasks checked off on `date` in `timezone`, newest first (at most a thousand). */
    doneOn(userId: string, date: string, timezone: string): Promise<TaskRow[]> {
      return db
        .select(withBlocks)
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.status, 'done'), sql`(${tasks.completedAt} at time zone ${timezone})::date = ${date}::date`))
        .orderBy(desc(tasks.completedAt), desc(tasks.id))
        .limit(TASK_ORDER_MAX);
    },
    /** Tasks due from `from` to `to` or done then (dates in `timezone`), and how many of them were done then. */
    async weekTally(userId: string, from: string, to: string, timezone: string): Promise<{ planned: number; finished: number }> {
      const doneOn = sql`(${tasks.completedAt} at time zone ${timezone})::date`;
      const rows = await db
        .select({ planned: sql<number>`count(*)::int`, finished: sql<number>`(count(*) filter (where ${doneOn} between ${from}::date and ${to}::date))::int` })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), sql`(${tasks.dueDate} between ${from}::date and ${to}::date or ${doneOn} between ${from}::date and ${to}::date)`));
      return rows[0] ?? { planned: 0, finished: 0 };
    },
    /** How many of the goal's tasks are still open. */
    async openCountForGoal(userId: string, goalId: string): Promise<number> {
      const rows = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.goalId, goalId), eq(tasks.status, 'open')));
      return rows[0]?.n ?? 0;
    },
  };
}

/** One task of the user's, and whether the goal or person a task would link to is theirs. */
function createTaskLookups(db: Db) {
  return {
    async doneExists(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, id), eq(tasks.status, 'done')));
      return rows.length > 0;
    },
    async find(userId: string, id: string): Promise<TaskRow | undefined> {
      const rows = await db
        .select(withBlocks)
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
      return rows[0];
    },
    /** The user's task `id` as a parent would need it: whether it is a step itself and whether it has steps. */
    async stepShape(userId: string, id: string): Promise<{ parentId: string | null; hasSteps: boolean } | undefined> {
      const rows = await db
        .select({ parentId: tasks.parentId, hasSteps: sql<boolean>`exists (select 1 from ${tasks} s where s.parent_id = ${tasks.id})` })
        .from(tasks)
        .where(and(eq(tasks.userId, userId), eq(tasks.id, id)));
      return rows[0];
    },
    ownsGoal: (userId: string, id: string) => ownsRow(db, goals, userId, id),
    ownsRelationship: (userId: string, id: string) => ownsRow(db, relationships, userId, id),
  };
}

/** Creating, changing and deleting a task, and putting a deleted one back. */
function createTaskChanges(db: Db) {
  return {
    async insert(userId: string, values: TaskValues, now: Date): Promise<TaskRow> {
      const rows = await db
        .insert(tasks)
        .values({ ...values, userId, createdAt: now, updatedAt: now })
        .returning();
      return { ...rows[0], blockIds: [], scheduledDate: null };
    },
    /**
     * Adds tasks in one statement, done ones completed `now`. Each is a millisecond older than the next, so tasks that
     * tie in plan order keep the order they are given in. The rows travel as one JSON parameter: building a statement
     * of a thousand rows' parameters would hold the event loop for a few hundred milliseconds.
     */
    /** Tasks from a file, in one statement; a row may bring its own id, so that a step can name its parent among them. */
    async insertMany(userId: string, rows: Array<TaskValues & { status: 'open' | 'done'; id?: string }>, now: Date): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((row, i) => ({
          id: row.id ?? null,
          parent_id: row.parentId ?? null,
          title: row.title,
          notes: row.notes ?? '',
          status: row.status,
          due_date: row.dueDate ?? null,
          estimate_minutes: row.estimateMinutes ?? null,
          priority: row.priority ?? 'normal',
          life_area: row.lifeArea ?? null,
          goal_id: row.goalId ?? null,
          relationship_id: row.relationshipId ?? null,
          rrule: row.rrule ?? null,
          labels: row.labels ?? [],
          age: rows.length - i,
        })),
      );
      const at = now.toISOString();
      await db.execute(sql`
        insert into ${tasks} (id, parent_id, user_id, title, notes, status, due_date, estimate_minutes, priority, life_area, goal_id, relationship_id, rrule, labels, completed_at, created_at, updated_at)
        select coalesce(r.id, gen_random_uuid()), r.parent_id, ${userId}, r.title, r.notes, r.status, r.due_date, r.estimate_minutes, r.priority, r.life_area, r.goal_id, r.relationship_id, r.rrule, r.labels,
          case when r.status = 'done' then ${at}::timestamptz end, ${at}::timestamptz - r.age * interval '1 millisecond', ${at}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as r(id uuid, parent_id uuid, title text, notes text, status text, due_date date, estimate_minutes integer, priority text,
          life_area text, goal_id uuid, relationship_id uuid, rrule text, labels text[], age integer)`);
    },
    /** `done` sets the completion time (kept when it was done already), `open` clears it. */
    async update(userId: string, id: string, values: Partial<TaskValues>, status: 'open' | 'done' | undefined, now: Date) {
      const completion =
        status === undefined
          ? {}
          : status === 'open'
            ? { status, completedAt: null }
            : { status, completedAt: sql`case when ${tasks.status} = 'done' then ${tasks.completedAt} else ${now.toISOString()}::timestamptz end` };
      // A task moved to another day joins its new list in plan order.
      const rank =
        values.dueDate === undefined
          ? {}
          : { position: sql`case when ${tasks.dueDate} is not distinct from ${values.dueDate}::date then ${tasks.position} end` };
      const rows = await db
        .update(tasks)
        .set({ ...values, ...completion, ...rank, updatedAt: now })
        .where(and(eq(tasks.userId, userId), eq(tasks.id, id)))
        .returning(withBlocks);
      return rows[0];
    },
    /**
     * Moves the user's open tasks `ids` off the day `from` onto `to`, in one transaction: picked for `to`, due `to`
     * when due before it, and their blocks on `from` unlinked (kept on the planner as what was blocked). Answers how
     * each was before, or undefined (nothing moved) when one is not the user's open task.
     */
    async move(userId: string, ids: string[], from: string, to: string): Promise<TaskMoveBefore[] | undefined> {
      return db.transaction(async (tx) => {
        const owned = and(eq(tasks.userId, userId), eq(tasks.status, 'open'), inArray(tasks.id, ids));
        const before = await tx
          .select({
            id: tasks.id,
            dueDate: tasks.dueDate,
            pickedFor: tasks.pickedFor,
            blockIds: sql<
              string[]
            >`array(select b.id::text from ${timeBlocks} b where b.task_id = "tasks"."id" and b.user_id = "tasks"."user_id" and b.date = ${from}::date order by b.hour, b.minute, b.id)`,
          })
          .from(tasks)
          .where(owned)
          .for('update', { of: tasks });
        if (before.length !== ids.length) return undefined;
        await tx
          .update(tasks)
          .set({
            pickedFor: to,
            dueDate: sql`case when ${tasks.dueDate} < ${to}::date then ${to}::date else ${tasks.dueDate} end`,
            position: null,
            updatedAt: new Date(),
          })
          .where(owned);
        const unlinked = before.flatMap((b) => b.blockIds);
        if (unlinked.length > 0)
          await tx
            .update(timeBlocks)
            .set({ taskId: null })
            .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, unlinked)));
        return before;
      });
    },
    /**
     * Makes `ids` the open tasks picked for `date`, in one transaction: open ones picked for it before and not named
     * are no longer (done ones stay, as the day's record). False (nothing changes) when one is not the user's open task.
     */
    async setPicks(userId: string, date: string, ids: string[]): Promise<boolean> {
      return db
        .transaction(async (tx) => {
          if (ids.length > 0) {
            const named = await tx
              .update(tasks)
              .set({ pickedFor: date, updatedAt: new Date() })
              .where(and(eq(tasks.userId, userId), eq(tasks.status, 'open'), inArray(tasks.id, ids)))
              .returning({ id: tasks.id });
            if (named.length !== ids.length) {
              tx.rollback();
            }
          }
          await tx
            .update(tasks)
            .set({ pickedFor: null, updatedAt: new Date() })
            .where(and(eq(tasks.userId, userId), eq(tasks.status, 'open'), eq(tasks.pickedFor, date), ids.length > 0 ? notInArray(tasks.id, ids) : undefined));
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        });
    },
    /** Puts moved tasks back as they were: due date, pick and the blocks the move unlinked (unless linked since). */
    async undoMove(userId: string, before: readonly TaskMoveBefore[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const task of before) {
          const [still] = await tx
            .update(tasks)
            .set({ dueDate: task.dueDate, pickedFor: task.pickedFor, updatedAt: new Date() })
            .where(and(eq(tasks.userId, userId), eq(tasks.id, task.id)))
            .returning({ id: tasks.id });
          if (still && task.blockIds.length > 0)
            await tx
              .update(timeBlocks)
              .set({ taskId: task.id })
              .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, task.blockIds), isNull(timeBlocks.taskId)));
        }
      });
    },
    /** Deletes a repeat made by a check-off while it is open and unchanged since it was made; no copy is kept. */
    async removeUntouchedRepeat(userId: string, id: string): Promise<void> {
      await db.delete(tasks).where(and(eq(tasks.userId, userId), eq(tasks.id, id), eq(tasks.status, 'open'), sql`${tasks.updatedAt} = ${tasks.createdAt}`));
    },
    /** Deletes the task (and its steps) and keeps a copy of them for Undo, in one statement. */
    remove(userId: string, id: string, now: Date) {
      const steps = sql`coalesce((select jsonb_agg(to_jsonb(s)) from ${tasks} s where s.parent_id = "tasks"."id" and s.user_id = "tasks"."user_id"), '[]'::jsonb)`;
      const payload = sql`jsonb_build_object('row', to_jsonb(${tasks}), 'blockIds', to_jsonb(${withBlocks.blockIds}), 'steps', ${steps})`;
      return deleteKeepingCopy(db, { table: tasks, where: and(eq(tasks.userId, userId), eq(tasks.id, id))!, userId, kind: 'task', itemId: id, now, payload });
    },
    /** Puts the task and its steps back; a goal or person deleted since is no longer linked. */
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'task', itemId: id, now }, async (tx, payload) => {
        const row = await withLiveLinks(tx, userId, payload.row);
        if ((await reinsertRows(tx, tasks, [row])) !== 1) return false;
        const steps = (payload.steps as Record<string, unknown>[] | undefined) ?? [];
        const live = [];
        for (const step of steps) live.push(await withLiveLinks(tx, userId, step));
        await reinsertRows(tx, tasks, live);
        // Its blocks, unlinked by the delete, are linked again unless they were linked to another task since.
        const blockIds = (payload.blockIds as string[] | undefined) ?? [];
        if (blockIds.length > 0) {
          await tx
            .update(timeBlocks)
            .set({ taskId: id })
            .where(and(eq(timeBlocks.userId, userId), inArray(timeBlocks.id, blockIds), isNull(timeBlocks.taskId)));
        }
        return true;
      });
    },
  };
}

export function createTasksRepo(db: Db) {
  return { ...createTaskListQueries(db), ...createTaskLookups(db), ...createTaskChanges(db) };
}

export type TasksRepo = ReturnType<typeof createTasksRepo>;
