import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  DAILY_PLAN_TEXT_MAX,
  dailyPlanOrNullSchema,
  dailyPlanParamsSchema,
  dailyPlanSchema,
  dailyPlanUpdateSchema,
} from '../../../shared/schemas/daily-plans.js';
import { currentUser } from '../../plugins/session.js';
import type { DailyPlansService } from './daily-plans.service.js';

export async function dailyPlansRoutes(app: FastifyInstance, { service }: { service: DailyPlansService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['daily-plans'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  routes.get(
    '/api/daily-plans/:date',
    {
      schema: {
        tags,
        summary: "A day's intention and reflection",
        description: 'The intention written in the morning and the reflection written in the evening of that date, or `null` when neither was written.',
        params: dailyPlanParamsSchema,
        response: { 200: dailyPlanOrNullSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await service.get(currentUser(request).id, request.params.date)),
  );

  routes.put(
    '/api/daily-plans/:date',
    {
      schema: {
        tags,
        summary: "Write a day's intention or reflection",
        description: `Each of \`intention\` and \`reflection\` is text of at most ${DAILY_PLAN_TEXT_MAX} characters, trimmed; a field left out keeps its value (empty on a day not written before).`,
        params: dailyPlanParamsSchema,
        body: dailyPlanUpdateSchema,
        response: { 200: dailyPlanSchema, ...errors },
      },
    },
    async (request) => service.put(currentUser(request).id, request.params.date, request.body),
  );
}
