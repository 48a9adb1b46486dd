import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  timeBlockInputSchema,
  timeBlockListSchema,
  timeBlockPatchSchema,
  timeBlockQuerySchema,
  timeBlockSchema,
} from '../../../shared/schemas/time-blocks.js';
import type { Db } from '../../db/database.js';
import { currentUser, requireUser } from '../../plugins/session.js';
import { createTimeBlocksRepo } from './time-blocks.repo.js';
import { createTimeBlocksService, type TimeBlockChangeListener } from './time-blocks.service.js';

export async function timeBlocksRoutes(app: FastifyInstance, deps: { db: Db; calendar?: TimeBlockChangeListener; now?: () => Date }) {
  const service = createTimeBlocksService({ repo: createTimeBlocksRepo(deps.db), listener: deps.calendar, logger: app.log, now: deps.now });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['time-blocks'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  r.get(
    '/api/time-blocks',
    { schema: { tags, querystring: timeBlockQuerySchema, response: { 200: timeBlockListSchema, ...errors } }, onRequest: requireUser },
    async (request) => service.list(currentUser(request).id, request.query),
  );

  r.post(
    '/api/time-blocks',
    { schema: { tags, body: timeBlockInputSchema, response: { 201: timeBlockSchema, ...errors } }, onRequest: requireUser },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  r.patch(
    '/api/time-blocks/:id',
    {
      schema: { tags, params: idParamsSchema, body: timeBlockPatchSchema, response: { 200: timeBlockSchema, ...errors } },
      onRequest: requireUser,
    },
    async (request) => service.update(currentUser(request).id, request.params.id, request.body),
  );

  r.delete(
    '/api/time-blocks/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } }, onRequest: requireUser },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/api/time-blocks/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description: 'Puts back a block deleted in the last 10 minutes exactly as it was. 404 when there is nothing to restore, 409 when the block exists again.',
        params: idParamsSchema,
        response: { 200: timeBlockSchema, ...errors, 409: errorBodySchema },
      },
      onRequest: requireUser,
    },
    async (request) => service.restore(currentUser(request).id, request.params.id),
  );
}
