export { createHealthMetricsRepo, type HealthMetricsRepo } from './health-metrics.repo.js';
export { createHealthMetricsService, type HealthMetricsService } from './health-metrics.service.js';
export { createHealthImportRepo } from './health-import.repo.js';
export { createHealthImportService, type HealthImportService } from './health-import.service.js';
export { createHealthOverviewService } from './health-overview.service.js';
export { createCsvReader } from './health-csv-reader.js';
export { createIngestReader } from './health-ingest-reader.js';
export { healthMetricsRoutes } from './health-metrics.routes.js';
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
