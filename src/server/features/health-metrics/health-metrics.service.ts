import { HEALTH_METRIC_KEYS, type HealthMetricRecord } from '../../../shared/health-metrics.js';
import type { HealthMetrics, HealthMetricsCreateInput, HealthMetricsRangeQuery, HealthMetricsUpdateInput } from '../../../shared/schemas/health-metrics.js';
import { AppError, notFound } from '../../errors.js';
import { toHealthMetricsDto } from '../../db/planner-dto.js';
import type { HealthMetricsRepo } from './health-metrics.repo.js';

/** The metrics the input names: a number records one, null clears it, a metric left out is not touched. */
function pickMetrics(input: Partial<HealthMetricRecord>): Partial<HealthMetricRecord> {
  const values: Partial<HealthMetricRecord> = {};
  for (const key of HEALTH_METRIC_KEYS) if (input[key] !== undefined) values[key] = input[key];
  return values;
}

export function createHealthMetricsService(repo: HealthMetricsRepo) {
  return {
    async getByDate(userId: string, date: string): Promise<HealthMetrics | null> {
      const row = await repo.findByDate(userId, date);
      return row ? toHealthMetricsDto(row) : null;
    },

    async listRange(userId: string, { from, to }: HealthMetricsRangeQuery): Promise<HealthMetrics[]> {
      return (await repo.listRange(userId, from, to)).map(toHealthMetricsDto);
    },

    async create(userId: string, input: HealthMetricsCreateInput): Promise<HealthMetrics> {
      const row = await repo.insert(userId, input.date, pickMetrics(input));
      if (!row) {
        const message = 'Health metrics for this date already exist';
        throw new AppError(409, message, [{ path: 'date', message }]);
      }
      return toHealthMetricsDto(row);
    },

    async update(userId: string, input: HealthMetricsUpdateInput): Promise<HealthMetrics> {
      const row = await repo.update(userId, input.date, pickMetrics(input));
      if (!row) throw notFound('Health metrics for this date');
      return toHealthMetricsDto(row);
    },
  };
}

export type HealthMetricsService = ReturnType<typeof createHealthMetricsService>;
