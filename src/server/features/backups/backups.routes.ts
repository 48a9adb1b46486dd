import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupStatusSchema } from '../../../shared/schemas/admin.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { AppError } from '../../errors.js';
import { currentUser } from '../../plugins/session.js';
import type { BackupService } from './backups.service.js';

export async function backupsRoutes(app: FastifyInstance, deps: { service: BackupService; isAdmin: (userId: string) => Promise<boolean> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/admin/backup',
    {
      schema: {
        tags: ['admin'],
        description: "The last backup and the schedule; only the instance's admin sees it (404 for everyone else).",
        response: { 200: backupStatusSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      // Answered as if the route did not exist, as the error handler answers an unknown one.
      if (!(await deps.isAdmin(currentUser(request).id))) throw new AppError(404, `Route GET ${request.url.split('?')[0]} not found`);
      return deps.service.status();
    },
  );
}
