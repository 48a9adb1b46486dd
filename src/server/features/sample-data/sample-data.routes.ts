import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { sampleDataLoadedSchema, sampleDataStatusSchema } from '../../../shared/schemas/dashboard.js';
import { currentUser } from '../../plugins/session.js';
import type { SampleDataService } from './sample-data.service.js';

export async function sampleDataRoutes(app: FastifyInstance, { service }: { service: SampleDataService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['sample-data'];

  routes.get('/api/sample-data', { schema: { tags, response: { 200: sampleDataStatusSchema, 401: errorBodySchema } } }, async (request) =>
    service.status(currentUser(request)),
  );

  routes.post(
    '/api/sample-data',
    { schema: { tags, response: { 201: sampleDataLoadedSchema, 401: errorBodySchema, 409: errorBodySchema } } },
    async (request, reply) => reply.code(201).send(await service.load(currentUser(request))),
  );

  routes.post(
    '/api/sample-data/restore',
    {
      schema: {
        tags,
        summary: 'Undo removing the sample',
        description: 'Puts back the sample data removed in the last 10 minutes. 404 when there is nothing to put back.',
        response: { 200: sampleDataStatusSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request)),
  );

  routes.delete(
    '/api/sample-data',
    {
      schema: {
        tags,
        summary: 'Remove the sample',
        description:
          'Deletes the sample rows that hold nothing the user entered, kept 10 minutes for Undo. A sample block, health day, goal or task the user edited (a task checked off is edited) stays, and so does a sample person whose details they changed, whom they logged an interaction with or whom a task names, and a goal a task names. 404 when nothing of the sample is left to remove.',
        response: { 204: z.null(), 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.remove(currentUser(request));
      return reply.code(204).send(null);
    },
  );
}
