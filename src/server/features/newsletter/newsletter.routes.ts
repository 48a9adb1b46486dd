import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterResultSchema, newsletterSubscribeSchema } from '../../../shared/schemas/newsletter.js';
import type { Db } from '../../db/database.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { createNewsletterRepo } from './newsletter.repo.js';

export async function newsletterRoutes(app: FastifyInstance, deps: { db: Db; limiter: RateLimiter }) {
  const repo = createNewsletterRepo(deps.db);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter/subscribe',
    { schema: { tags: ['newsletter'], body: newsletterSubscribeSchema, response: { 200: newsletterResultSchema, 201: newsletterResultSchema } } },
    async (request, reply) => {
      await deps.limiter.hit(`newsletter:${request.ip}`);
      const added = await repo.subscribe(request.body.email);
      return reply.code(added ? 201 : 200).send({ subscribed: true });
    },
  );
}
