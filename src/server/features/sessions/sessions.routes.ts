import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../shared/constants.js';
import { sessionListSchema } from '../../../shared/schemas/account.js';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import { currentUser } from '../../plugins/session.js';
import type { SessionsService } from './sessions.service.js';

export async function sessionsRoutes(app: FastifyInstance, { service }: { service: SessionsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get('/api/account/sessions', { schema: { tags, response: { 200: sessionListSchema, 401: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request), request.sessionId),
  );

  routes.delete('/api/account/sessions/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.end(currentUser(request), request.params.id);
    if (request.params.id === request.sessionId) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });

  routes.delete('/api/account/sessions', { schema: { tags, response: { 204: z.null(), 401: errorBodySchema } } }, async (request, reply) => {
    await service.endOthers(currentUser(request), request.sessionId);
    return reply.code(204).send(null);
  });
}
