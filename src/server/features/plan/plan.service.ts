import type { FastifyBaseLogger } from 'fastify';
import { minutesOfDayIn, shiftDate, todayIn } from '../../../shared/dates.js';
import { createFormatter, type Formatter } from '../../../shared/format.js';
import { resolveHealthTargets } from '../../../shared/health-metrics.js';
import { FOCUS_HISTORY_WEEKS, freeIntervals, minutesOfDay, planDay, type Interval, type PlanLimits } from '../../../shared/plan-day.js';
import type { PlanDay, PlanDayBody, PlannedBlockDto, PlanUndo } from '../../../shared/schemas/plan.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import { hoursBlocked } from '../../../shared/time-blocks-layout.js';
import { AppError } from '../../errors.js';
import type { UserRow } from '../../plugins/session.js';
import type { TimeBlockChangeListener, TimeBlocksRepo } from '../time-blocks/index.js';
import type { TasksService } from '../tasks/index.js';
import { planCandidates } from './plan-candidates.js';
import type { PlanRepo } from './plan.repo.js';

const MINUTES_IN_DAY = 24 * 60;
const span = (hour: number, minute: number, durationMinutes: number): Interval => ({ start: hour * 60 + minute, end: hour * 60 + minute + durationMinutes });
const blockSpan = (b: Pick<TimeBlock, 'hour' | 'minute' | 'durationMinutes'>) => span(b.hour, b.minute, b.durationMinutes);

export type PlanUser = Pick<UserRow, 'id' | 'timezone' | 'healthTargets' | 'workdayStart' | 'workdayEnd' | 'numberBase' | 'timeFormat'>;

/** Now, as minutes of `date`: 0 for a later day, the whole day for an earlier one. */
function minutesNow(user: PlanUser, date: string, at: Date): number {
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
  ...(b.session && { session: b.session }),
});

const isForeignKeyError = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23503';
};

/** The limits of the body as minutes of the day. */
const limitsOf = (body: PlanDayBody): PlanLimits => ({
  ...(body.notBefore && { notBefore: minutesOfDay(body.notBefore) }),
  ...(body.notAfter && { notAfter: minutesOfDay(body.notAfter) }),
  ...(body.keepFree && { keepFree: body.keepFree.map((f) => ({ start: minutesOfDay(f.start), end: minutesOfDay(f.end) })) }),
  ...(body.light && { light: true }),
});

const formatterFor = (user: PlanUser): Formatter => createFormatter({ numberBase: user.numberBase, timeFormat: user.timeFormat, timezone: user.timezone });

/** Busy time kept from calendars and imports, as the calendar's repo reads it. */
type BusyBetween = (
  userId: string,
  from: string,
  to: string,
) => Promise<readonly { hour: number; minute: number; durationMinutes: number; allDay: boolean; free: boolean }[]>;

type PlanDeps = {
  repo: PlanRepo;
  busyBetween: BusyBetween;
  tasks: Pick<TasksService, 'onPlanOf' | 'listOpen'>;
  blocks: TimeBlocksRepo;
  listener?: TimeBlockChangeListener;
  logger?: FastifyBaseLogger;
  now?: () => Date;
};

/** The day's busy calendar time as spans of minutes; events that show as free are not planned around. */
async function busySpansOn(deps: PlanDeps, userId: string, date: string) {
  const events = await deps.busyBetween(userId, date, date);
  return events.filter((e) => !e.free).map((e) => (e.allDay ? { start: 0, end: MINUTES_IN_DAY } : span(e.hour, e.minute, e.durationMinutes)));
}

/** What a plan of `date` reads: the day's tasks and blocks, busy time, last night and the day's energy, past focus. */
async function readDay(deps: PlanDeps, user: PlanUser, date: string, today: string) {
  const owner = { id: user.id };
  const [onPlan, open, dayBlocks, earlier, busySpans, health, history] = await Promise.all([
    deps.tasks.onPlanOf(user, date),
    deps.tasks.listOpen(user),
    deps.blocks.list(owner, date, date, user.timezone),
    date > today ? deps.blocks.list(owner, today, shiftDate(date, -1), user.timezone) : Promise.resolve([]),
    busySpansOn(deps, user.id, date),
    deps.repo.healthOn(user.id, date),
    deps.repo.completedFocus(user.id, shiftDate(date, -FOCUS_HISTORY_WEEKS * 7), shiftDate(date, -1)),
  ]);
  return { onPlan, open, dayBlocks: dayBlocks.filter((b) => b.date === date), earlier, busySpans, health, history };
}

