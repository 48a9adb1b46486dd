import type { FastifyInstance } from 'fastify';
import { call } from './world.js';

/** A block or one occurrence as the planner shows it, in whole minutes. */
export interface SeenBlock {
  id: string;
  /** The date the series' rule gives this occurrence; null for a one-off block. */
  occurrence: string | null;
  date: string;
  start: number;
  end: number;
  title: string;
  category: string;
  rrule: string | null;
  /** The task the block was made for, when one. */
  taskId: string | null;
}

export interface SeenInteraction {
  id: string;
  person: string;
  relationshipId: string;
  date: string;
  type: string;
}

/** Everything the assistant could change in the account, read through the API. */
export interface Observed {
  /** Every stored block row (a series once), from the account export. */
  rows: Record<string, SeenBlock>;
  /** The occurrences the planner shows around now, keyed by id and occurrence date. */
  shown: Record<string, SeenBlock>;
  interactions: Record<string, SeenInteraction>;
  /** Other rows by table and id, without their update stamps: people, goals, health, reviews. */
  other: Record<string, string>;
  goals: Record<string, { title: string; progress: number; completedMilestones: number }>;
  tasks: Record<string, SeenTask>;
  /** Each day's health record by date, the recorded metrics only. */
  health: Record<string, Record<string, number>>;
  /** The id of each day's health record, by date. */
  healthIds: Record<string, string>;
  /** A goal's named, dated or ticked milestones by goal id, when the server keeps them. */
  milestones: Record<string, SeenMilestone[]>;
}

export interface SeenTask {
  title: string;
  status: string;
  dueDate: string | null;
  priority: string;
  estimateMinutes: number | null;
  labels: string[];
  rrule: string | null;
}

export interface SeenMilestone {
  index: number;
  title: string | null;
  dueDate: string | null;
  done: boolean;
}

/** The planner's window the cases are written about: 42 days, the most one read covers. */
export const WINDOW = { from: '2026-02-23', to: '2026-04-05' };

type Row = Record<string, unknown>;

function minutesOf(row: Row): { start: number; end: number } {
  const start = Number(row.hour) * 60 + Number(row.minute ?? 0);
  const length = row.durationMinutes !== undefined ? Number(row.durationMinutes) : Number(row.duration) * 60;
  return { start, end: start + length };
}

function seen(row: Row): SeenBlock {
  return {
    id: String(row.id),
    occurrence: (row.occurrence as string | null | undefined) ?? null,
    date: String(row.date),
    ...minutesOf(row),
    title: String(row.title),
    category: String(row.category),
    rrule: (row.rrule as string | null) ?? null,
    taskId: (row.taskId as string | null | undefined) ?? null,
  };
}

export const occurrenceKey = (b: Pick<SeenBlock, 'id' | 'occurrence'>) => `${b.id}@${b.occurrence ?? ''}`;

const STAMPS = new Set(['updatedAt', 'createdAt', 'exportedAt']);
const stable = (row: Row) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !STAMPS.has(k))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
  );

const HEALTH_FIELDS = new Set(['id', 'userId', 'date', 'createdAt', 'updatedAt']);

/** The recorded metrics of a health row, by key. */
function metricsOf(row: Row): Record<string, number> {
  return Object.fromEntries(Object.entries(row).filter(([k, v]) => !HEALTH_FIELDS.has(k) && typeof v === 'number')) as Record<string, number>;
}

/** The labels a task row holds, whatever the server calls the column; none when it keeps no labels. */
function labelsOf(row: Row): string[] {
  const labels = row.labels ?? row.tags;
  return Array.isArray(labels) ? labels.map(String) : [];
}

/** A goal's milestones through `GET /api/goals/:id/milestones`; none when the server has no such route. */
async function milestonesOf(app: FastifyInstance, cookie: string, goalId: string): Promise<SeenMilestone[] | undefined> {
  const res = await app.inject({ method: 'GET', url: `/api/goals/${goalId}/milestones`, headers: { cookie } });
  if (res.statusCode !== 200) return undefined;
  return res.json<Row[]>().map((m) => ({
    index: Number(m.index),
    title: (m.title as string | null) ?? null,
    dueDate: (m.dueDate as string | null) ?? null,
    done: m.doneAt !== null && m.doneAt !== undefined,
  }));
}

export async function observe(app: FastifyInstance, cookie: string): Promise<Observed> {
  const [doc, shownList] = await Promise.all([
    call<Record<string, Row[]>>(app, { method: 'GET', url: '/api/account/export', cookie }, 200),
    call<Row[]>(app, { method: 'GET', url: `/api/time-blocks?from=${WINDOW.from}&to=${WINDOW.to}`, cookie }, 200),
  ]);
  const out: Observed = { rows: {}, shown: {}, interactions: {}, other: {}, goals: {}, tasks: {}, health: {}, healthIds: {}, milestones: {} };
  for (const row of doc.timeBlocks) {
    out.rows[String(row.id)] = seen({ ...row, occurrence: null });
    if (row.exceptions) out.other[`exceptions/${String(row.id)}`] = JSON.stringify((row.exceptions as Row[]).map(stable));
  }
  for (const row of shownList) out.shown[occurrenceKey(seen(row))] = seen(row);
  for (const person of doc.relationships) {
    const { interactions, ...rest } = person as Row & { interactions: Row[] };
    out.other[`relationships/${String(rest.id)}`] = stable(rest);
    for (const i of interactions)
      out.interactions[String(i.id)] = {
        id: String(i.id),
        person: String(rest.name),
        relationshipId: String(rest.id),
        date: String(i.date),
        type: String(i.type),
      };
  }
  for (const goal of doc.goals) {
    out.goals[String(goal.id)] = { title: String(goal.title), progress: Number(goal.progress), completedMilestones: Number(goal.completedMilestones) };
    out.other[`goals/${String(goal.id)}`] = stable(goal);
  }
  const milestones = await Promise.all(doc.goals.map(async (goal) => [String(goal.id), await milestonesOf(app, cookie, String(goal.id))] as const));
  for (const [id, list] of milestones) {
    if (!list) continue;
    out.milestones[id] = list;
    out.other[`milestones/${id}`] = JSON.stringify(list);
  }
  for (const task of doc.tasks ?? []) {
    out.tasks[String(task.id)] = {
      title: String(task.title),
      status: String(task.status),
      dueDate: (task.dueDate as string | null) ?? null,
      priority: (task.priority as string | undefined) ?? 'normal',
      estimateMinutes: (task.estimateMinutes as number | null) ?? null,
      labels: labelsOf(task),
      rrule: (task.rrule as string | null) ?? null,
    };
    out.other[`tasks/${String(task.id)}`] = stable(task);
  }
  for (const row of doc.healthMetrics) {
    out.health[String(row.date)] = metricsOf(row);
    out.healthIds[String(row.date)] = String(row.id);
  }
  for (const list of ['healthMetrics', 'progressReviews'] as const) {
    for (const row of doc[list]) out.other[`${list}/${String(row.id)}`] = stable(row);
  }
  return out;
}
