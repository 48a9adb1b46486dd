import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  healthMetricsCreateSchema,
  healthMetricsDateQuerySchema,
  healthMetricsListSchema,
  healthMetricsOrNullSchema,
  healthMetricsRangeQuerySchema,
  healthMetricsSchema,
  healthMetricsUpdateSchema,
} from '../../../shared/schemas/health-metrics.js';
import type { Db } from '../../db/database.js';
import { currentUser, requireUser } from '../../plugins/session.js';
import { createHealthMetricsRepo } from './health-metrics.repo.js';
import { createHealthMetricsService } from './health-metrics.service.js';

export async function healthMetricsRoutes(app: FastifyInstance, deps: { db: Db }) {
  const service = createHealthMetricsService(createHealthMetricsRepo(deps.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['health-metrics'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  r.get(
    '/api/health-metrics',
    { schema: { tags, querystring: healthMetricsDateQuerySchema, response: { 200: healthMetricsOrNullSchema, ...errors } }, onRequest: requireUser },
    async (request, reply) => reply.send(await service.getByDate(currentUser(request).id, request.query.date)),
  );

  r.get(
    '/api/health-metrics/range',
    { schema: { tags, querystring: healthMetricsRangeQuerySchema, response: { 200: healthMetricsListSchema, ...errors } }, onRequest: requireUser },
    async (request) => service.listRange(currentUser(request).id, request.query),
  );

  r.post(
    '/api/health-metrics',
    { schema: { tags, body: healthMetricsCreateSchema, response: { 201: healthMetricsSchema, ...errors, 409: errorBodySchema } }, onRequest: requireUser },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  r.patch(
    '/api/health-metrics',
    { schema: { tags, body: healthMetricsUpdateSchema, response: { 200: healthMetricsSchema, ...errors, 404: errorBodySchema } }, onRequest: requireUser },
    async (request) => service.update(currentUser(request).id, request.body),
  );
}
