export { createTasksRepo, type TasksRepo } from './tasks.repo.js';
export { createTasksService, type DoneEffects, type TasksService } from './tasks.service.js';
export { createTaskLinks } from './task-links.js';
export { tasksRoutes } from './tasks.routes.js';