export function createPlanService(deps: PlanDeps) {
  const now = deps.now ?? (() => new Date());

  async function propose(user: PlanUser, body: PlanDayBody): Promise<PlanDay> {
    const { date } = body;
    const today = todayIn(user.timezone, now());
    const day = await readDay(deps, user, date, today);
    const fmt = formatterFor(user);
    const at = minutesNow(user, date, now());
    const openIds = new Set(day.open.map((t) => t.id));
    // A re-plan of today moves the blocks of open tasks that have not started yet; what has started or is done stays,
    // and so does the block of a task the edited preview left out (`taskIds`), rather than losing it.
    const asked = body.taskIds && new Set(body.taskIds);
    const moves = (b: TimeBlock) => b.taskId !== null && openIds.has(b.taskId) && !b.rrule && blockSpan(b).start >= at && (!asked || asked.has(b.taskId));
    const moving = body.replan && date === today ? day.dayBlocks.filter(moves) : [];
    const movingIds = new Set(moving.map((b) => b.id));
    const staying = day.dayBlocks.filter((b) => !movingIds.has(b.id));
    if (body.onlyTaskIds?.some((id) => !openIds.has(id)))
      throw new AppError(404, 'Task not found', [{ path: 'onlyTaskIds', message: 'Every id must be one of your open tasks' }]);
    const chosen = planCandidates({
      date,
      today,
      body,
      onPlan: day.onPlan,
      open: day.open,
      dayTaskBlocks: staying.filter((b) => b.taskId !== null),
      earlierTaskBlocks: day.earlier.filter((b) => b.taskId !== null),
      moving: new Set(moving.map((b) => b.taskId!)),
      fmt,
    });
    const sleep = day.health?.sleep ?? null;
    const energy = day.health?.energy ?? null;
    const plan = planDay({
      tasks: chosen.place.map((t) => ({ id: t.id, title: t.title, estimateMinutes: t.estimateMinutes, priority: t.priority })),
      workday: { start: minutesOfDay(user.workdayStart), end: minutesOfDay(user.workdayEnd) },
      busy: [...staying.map(blockSpan), ...day.busySpans],
      focus: staying.filter((b) => b.category === 'focus').map(blockSpan),
      focusHistory: day.history.map((b) => ({ ...span(b.hour, b.minute, b.durationMinutes), energy: b.energy })),
      notBefore: at,
      limits: limitsOf(body),
      ...(sleep === null ? {} : { sleep: { hours: sleep, targetHours: resolveHealthTargets(user.healthTargets).sleep } }),
      ...(energy === null ? {} : { energy }),
      words: { count: fmt.count, figure: (v) => fmt.figure(v), time: (m) => fmt.hour(m / 60) },
    });
    const titles = new Map(day.open.map((t) => [t.id, t.title]));
    const replanNote =
      moving.length > 0
        ? [
            `Re-planned from ${fmt.hour(at / 60)}: ${fmt.count(moving.length)} ${moving.length === 1 ? 'block not started yet moves' : 'blocks not started yet move'}.`,
          ]
        : [];
    return {
      date,
      blocks: plan.blocks.map((b) => plannedBlock(b, date)),
      unplaced: [...plan.unplaced, ...chosen.leftOut.map((l) => ({ taskId: l.task.id, reason: l.reason }))].map((u) => ({
        ...u,
        title: titles.get(u.taskId) ?? '',
      })),
      kept: chosen.kept.map(({ task, block }) => ({
        taskId: task.id,
        title: task.title,
        blockId: block.id,
        hour: block.hour,
        minute: block.minute,
        durationMinutes: block.durationMinutes,
      })),
      moved: moving.map((b) => b.id),
      notes: [...replanNote, ...chosen.notes, ...plan.notes],
    };
  }

  /** Makes exactly the proposed blocks (after taking away the ones a re-plan moves), all or none, each linked to its task. */
  async function apply(user: PlanUser, plan: PlanDay): Promise<PlanDay> {
    const values = plan.blocks.map(({ session: _session, ...b }) => ({ ...b, category: 'focus' as const }));
    let replaced;
    try {
      replaced = await deps.repo.replaceBlocks(user.id, plan.moved, values);
    } catch (error) {
      if (isForeignKeyError(error)) throw new AppError(409, 'A task was deleted while planning: plan the day again');
      throw error;
    }
    const blocks: PlannedBlockDto[] = plan.blocks.map((b, i) => ({ id: replaced.made[i].id, ...b }));
    const changed = replaced.made.length > 0 || replaced.removed.length > 0;
    const planId = changed
      ? await deps.repo.keepApplied(
          user.id,
          plan.date,
          blocks.map(({ session: _session, ...b }) => ({ ...b, id: b.id! })),
          replaced.removed,
          now(),
        )
      : undefined;
    if (replaced.calendarConnected) {
      await tellCalendar('blockDeleted', user.id, plan.moved);
      await tellCalendar(
        'blockChanged',
        user.id,
        blocks.map((b) => b.id!),
      );
    }
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
    async planDay(user: PlanUser, body: PlanDayBody): Promise<PlanDay> {
      const proposed = await propose(user, body);
      const kept = body.taskIds && new Set(body.taskIds);
      const plan = kept ? { ...proposed, blocks: proposed.blocks.filter((b) => kept.has(b.taskId)) } : proposed;
      return body.apply ? apply(user, plan) : plan;
    },

    /** Takes back an applied plan: its blocks still as made go in one step; changed or done ones stay, said with why. */
    async undo(user: Pick<PlanUser, 'id'>, planId: string): Promise<PlanUndo> {
      const undone = await deps.repo.undoApplied(user.id, planId, now());
      if (!undone) throw new AppError(404, 'Nothing to undo: the plan was undone already or was applied more than 10 minutes ago');
      await tellCalendar('blockDeleted', user.id, undone.removed);
      await tellCalendar('blockChanged', user.id, undone.restored);
      return undone;
    },

    /** Minutes of `date` covered by the user's blocks. */
    async blockedMinutes(user: PlanUser, date: string): Promise<number> {
      const blocks = await deps.blocks.list({ id: user.id }, shiftDate(date, -1), date, user.timezone);
      return Math.round(hoursBlocked(blocks, date) * 60);
    },

    /** The workday's minutes on `date` free of meetings, other blocks not linked to a task, and busy calendar time. */
    async availableMinutes(user: PlanUser, date: string): Promise<number> {
      const [blocks, busy] = await Promise.all([deps.blocks.list({ id: user.id }, date, date, user.timezone), busySpansOn(deps, user.id, date)]);
      const taken = [...blocks.filter((b) => b.date === date && b.taskId === null).map(blockSpan), ...busy];
      const free = freeIntervals(minutesOfDay(user.workdayStart), minutesOfDay(user.workdayEnd), taken);
      return free.reduce((sum, f) => sum + f.end - f.start, 0);
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
