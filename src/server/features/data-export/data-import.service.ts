import { mergeHealthTargets } from '../../../shared/health-metrics.js';
import { EXPORT_TABLES, type ExportDocument, type ExportTable, type ImportSummary } from '../../../shared/schemas/export.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../plugins/session.js';
import { importQueries, type ExportedTableName } from './data-export.repo.js';

type Row = Record<string, unknown>;

const TIMESTAMP_KEYS = new Set(['createdAt', 'updatedAt', 'completedAt']);

/** A document row as a table row of this user: the owner set, ISO timestamps as Dates. */
function toTableRow(row: object, userId: string, extra: Row = {}): Row {
  const out: Row = { userId, ...extra };
  for (const [key, value] of Object.entries(row)) {
    if (key === 'interactions' || key === 'exceptions') continue;
    out[key] = TIMESTAMP_KEYS.has(key) && typeof value === 'string' ? new Date(value) : value;
  }
  return out;
}

const emptyCounts = () => Object.fromEntries(EXPORT_TABLES.map((t) => [t, 0])) as Record<ExportTable, number>;

type Queries = ReturnType<typeof importQueries>;
/** Inserts the rows not there yet and counts them as imported, the rest of `offered` as skipped. */
type Take = (name: ExportedTableName, rows: Row[], offered?: number) => Promise<void>;

/** People, then their interactions: only under relationships this user owns. */
async function takePeople(q: Queries, take: Take, userId: string, doc: ExportDocument) {
  await take(
    'relationships',
    doc.relationships.map((row) => toTableRow(row, userId)),
  );

  const own = await q.ownRelationshipIds(
    userId,
    doc.relationships.map((r) => r.id),
  );
  const logs = doc.relationships.flatMap((r) => r.interactions.map((log) => ({ log, parent: r.id })));
  const placeable = logs.filter(({ parent }) => own.has(parent));
  await take(
    'interactions',
    placeable.map(({ log, parent }) => toTableRow(log, userId, { relationshipId: parent })),
    logs.length,
  );
}

async function takeTasks(q: Queries, take: Take, userId: string, doc: ExportDocument) {
  // A task keeps its goal and person only when they are this user's own; otherwise it comes in unlinked.
  const ownGoals = await q.ownGoalIds(
    userId,
    doc.tasks.flatMap((t) => (t.goalId ? [t.goalId] : [])),
  );
  const ownPeople = await q.ownRelationshipIds(
    userId,
    doc.tasks.flatMap((t) => (t.relationshipId ? [t.relationshipId] : [])),
  );
  const taskRows = doc.tasks.map((t) =>
    toTableRow(
      {
        ...t,
        goalId: t.goalId && ownGoals.has(t.goalId) ? t.goalId : null,
        milestoneIndex: t.goalId && ownGoals.has(t.goalId) ? t.milestoneIndex : null,
        relationshipId: t.relationshipId && ownPeople.has(t.relationshipId) ? t.relationshipId : null,
        // Steps are joined to their parents once every task is in.
        parentId: null,
      },
      userId,
    ),
  );
  await take('tasks', taskRows);
  await q.setParents(
    userId,
    doc.tasks.flatMap((t) => (t.parentId ? [{ id: t.id, parentId: t.parentId }] : [])),
  );
}

async function takeBlocks(q: Queries, take: Take, userId: string, doc: ExportDocument) {
  // Blocks come after tasks: a block stays linked to its task only when that task is this user's own.
  const ownTasks = await q.ownTaskIds(
    userId,
    doc.timeBlocks.flatMap((b) => (b.taskId ? [b.taskId] : [])),
  );
  await take(
    'timeBlocks',
    doc.timeBlocks.map((b) => toTableRow({ ...b, taskId: b.taskId && ownTasks.has(b.taskId) ? b.taskId : null }, userId)),
  );
  // A series' occurrence edits go in only under series this user owns; one already there for its date is kept.
  const series = await q.ownSeriesIds(
    userId,
    doc.timeBlocks.filter((b) => b.exceptions?.length).map((b) => b.id),
  );
  const edits = doc.timeBlocks
    .filter((b) => series.has(b.id))
    .flatMap((b) => (b.exceptions ?? []).map((e) => ({ ...e, updatedAt: e.updatedAt ? new Date(e.updatedAt) : undefined, blockId: b.id, userId })));
  if (edits.length > 0) await q.insertExceptions(edits);
}

/**
 * Takes a validated document into the user's account in one transaction (all or nothing).
 * A row whose id exists already, for this user or any other, is skipped and never overwritten; so is a row that
 * would break another unique rule (one health record per date, one review per week). Interactions go in only
 * under relationships this user owns.
 */
export async function importDocument(db: Db, user: UserRow, doc: ExportDocument): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    const q = importQueries(tx);
    const imported = emptyCounts();
    const skipped = emptyCounts();
    const take = async (name: ExportedTableName, rows: Row[], offered = rows.length) => {
      imported[name] = rows.length ? await q.insertNew(name, rows) : 0;
      skipped[name] = offered - imported[name];
    };

    await q.updateProfile(user.id, {
      firstName: doc.profile.firstName,
      lastName: doc.profile.lastName,
      timezone: doc.profile.timezone,
      numberBase: doc.profile.numberBase,
      ...(doc.profile.weightUnit ? { weightUnit: doc.profile.weightUnit } : {}),
      ...(doc.profile.healthTargets ? { healthTargets: mergeHealthTargets({}, doc.profile.healthTargets) } : {}),
      ...(doc.profile.workdayStart && doc.profile.workdayEnd ? { workdayStart: doc.profile.workdayStart, workdayEnd: doc.profile.workdayEnd } : {}),
    });

    await take(
      'healthMetrics',
      doc.healthMetrics.map((row) => toTableRow(row, user.id)),
    );
    await takePeople(q, take, user.id, doc);
    await take(
      'goals',
      doc.goals.map((row) => toTableRow(row, user.id)),
    );
    await takeTasks(q, take, user.id, doc);
    await takeBlocks(q, take, user.id, doc);
    await take(
      'dailyPlans',
      doc.dailyPlans.map((row) => toTableRow(row, user.id)),
    );
    await take(
      'progressReviews',
      doc.progressReviews.map((row) => toTableRow(row, user.id)),
    );
    await take(
      'chatMessages',
      doc.chatMessages.map((row) => toTableRow(row, user.id)),
    );
    await take(
      'insights',
      doc.insights.map((row) => toTableRow(row, user.id)),
    );
    return { imported, skipped };
  });
}
