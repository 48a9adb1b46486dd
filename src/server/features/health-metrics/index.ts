export { createHealthMetricsRepo } from './health-metrics.repo.js';
export { createHealthMetricsService } from './health-metrics.service.js';
export {
  buildOverview,
  CORRELATION_CAVEAT,
  CORRELATION_DAYS,
  describeFinding,
  findCorrelations,
  MIN_PAIRS,
  type BlockHours,
  type Finding,
  type HealthDay,
} from './correlations.js';
