export { createTasksRepo, type TasksRepo } from './tasks.repo.js';
export { createTasksService, type TasksService } from './tasks.service.js';
export { tasksRoutes } from './tasks.routes.js';
