import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { generateInsightsSchema, insightListSchema, insightsQuerySchema } from '../../../shared/schemas/insights.js';
import { AI_RATE_LIMIT_MESSAGE, readerOf } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser } from '../../plugins/session.js';
import type { InsightsService } from './insights.service.js';

export async function insightsRoutes(app: FastifyInstance, deps: { service: InsightsService; limiter: RateLimiter }) {
  const { service } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['insights'];

  routes.get(
    '/api/insights',
    {
      schema: {
        tags,
        querystring: insightsQuerySchema,
        response: { 200: insightListSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request), request.query.limit, request.query.before),
  );

  routes.post(
    '/api/insights/generate',
    {
      schema: { tags, body: generateInsightsSchema, response: { 201: insightListSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema } },
    },
    async (request, reply) => {
      const user = readerOf(request);
      await deps.limiter.hit(user.id, AI_RATE_LIMIT_MESSAGE);
      return reply.code(201).send(await service.generate(user));
    },
  );
}
