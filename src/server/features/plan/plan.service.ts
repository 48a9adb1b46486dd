import type { FastifyBaseLogger } from 'fastify';
import { minutesOfDayIn, shiftDate, todayIn } from '../../../shared/dates.js';
import { resolveHealthTargets } from '../../../shared/health-metrics.js';
import { FOCUS_HISTORY_WEEKS, minutesOfDay, planDay, type Interval, type PlanTask } from '../../../shared/plan-day.js';
import type { PlanDay, PlannedBlockDto, PlanUndo } from '../../../shared/schemas/plan.js';
import { AppError } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { TimeBlockChangeListener, TimeBlocksRepo } from '../time-blocks/index.js';
import type { TasksRepo } from '../tasks/index.js';
import type { PlanRepo } from './plan.repo.js';

const MINUTES_IN_DAY = 24 * 60;
const span = (hour: number, minute: number, durationMinutes: number): Interval => ({ start: hour * 60 + minute, end: hour * 60 + minute + durationMinutes });

/** Nothing starts before now on today; a past day has no time left. */
function notBefore(user: PlanUser, date: string, at: Date): number {
  const today = todayIn(user.timezone, at);
  if (date > today) return 0;
  if (date < today) return MINUTES_IN_DAY;
  return minutesOfDayIn(user.timezone, at);
}

/** A placed stretch of the day as the answer writes a block. */
const plannedBlock = (b: ReturnType<typeof planDay>['blocks'][number], date: string): PlannedBlockDto => ({
  taskId: b.taskId,
  title: b.title,
  date,
  hour: Math.floor(b.start / 60),
  minute: b.start % 60,
  durationMinutes: b.durationMinutes,
});

const isForeignKeyError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

export type PlanUser = Pick<UserRow, 'id' | 'timezone' | 'healthTargets' | 'workdayStart' | 'workdayEnd'>;

export function createPlanService(deps: {
  repo: PlanRepo;
  tasks: TasksRepo;
  blocks: TimeBlocksRepo;
  listener?: TimeBlockChangeListener;
  logger?: FastifyBaseLogger;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function propose(user: PlanUser, date: string): Promise<PlanDay> {
    const today = todayIn(user.timezone, now());
    const [open, blocks, busy, health, history] = await Promise.all([
      deps.tasks.listOpen(user.id, today),
      deps.blocks.list({ id: user.id }, date, date, user.timezone),
      deps.repo.busyOn(user.id, date),
      deps.repo.healthOn(user.id, date),
      deps.repo.completedFocus(user.id, shiftDate(date, -FOCUS_HISTORY_WEEKS * 7), shiftDate(date, -1)),
    ]);
    const tasks: PlanTask[] = open
      .filter((t) => t.scheduledDate === null || t.scheduledDate < date)
      .map((t) => ({ id: t.id, title: t.title, estimateMinutes: t.estimateMinutes, priority: t.priority }));
    const ofDay = blocks.filter((b) => b.date === date);
    const taken = [
      ...ofDay.map((b) => span(b.hour, b.minute, b.durationMinutes)),
      ...busy.map((e) => (e.allDay ? { start: 0, end: MINUTES_IN_DAY } : span(e.hour, e.minute, e.durationMinutes))),
    ];
    const sleep = health?.sleep ?? null;
    const plan = planDay({
      tasks,
      workday: { start: minutesOfDay(user.workdayStart), end: minutesOfDay(user.workdayEnd) },
      busy: taken,
      focus: ofDay.filter((b) => b.category === 'focus').map((b) => span(b.hour, b.minute, b.durationMinutes)),
      focusHistory: history.map((b) => span(b.hour, b.minute, b.durationMinutes)),
      notBefore: notBefore(user, date, now()),
      ...(sleep === null ? {} : { sleep: { hours: sleep, targetHours: resolveHealthTargets(user.healthTargets).sleep } }),
    });
    return { date, blocks: plan.blocks.map((b) => plannedBlock(b, date)), unplaced: plan.unplaced, notes: plan.notes };
  }

  /** Makes exactly the proposed blocks, all or none, each linked to its task. */
  async function apply(user: PlanUser, plan: PlanDay): Promise<PlanDay> {
    const values = plan.blocks.map((b) => ({ ...b, category: 'focus' as const }));
    let rows;
    try {
      rows = await deps.blocks.insertAll(user.id, values);
    } catch (error) {
      if (isForeignKeyError(error)) throw new AppError(409, 'A task was deleted while planning: plan the day again');
      throw error;
    }
    const blocks: PlannedBlockDto[] = plan.blocks.map((b, i) => ({ id: rows[i]!.id, ...b }));
    const planId =
      rows.length > 0
        ? await deps.repo.keepApplied(
            user.id,
            plan.date,
            blocks.map((b) => ({ ...b, id: b.id! })),
            now(),
          )
        : undefined;
    if (rows.some((r) => r.calendarConnected))
      await tellCalendar(
        'blockChanged',
        user.id,
        rows.map((r) => r.id),
      );
    return { ...plan, ...(planId && { planId }), blocks };
  }

  /** Tells the user's calendar about each block made or removed; a failure there is logged, never undoes the change. */
  async function tellCalendar(event: 'blockChanged' | 'blockDeleted', userId: string, ids: readonly string[]) {
    if (!deps.listener) return;
    for (const id of ids) {
      try {
        await deps.listener[event](userId, id);
      } catch (error) {
        deps.logger?.error({ err: error }, 'time block change listener failed');
      }
    }
  }

  return {
    /** The day's plan, only the blocks of `taskIds` when given; `apply` makes its blocks and answers their ids. */
    async planDay(user: PlanUser, date: string, applyIt = false, taskIds?: readonly string[]): Promise<PlanDay> {
      const proposed = await propose(user, date);
      const kept = taskIds && new Set(taskIds);
      const plan = kept ? { ...proposed, blocks: proposed.blocks.filter((b) => kept.has(b.taskId)) } : proposed;
      return applyIt ? apply(user, plan) : plan;
    },

    /** Takes back an applied plan: its blocks still as made go in one step; changed or done ones stay, said with why. */
    async undo(user: Pick<PlanUser, 'id'>, planId: string): Promise<PlanUndo> {
      const undone = await deps.repo.undoApplied(user.id, planId, now());
      if (!undone) throw new AppError(404, 'Nothing to undo: the plan was undone already or was applied more than 10 minutes ago');
      await tellCalendar('blockDeleted', user.id, undone.removed);
      return undone;
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
