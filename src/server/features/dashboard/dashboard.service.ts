import { todayIn } from '../../../shared/dates.js';
import { daysLeft } from '../../../shared/goals.js';
import { HEALTH_METRIC_KEYS, healthScore, type HealthMetricValues } from '../../../shared/health-metrics.js';
import { lifeAreaSignals } from '../../../shared/life-areas.js';
import { compareByOverdue, daysSinceContact, isDueForContact } from '../../../shared/relationships-contact.js';
import { DASHBOARD_GOALS_LIMIT, DASHBOARD_RELATIONSHIPS_LIMIT, type Dashboard } from '../../../shared/schemas/dashboard.js';
import type { Goal } from '../../../shared/schemas/goals.js';
import type { HealthMetrics } from '../../../shared/schemas/health-metrics.js';
import type { Relationship } from '../../../shared/schemas/relationships.js';
import type { TimeBlock } from '../../../shared/schemas/time-blocks.js';
import type { UserRow } from '../../plugins/session.js';
import type { DashboardRepo, GoalRow, HealthMetricsRow, RelationshipRow, TimeBlockRow } from './dashboard.repo.js';

const toBlock = (row: TimeBlockRow): TimeBlock => ({
  id: row.id,
  hour: row.hour,
  title: row.title,
  category: row.category,
  duration: row.duration,
  date: row.date,
});

function metricValues(row: HealthMetricsRow): HealthMetricValues {
  return Object.fromEntries(HEALTH_METRIC_KEYS.map((key) => [key, row[key]])) as HealthMetricValues;
}

const toHealth = (row: HealthMetricsRow): HealthMetrics => ({ id: row.id, date: row.date, ...metricValues(row) });

const toPerson = (row: RelationshipRow, today: string): Relationship => ({
  id: row.id,
  name: row.name,
  initials: row.initials,
  notes: row.notes,
  lastContact: row.lastContact,
  aiPrompt: row.aiPrompt,
  daysSinceContact: daysSinceContact(row.lastContact, today),
});

const toGoal = (row: GoalRow, today: string): Goal => ({
  id: row.id,
  title: row.title,
  category: row.category,
  timeframe: row.timeframe,
  startDate: row.startDate,
  endDate: row.endDate,
  totalMilestones: row.totalMilestones,
  completedMilestones: row.completedMilestones,
  progress: row.progress,
  description: row.description,
  daysLeft: daysLeft(row.endDate, today),
  status: 'active',
});

export function createDashboardService(deps: { repo: DashboardRepo; now?: () => Date }) {
  const { repo } = deps;
  return {
    async summary(user: UserRow): Promise<Dashboard> {
      const today = todayIn(user.timezone, deps.now?.() ?? new Date());
      const [blocks, health, people, activeGoals] = await Promise.all([
        repo.blocksOn(user.id, today),
        repo.healthOn(user.id, today),
        repo.people(user.id),
        repo.activeGoals(user.id),
      ]);

      // Only an account with nothing today needs the wider look to tell "new" from "quiet today".
      const isEmpty =
        blocks.length === 0 &&
        !health &&
        people.length === 0 &&
        activeGoals.length === 0 &&
        !(await repo.hasGoals(user.id)) &&
        !(await repo.hasTimeBlocks(user.id)) &&
        !(await repo.hasHealthRecords(user.id));

      const hoursBlocked = blocks.reduce((sum, b) => sum + b.duration, 0);
      const score = health ? healthScore(metricValues(health)) : null;
      const peopleDue = people.filter((p) => isDueForContact(p.lastContact, today)).length;
      const averageGoalProgress =
        activeGoals.length > 0 ? Math.round(activeGoals.reduce((sum, g) => sum + g.progress, 0) / activeGoals.length) : null;

      return {
        date: today,
        isEmpty,
        stats: {
          hoursBlocked,
          blocksToday: blocks.length,
          healthScore: score,
          peopleDue,
          peopleTotal: people.length,
          averageGoalProgress,
          activeGoals: activeGoals.length,
        },
        schedule: blocks.map(toBlock),
        health: health ? toHealth(health) : null,
        relationships: [...people]
          .sort(compareByOverdue)
          .slice(0, DASHBOARD_RELATIONSHIPS_LIMIT)
          .map((p) => toPerson(p, today)),
        goals: activeGoals.slice(0, DASHBOARD_GOALS_LIMIT).map((g) => toGoal(g, today)),
        lifeAreas: lifeAreaSignals({
          hoursBlocked,
          blocksToday: blocks.length,
          healthScore: score,
          sleepHours: health ? health.sleep : null,
          peopleDue,
          peopleTotal: people.length,
          activeGoals,
        }),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
