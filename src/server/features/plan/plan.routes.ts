import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_WORKDAY } from '../../../shared/plan-day.js';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import { planDayBodySchema, planDaySchema, planUndoSchema } from '../../../shared/schemas/plan.js';
import { currentUser } from '../../plugins/session.js';
import type { PlanService } from './plan.service.js';

export async function planRoutes(app: FastifyInstance, { service }: { service: PlanService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/plan/day',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Plan my day',
        description:
          `Places the open tasks with no block on or after \`date\`, in plan order, in the free time of the workday (the profile's \`workdayStart\`–\`workdayEnd\`, ${DEFAULT_WORKDAY.start}–${DEFAULT_WORKDAY.end} unless set; not before now when \`date\` is today): never over a block, a busy calendar event or each other, a lower priority never taking the place of a higher one. ` +
          'A task without an estimate takes 30 minutes. A task that does not fit is in `unplaced` with its reason. When last night’s sleep (the health record of `date`) is at least an hour under the sleep target, an hour of the workday stays free and `notes` says so. ' +
          'High-priority tasks go first into the hours where the user’s completed focus blocks of the last 12 weeks cluster, once there are 12 of them; a 15-minute break is left after 90 minutes of focus in a row (60 after a short night). Each such choice is explained in `notes`. ' +
          '`apply: true` makes exactly the proposed focus blocks, all or none, each linked to its task, and answers the same body with each block’s `id`. ' +
          '`taskIds` keeps only the proposed blocks of those tasks (the rows a user left in the preview); the others are left out, never moved into the freed time. ' +
          'An applied plan that made blocks answers its `planId`, for its Undo.',
        body: planDayBodySchema,
        response: { 200: planDaySchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.planDay(currentUser(request), request.body.date, request.body.apply ?? false, request.body.taskIds),
  );

  routes.post(
    '/api/plan/day/:id/undo',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Undo an applied plan',
        description:
          'Takes back the plan `id` (the `planId` of an applied plan, for 10 minutes, once) in one transaction: its blocks still as they were made are deleted, which takes their tasks off the planner. ' +
          'A block the user has changed since (moved, resized, retitled, made to repeat) or whose task is done stays, in `kept` with the reason; one deleted already is in `gone`. ' +
          'Another user’s plan, an expired one or one undone already is 404 and nothing changes.',
        params: idParamsSchema,
        response: { 200: planUndoSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.undo(currentUser(request), request.params.id),
  );
}
