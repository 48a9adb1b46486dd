export { createDailyPlansRepo, type DailyPlansRepo } from './daily-plans.repo.js';
export { createDailyPlansService, type DailyPlansService } from './daily-plans.service.js';
export { createDayRitualService, type DayRitualService } from './day-ritual.service.js';
export { dailyPlansRoutes } from './daily-plans.routes.js';
