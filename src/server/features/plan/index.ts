export { createPlanRepo } from './plan.repo.js';
export { createPlanService, type PlanService, type PlanUser } from './plan.service.js';
export { planRoutes } from './plan.routes.js';
