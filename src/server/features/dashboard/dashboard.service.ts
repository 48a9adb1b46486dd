import { upcomingBirthdays } from '../../../shared/birthdays.js';
import { todayIn } from '../../../shared/dates.js';
import { createFormatter } from '../../../shared/format.js';
import { healthScore, recordedMetricKeys, resolveHealthTargets } from '../../../shared/health-metrics.js';
import { lifeAreaSignals } from '../../../shared/life-areas.js';
import { blocksOn, hoursBlocked as countHoursBlocked } from '../../../shared/time-blocks-layout.js';
import { compareByDueDate, isDueForContact } from '../../../shared/relationships-contact.js';
import { DASHBOARD_GOALS_LIMIT, DASHBOARD_RELATIONSHIPS_LIMIT, type Dashboard } from '../../../shared/schemas/dashboard.js';
import { toGoalDto, toHealthMetricsDto, toRelationshipDto } from '../../db/planner-dto.js';
import type { UserRow } from '../../plugins/session.js';
import type { DashboardRepo } from './dashboard.repo.js';

export function createDashboardService(deps: { repo: DashboardRepo; tasksToday?: (user: UserRow) => Promise<number>; now?: () => Date }) {
  const { repo } = deps;
  return {
    async summary(user: UserRow): Promise<Dashboard> {
      const today = todayIn(user.timezone, deps.now?.() ?? new Date());
      const [recentBlocks, health, people, activeGoals, tasksToday] = await Promise.all([
        repo.blocksAround(user, today, user.timezone),
        repo.healthOn(user.id, today),
        repo.people(user.id),
        repo.activeGoals(user.id),
        deps.tasksToday?.(user) ?? 0,
      ]);

      // Today's blocks, and yesterday's that run past midnight into today, in the order they fall today.
      const blocks = blocksOn(recentBlocks, today);

      // Only an account with nothing today needs the wider look to tell "new" from "quiet today".
      const isEmpty =
        blocks.length === 0 &&
        !health &&
        people.length === 0 &&
        activeGoals.length === 0 &&
        !(await repo.hasGoals(user.id)) &&
        !(await repo.hasTimeBlocks(user.id)) &&
        !(await repo.hasHealthRecords(user.id));

      const hoursBlocked = countHoursBlocked(blocks, today);
      const healthDto = health ? toHealthMetricsDto(health) : null;
      const score = healthDto ? healthScore(healthDto, resolveHealthTargets(user.healthTargets)) : null;
      const healthMetricsRecorded = healthDto ? recordedMetricKeys(healthDto).length : 0;
      const relationships = people.map((p) => toRelationshipDto(p, { today, timezone: user.timezone })).sort(compareByDueDate);
      const peopleDue = relationships.filter((p) => isDueForContact(p, today)).length;
      const averageGoalProgress = activeGoals.length > 0 ? Math.round(activeGoals.reduce((sum, g) => sum + g.progress, 0) / activeGoals.length) : null;

      return {
        date: today,
        isEmpty,
        stats: {
          hoursBlocked,
          blocksToday: blocks.length,
          healthScore: score,
          healthMetricsRecorded,
          peopleDue,
          peopleTotal: people.length,
          tasksToday,
          averageGoalProgress,
          activeGoals: activeGoals.length,
        },
        schedule: blocks,
        health: healthDto,
        relationships: relationships.slice(0, DASHBOARD_RELATIONSHIPS_LIMIT),
        birthdays: upcomingBirthdays(people, today),
        goals: activeGoals.slice(0, DASHBOARD_GOALS_LIMIT).map((g) => toGoalDto(g, today)),
        lifeAreas: lifeAreaSignals(
          {
            hoursBlocked,
            blocksToday: blocks.length,
            healthScore: score,
            healthMetricsRecorded,
            sleepHours: health?.sleep ?? null,
            peopleDue,
            peopleTotal: people.length,
            activeGoals,
          },
          createFormatter({ numberBase: user.numberBase, timeFormat: user.timeFormat, timezone: user.timezone }),
        ),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
