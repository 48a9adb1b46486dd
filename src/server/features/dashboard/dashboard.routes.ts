import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { dashboardSchema } from '../../../shared/schemas/dashboard.js';
import { currentUser } from '../../plugins/session.js';
import type { DashboardService } from './dashboard.service.js';

export async function dashboardRoutes(app: FastifyInstance, { service }: { service: DashboardService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/dashboard', { schema: { tags: ['dashboard'], response: { 200: dashboardSchema, 401: errorBodySchema } } }, async (request) =>
    service.summary(currentUser(request)),
  );
}
