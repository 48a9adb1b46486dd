import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  DAILY_PLAN_TEXT_MAX,
  dailyPlanOrNullSchema,
  dailyPlanParamsSchema,
  dailyPlanSchema,
  dailyPlanUpdateSchema,
  dayReviewSchema,
  shutdownBodySchema,
  shutdownSchema,
} from '../../../shared/schemas/daily-plans.js';
import { currentUser } from '../../plugins/session.js';
import type { DailyPlansService } from './daily-plans.service.js';
import type { DayRitualService } from './day-ritual.service.js';

export async function dailyPlansRoutes(app: FastifyInstance, { plans, ritual }: { plans: DailyPlansService; ritual: DayRitualService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['daily-plans'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get(
    '/api/daily-plans/:date',
    {
      schema: {
        tags,
        summary: "A day's plan",
        description:
          'The intention written in the morning, the tasks picked for the day (`picks`), the reflection written in the evening and the shutdown’s `record` of that date, or `null` when nothing was written or picked for it.',
        params: dailyPlanParamsSchema,
        response: { 200: dailyPlanOrNullSchema, ...errors },
      },
    },
    async (request, reply) => reply.send(await plans.get(currentUser(request).id, request.params.date)),
  );

  routes.put(
    '/api/daily-plans/:date',
    {
      schema: {
        tags,
        summary: "Write a day's intention, reflection or picks",
        description:
          `Each of \`intention\` and \`reflection\` is text of at most ${DAILY_PLAN_TEXT_MAX} characters, trimmed; a field left out keeps its value (empty on a day not written before). ` +
          '`picks` makes exactly those open tasks picked for the day (others picked for it before are not any more): they are then on the day’s plan, and Plan my day places only the day’s plan. 404 naming `picks` when one is not the user’s open task.',
        params: dailyPlanParamsSchema,
        body: dailyPlanUpdateSchema,
        response: { 200: dailyPlanSchema, ...errors },
      },
    },
    async (request) => ritual.put(currentUser(request), request.params.date, request.body),
  );

  routes.get(
    '/api/daily-plans/:date/review',
    {
      schema: {
        tags,
        summary: 'The day as it stands',
        description:
          'What the morning’s look back and the evening’s shutdown show: the tasks checked off that day (`done`), those still open on its plan (`open`: the same definition as `GET /api/tasks?view=today`), the minutes planned (the estimates of both, 30 for a task without), the minutes blocked on the planner, and the workday’s minutes free of meetings and busy time (`availableMinutes`).',
        params: dailyPlanParamsSchema,
        response: { 200: dayReviewSchema, ...errors },
      },
    },
    async (request) => ritual.review(currentUser(request), request.params.date),
  );

  routes.post(
    '/api/daily-plans/:date/shutdown',
    {
      schema: {
        tags,
        summary: 'Shut the day down',
        description:
          'Moves the open tasks in `move` to the next day in one step (as `POST /api/tasks/move` does; `moved.before` is the body of its Undo), writes the `reflection` when given, and keeps the day’s `record`: the titles done and moved, the minutes planned and blocked. Shutting down again writes the record again.',
        params: dailyPlanParamsSchema,
        body: shutdownBodySchema,
        response: { 200: shutdownSchema, ...errors },
      },
    },
    async (request) => ritual.shutdown(currentUser(request), request.params.date, request.body),
  );
}
