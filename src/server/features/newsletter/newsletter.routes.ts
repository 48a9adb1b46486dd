import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newsletterResultSchema, newsletterSubscribeSchema } from '../../../shared/schemas/newsletter.js';
import type { Db } from '../../db/database.js';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';

export async function newsletterRoutes(app: FastifyInstance, deps: { db: Db; limiter: RateLimiter }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/newsletter/subscribe',
    { schema: { tags: ['newsletter'], body: newsletterSubscribeSchema, response: { 200: newsletterResultSchema, 201: newsletterResultSchema } } },
    async (request, reply) => {
      await deps.limiter.hit(`newsletter:${request.ip}`);
      const inserted = await deps.db
        .insert(newsletterSubscriptions)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscriptions.id });
      return reply.code(inserted.length > 0 ? 201 : 200).send({ subscribed: true });
    },
  );
}
