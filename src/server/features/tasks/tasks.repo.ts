import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { TASK_LINK_ANY } from '../../../shared/schemas/tasks.js';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
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

/** Which tasks a list keeps by their person and goal: one by id, or `any` for every task linked to one. */
export interface TaskLinkFilter {
  relationshipId?: string;
  goalId?: string;
}

function linkedTo({ relationshipId, goalId }: TaskLinkFilter): SQL | undefined {
  const one = (column: typeof tasks.relationshipId | typeof tasks.goalId, value?: string) =>
    value === undefined ? undefined : value === TASK_LINK_ANY ? isNotNull(column) : eq(column, value);
  return and(one(tasks.relationshipId, relationshipId), one(tasks.goalId, goalId));
}

/** Whether the user owns the goal or person `id`; anything but a string id is not theirs. */
async function ownsRow(tx: Db | Tx, table: typeof goals | typeof relationships, userId: string, id: unknown): Promise<boolean> {
  if (typeof id !== 'string') return false;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.id, id)));
  return rows.length > 0;
}

/** The user's lists of tasks: open ones in plan order and the order they set by hand, done ones by page, tallies. */
function createTaskListQueries(db: Db) {
  const openInPlanOrder = db
    .select(withBlocks)
    .from(tasks)
    .where(and(eq(tasks.userId, sql.placeholder('userId')), eq(tasks.status, 'open')))
    .orderBy(...planOrder)
    .prepare('tasks_open_in_plan_order');

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
      return { ...rows[0]!, blockIds: [], scheduledDate: null };
    },
    /**
     * Adds tasks in one statement, done ones completed `now`. Each is a millisecond older than the next, so tasks that
     * tie in plan order keep the order they are given in. The rows travel as one JSON parameter: building a statement
     * of a thousand rows' parameters would hold the event loop for a few hundred milliseconds.
     */
    async insertMany(userId: string, rows: Array<TaskValues & { status: 'open' | 'done' }>, now: Date): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((row, i) => ({
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
          age: rows.length - i,
        })),
      );
      const at = now.toISOString();
      await db.execute(sql`
        insert into ${tasks} (user_id, title, notes, status, due_date, estimate_minutes, priority, life_area, goal_id, relationship_id, rrule, completed_at, created_at, updated_at)
        select ${userId}, r.title, r.notes, r.status, r.due_date, r.estimate_minutes, r.priority, r.life_area, r.goal_id, r.relationship_id, r.rrule,
          case when r.status = 'done' then ${at}::timestamptz end, ${at}::timestamptz - r.age * interval '1 millisecond', ${at}::timestamptz
        from jsonb_to_recordset(${json}::jsonb) as r(title text, notes text, status text, due_date date, estimate_minutes integer, priority text,
          life_area text, goal_id uuid, relationship_id uuid, rrule text, age integer)`);
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
    /** Deletes the task and keeps a copy for Undo, in one statement. */
    remove(userId: string, id: string, now: Date) {
      const payload = sql`jsonb_build_object('row', to_jsonb(${tasks}), 'blockIds', to_jsonb(${withBlocks.blockIds}))`;
      return deleteKeepingCopy(db, { table: tasks, where: and(eq(tasks.userId, userId), eq(tasks.id, id))!, userId, kind: 'task', itemId: id, now, payload });
    },
    /** Puts the task back; a goal or person deleted since is no longer linked. */
    restore(userId: string, id: string, now: Date) {
      return restoreDeleted(db, { userId, kind: 'task', itemId: id, now }, async (tx, payload) => {
        const row = { ...payload.row };
        if (row.goal_id != null && !(await ownsRow(tx, goals, userId, row.goal_id))) row.goal_id = null;
        if (row.relationship_id != null && !(await ownsRow(tx, relationships, userId, row.relationship_id))) row.relationship_id = null;
        if ((await reinsertRows(tx, tasks, [row])) !== 1) return false;
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
