import type { DailyPlan, DailyPlanUpdate, DayRecord } from '../../../shared/schemas/daily-plans.js';
import type { DailyPlanRow, DailyPlansRepo } from './daily-plans.repo.js';

export const toDailyPlanDto = (row: DailyPlanRow): DailyPlan => ({
  date: row.date,
  intention: row.intention,
  reflection: row.reflection,
  picks: row.picks,
  record: row.record ?? null,
});

export function createDailyPlansService(deps: { repo: DailyPlansRepo; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** The day's plan, or null when nothing was written or picked for it. */
    async get(userId: string, date: string): Promise<DailyPlan | null> {
      const row = await deps.repo.find(userId, date);
      return row ? toDailyPlanDto(row) : null;
    },
    async range(userId: string, from: string, to: string): Promise<DailyPlan[]> {
      return (await deps.repo.range(userId, from, to)).map(toDailyPlanDto);
    },
    /** Writes the intention, reflection or record given (the picks are the tasks'); answers the day's plan. */
    async put(userId: string, date: string, input: Omit<DailyPlanUpdate, 'picks'> & { record?: DayRecord }): Promise<DailyPlan> {
      const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as typeof input;
      await deps.repo.upsert(userId, date, values, now());
      return (await this.get(userId, date))!;
    },
  };
}

export type DailyPlansService = ReturnType<typeof createDailyPlansService>;
