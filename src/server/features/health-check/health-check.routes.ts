import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['up', 'down']) });

export async function healthCheckRoutes(app: FastifyInstance, deps: { db: Db }) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/healthz', { schema: { tags: ['health'], response: { 200: healthSchema, 503: healthSchema } } }, async (request, reply) => {
      try {
        await deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database check failed');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    });
}
