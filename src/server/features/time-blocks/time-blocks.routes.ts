import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  occurrenceQuerySchema,
  restoreQuerySchema,
  timeBlockInputSchema,
  timeBlockListSchema,
  timeBlockPatchSchema,
  timeBlockQuerySchema,
  timeBlockSchema,
} from '../../../shared/schemas/time-blocks.js';
import { currentUser } from '../../plugins/session.js';
import type { TimeBlocksService } from './time-blocks.service.js';

export async function timeBlocksRoutes(app: FastifyInstance, { service }: { service: TimeBlocksService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['time-blocks'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get('/api/time-blocks', { schema: { tags, querystring: timeBlockQuerySchema, response: { 200: timeBlockListSchema, ...errors } } }, async (request) =>
    service.list(currentUser(request), request.query),
  );

  routes.post('/api/time-blocks', { schema: { tags, body: timeBlockInputSchema, response: { 201: timeBlockSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  routes.patch(
    '/api/time-blocks/:id',
    {
      schema: {
        tags,
        description:
          'Without `occurrence` changes the block or the whole series; `occurrence` changes that one date of a series, and with `scope=following` that date and the ones after it (the series is split there).',
        params: idParamsSchema,
        querystring: occurrenceQuerySchema,
        body: timeBlockPatchSchema,
        response: { 200: timeBlockSchema, ...errors },
      },
    },
    async (request) => service.update(currentUser(request), request.params.id, request.body, request.query),
  );

  routes.delete(
    '/api/time-blocks/:id',
    {
      schema: {
        tags,
        description:
          'Without `occurrence` deletes the block or the whole series; `occurrence` removes that one date, and with `scope=following` the rest of the series from it.',
        params: idParamsSchema,
        querystring: occurrenceQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request), request.params.id, request.query);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/time-blocks/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description:
          'Puts back a block or series deleted in the last 10 minutes exactly as it was; with `occurrence`, that removed date of a series, and with `scope=following` too the dates a "this and following" delete cut off. 404 when there is nothing to restore, 409 when the block exists again.',
        params: idParamsSchema,
        querystring: restoreQuerySchema,
        response: { 200: timeBlockSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request), request.params.id, request.query),
  );
}
