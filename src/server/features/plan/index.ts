export { createPlanRepo } from './plan.repo.js';
export { createPlanService, type PlanService } from './plan.service.js';
export { planRoutes } from './plan.routes.js';
