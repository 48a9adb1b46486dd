import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiTokenListSchema, createApiTokenSchema, createdApiTokenSchema } from '../../../shared/schemas/api-tokens.js';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import { currentUser } from '../../plugins/session.js';
import type { ApiTokensService } from './api-tokens.service.js';

export async function apiTokensRoutes(app: FastifyInstance, { service }: { service: ApiTokensService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

  routes.get('/api/account/tokens', { schema: { tags, response: { 200: apiTokenListSchema, 401: errorBodySchema, 403: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request)),
  );

  routes.post(
    '/api/account/tokens',
    { schema: { tags, body: createApiTokenSchema, response: { 201: createdApiTokenSchema, 409: errorBodySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  routes.delete(
    '/api/account/tokens/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), 404: errorBodySchema, ...errors } } },
    async (request, reply) => {
      await service.revoke(currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
