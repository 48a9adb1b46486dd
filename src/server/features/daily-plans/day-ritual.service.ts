import { shiftDate } from '../../../shared/dates.js';
import { DEFAULT_TASK_MINUTES } from '../../../shared/plan-day.js';
import type { DailyPlan, DailyPlanUpdate, DayReview, Shutdown, ShutdownBody } from '../../../shared/schemas/daily-plans.js';
import type { Task } from '../../../shared/schemas/tasks.js';
import type { PlanUser } from '../plan/index.js';
import type { TasksService } from '../tasks/index.js';
import type { DailyPlansService } from './daily-plans.service.js';

/** What the day holds on the planner: minutes covered by blocks, and the workday's minutes free of meetings and busy time. */
export interface DayTime {
  blockedMinutes(user: PlanUser, date: string): Promise<number>;
  availableMinutes(user: PlanUser, date: string): Promise<number>;
}

const plannedMinutes = (tasks: readonly Task[]) => tasks.reduce((sum, t) => sum + (t.estimateMinutes ?? DEFAULT_TASK_MINUTES), 0);

/** The morning ritual and the evening shutdown over a day's plan: its picks, a look at the day, and its record. */
export function createDayRitualService(deps: {
  plans: DailyPlansService;
  tasks: Pick<TasksService, 'onPlanOf' | 'doneOn' | 'setPicks' | 'move'>;
  time: DayTime;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { plans, tasks, time } = deps;

  async function review(user: PlanUser, date: string): Promise<DayReview> {
    const [done, open, blockedMinutes, availableMinutes] = await Promise.all([
      tasks.doneOn(user, date),
      tasks.onPlanOf(user, date),
      time.blockedMinutes(user, date),
      time.availableMinutes(user, date),
    ]);
    return { date, done, open, plannedMinutes: plannedMinutes([...done, ...open]), blockedMinutes, availableMinutes };
  }

  return {
    review,

    /** Writes the day's lines and, when given, which tasks are picked for it; answers the day's plan. */
    async put(user: PlanUser, date: string, input: DailyPlanUpdate): Promise<DailyPlan> {
      const { picks, ...lines } = input;
      if (picks) await tasks.setPicks(user, date, picks);
      return plans.put(user.id, date, lines);
    },

    /**
     * Closes the day: the tasks named in `move` go to the next day in one step, and the day keeps a record of what
     * was done and moved and the minutes planned and blocked, with the reflection when one is given. Closing the day
     * again keeps what an earlier close moved (those tasks are tomorrow's now, so the day no longer lists them).
     */
    async shutdown(user: PlanUser, date: string, body: ShutdownBody): Promise<Shutdown> {
      const [day, earlier] = await Promise.all([review(user, date), plans.get(user.id, date)]);
      const moved = body.move && body.move.length > 0 ? await tasks.move(user, { ids: body.move, from: date, to: shiftDate(date, 1) }) : null;
      const before = earlier?.record ?? null;
      const record = {
        done: day.done.map((t) => t.title),
        moved: [...(before?.moved ?? []), ...(moved?.tasks.map((t) => t.title) ?? [])],
        plannedMinutes: Math.max(day.plannedMinutes, before?.plannedMinutes ?? 0),
        blockedMinutes: day.blockedMinutes,
        closedAt: now().toISOString(),
      };
      const plan = await plans.put(user.id, date, { reflection: body.reflection, record });
      return { plan, moved };
    },
  };
}

export type DayRitualService = ReturnType<typeof createDayRitualService>;
