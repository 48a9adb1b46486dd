import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { errorBodySchema, pageQuerySchema } from '../../../shared/schemas/common.js';
import { generateProgressReviewSchema, progressReviewListSchema, progressReviewSchema } from '../../../shared/schemas/progress-reviews.js';
import { AI_RATE_LIMIT_MESSAGE, readerOf } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser } from '../../plugins/session.js';
import type { ProgressReviewsService } from './progress-reviews.service.js';

export async function progressReviewsRoutes(app: FastifyInstance, deps: { service: ProgressReviewsService; limiter: RateLimiter }) {
  const { service } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['progress-reviews'];

  routes.get(
    '/api/progress-reviews',
    {
      schema: {
        tags,
        description: `The ${PAGE_SIZE} latest weeks' reviews, newest first. \`before\` (a review's id) gives the ${PAGE_SIZE} weeks before it; an empty list means there are no more. An id that is not one of your reviews is 404.`,
        querystring: pageQuerySchema,
        response: { 200: progressReviewListSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request), request.query.before),
  );

  routes.post(
    '/api/progress-reviews/generate',
    {
      schema: {
        tags,
        body: generateProgressReviewSchema,
        response: { 201: progressReviewSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = readerOf(request);
      await deps.limiter.hit(user.id, AI_RATE_LIMIT_MESSAGE);
      return reply.code(201).send(await service.generate(user));
    },
  );
}
