import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import { createGoalSchema, goalListSchema, goalSchema, updateGoalSchema } from '../../../shared/schemas/goals.js';
import { currentUser } from '../../plugins/session.js';
import type { GoalsService } from './goals.service.js';

export async function goalsRoutes(app: FastifyInstance, { service }: { service: GoalsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['goals'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get('/api/goals', { schema: { tags, response: { 200: goalListSchema, 401: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request)),
  );

  routes.post('/api/goals', { schema: { tags, body: createGoalSchema, response: { 201: goalSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  routes.patch(
    '/api/goals/:id',
    { schema: { tags, params: idParamsSchema, body: updateGoalSchema, response: { 200: goalSchema, ...errors } } },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  routes.delete('/api/goals/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  routes.post(
    '/api/goals/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description: 'Puts back a goal deleted in the last 10 minutes exactly as it was. 404 when there is nothing to restore, 409 when the goal exists again.',
        params: idParamsSchema,
        response: { 200: goalSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request), request.params.id),
  );
}
