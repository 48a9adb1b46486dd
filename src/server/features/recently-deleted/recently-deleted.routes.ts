import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { deletedItemListSchema } from '../../../shared/schemas/recently-deleted.js';
import { currentUser } from '../../plugins/session.js';
import { RECENTLY_DELETED_MAX } from './recently-deleted.repo.js';
import type { RecentlyDeletedService } from './recently-deleted.service.js';

export async function recentlyDeletedRoutes(app: FastifyInstance, { service }: { service: RecentlyDeletedService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/recently-deleted',
    {
      schema: {
        tags: ['recently-deleted'],
        description: `What the user deleted in the last 10 minutes and can still restore, newest first (at most ${RECENTLY_DELETED_MAX}). Each kind is put back through its own restore route.`,
        response: { 200: deletedItemListSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request).id),
  );
}
