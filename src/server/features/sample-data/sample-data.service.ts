import { shiftDate, todayIn } from '../../../shared/dates.js';
import type { SampleDataLoaded, SampleDataStatus } from '../../../shared/schemas/dashboard.js';
import { AppError, notFound } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import {
  SAMPLE_GOALS,
  SAMPLE_HEALTH_DAYS,
  SAMPLE_INTENTION,
  SAMPLE_PEOPLE,
  SAMPLE_TASKS,
  sampleBlocks,
  sampleGoalRows,
  sampleHealth,
} from './sample-data.dataset.js';
import type { SampleDataRepo, SampleIdSet, SampleRows, SampleSet } from './sample-data.repo.js';
import { sampleIds } from './sample-ids.js';

const INTERACTION_COUNT = SAMPLE_PEOPLE.reduce((sum, p) => sum + p.contacts.length, 0);
const BLOCK_COUNT = sampleBlocks('2000-01-01').length;

/** Every id the sample dataset can use for this user; the set does not depend on the date it was loaded. */
export function sampleIdSet(userId: string): SampleIdSet {
  return {
    timeBlocks: sampleIds(userId, 'time_blocks', BLOCK_COUNT),
    healthMetrics: sampleIds(userId, 'health_metrics', SAMPLE_HEALTH_DAYS),
    relationships: sampleIds(userId, 'relationships', SAMPLE_PEOPLE.length),
    interactions: sampleIds(userId, 'interactions', INTERACTION_COUNT),
    goals: sampleIds(userId, 'goals', SAMPLE_GOALS.length),
    tasks: sampleIds(userId, 'tasks', SAMPLE_TASKS.length),
    dailyPlans: sampleIds(userId, 'daily_plans', 1),
  };
}

/** The sample as it loads for this user: its ids, and its people's details (one that differs was edited). */
export function sampleSet(userId: string): SampleSet {
  const ids = sampleIdSet(userId);
  return {
    ids,
    people: SAMPLE_PEOPLE.map((p, i) => ({ id: ids.relationships[i], name: p.name, initials: p.initials, notes: p.notes, cadenceDays: p.cadenceDays })),
  };
}

export function sampleRows(userId: string, today: string): SampleRows {
  const ids = sampleIdSet(userId);
  const people = SAMPLE_PEOPLE.map((p, i) => ({
    id: ids.relationships[i],
    userId,
    name: p.name,
    initials: p.initials,
    notes: p.notes,
    cadenceDays: p.cadenceDays,
    lastContact: p.contacts.length > 0 ? shiftDate(today, -Math.min(...p.contacts.map((c) => c.daysAgo))) : null,
  }));
  const logs = SAMPLE_PEOPLE.flatMap((p, i) => p.contacts.map((c) => ({ relationshipId: ids.relationships[i], ...c })));
  return {
    timeBlocks: sampleBlocks(today).map((b, i) => ({ id: ids.timeBlocks[i], userId, ...b })),
    healthMetrics: sampleHealth(today).map((h, i) => ({ id: ids.healthMetrics[i], userId, date: h.date, ...h.values })),
    relationships: people,
    interactions: logs.map((l, i) => ({
      id: ids.interactions[i],
      userId,
      relationshipId: l.relationshipId,
      date: shiftDate(today, -l.daysAgo),
      type: l.type,
      notes: l.notes,
    })),
    goals: sampleGoalRows(today).map((g, i) => ({ id: ids.goals[i], userId, ...g })),
    tasks: SAMPLE_TASKS.map((t, i) => ({
      id: ids.tasks[i],
      userId,
      title: t.title,
      dueDate: t.dueIn === undefined ? null : shiftDate(today, t.dueIn),
      estimateMinutes: t.estimateMinutes ?? null,
      priority: t.priority ?? 'normal',
      rrule: t.rrule ?? null,
      labels: t.labels ?? [],
      pickedFor: t.picked ? today : null,
      goalId: t.goal ? ids.goals[SAMPLE_GOALS.findIndex((g) => g.title === t.goal!.title)] : null,
      milestoneIndex: t.goal?.milestoneIndex ?? null,
      relationshipId: t.person ? ids.relationships[SAMPLE_PEOPLE.findIndex((p) => p.name === t.person)] : null,
    })),
    // Today's plan as the morning ritual leaves it: its picks are the tasks picked for today, with an intention.
    dailyPlans: [{ id: ids.dailyPlans[0], userId, date: today, intention: SAMPLE_INTENTION }],
  };
}

export const SAMPLE_ALREADY_LOADED = 'Sample data is already loaded';
export const SAMPLE_NOT_LOADED = 'No sample data to remove';

export function createSampleDataService(deps: { repo: SampleDataRepo; now?: () => Date }) {
  const { repo } = deps;
  return {
    async status(user: UserRow): Promise<SampleDataStatus> {
      return { loaded: await repo.anyPresent(user.id, sampleSet(user.id)) };
    },

    async load(user: UserRow): Promise<SampleDataLoaded> {
      const today = todayIn(user.timezone, deps.now?.() ?? new Date());
      return repo.locked(user.id, async (q) => {
        if (await q.anyPresent(user.id, sampleSet(user.id))) throw new AppError(409, SAMPLE_ALREADY_LOADED);
        return { loaded: true as const, ...(await q.insert(user.id, sampleRows(user.id, today))) };
      });
    },

    /** Removes what is still the sample; a sample row the user edited, logged with or linked a task to stays as they left it. */
    async remove(user: UserRow): Promise<void> {
      const at = deps.now?.() ?? new Date();
      const removed = await repo.locked(user.id, (q) => q.remove(user.id, sampleSet(user.id), at));
      if (removed === 0) throw new AppError(404, SAMPLE_NOT_LOADED);
    },

    /** Undo of a removal within 10 minutes: the sample is back as it was. */
    async restore(user: UserRow): Promise<SampleDataStatus> {
      const outcome = await repo.restore(user.id, sampleSet(user.id), deps.now?.() ?? new Date());
      if (outcome === 'missing') throw notFound('Removed sample data');
      return { loaded: true };
    },
  };
}

export type SampleDataService = ReturnType<typeof createSampleDataService>;
