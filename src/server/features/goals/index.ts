export { createGoalsRepo } from './goals.repo.js';
export { createGoalsService, type GoalsService } from './goals.service.js';
