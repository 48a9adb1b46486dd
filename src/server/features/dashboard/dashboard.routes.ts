import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { dashboardSchema } from '../../../shared/schemas/dashboard.js';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../plugins/session.js';
import { createDashboardRepo } from './dashboard.repo.js';
import { createDashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, deps: { db: Db; now?: () => Date }) {
  const service = createDashboardService({ repo: createDashboardRepo(deps.db), now: deps.now });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/dashboard', { schema: { tags: ['dashboard'], response: { 200: dashboardSchema, 401: errorBodySchema } } }, async (request) =>
    service.summary(currentUser(request)),
  );
}
