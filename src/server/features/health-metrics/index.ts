export { createHealthMetricsRepo } from './health-metrics.repo.js';
export { createHealthMetricsService } from './health-metrics.service.js';
