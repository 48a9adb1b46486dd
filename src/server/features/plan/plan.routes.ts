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
          `Places the tasks on the plan of \`date\` (due by it, or picked for it: the same definition as \`GET /api/tasks?view=today\`) that are not on the planner yet, in plan order, in the free time of the workday (the profile's \`workdayStart\`–\`workdayEnd\`, ${DEFAULT_WORKDAY.start}–${DEFAULT_WORKDAY.end} unless set; not before now when \`date\` is today): never over a block, a busy calendar event or each other, a later task never taking the place of an earlier one. ` +
          'Without a pick for the day, the other open tasks fill the free time after them. A task already on the planner that day is in `kept`; one booked on another day from today on is never taken (it is in `unplaced`, with the day). `blocks` come in time order. ' +
          'A task without an estimate takes 30 minutes; one longer than 90 minutes of focus is split into sessions (`session`) of at most 90 with a 15-minute break between. A task that does not fit is in `unplaced` with its reason. ' +
          'Demanding work (high priority, or 90 minutes or more) goes first into the hours where the user’s completed focus blocks of the last 12 weeks cluster, once there are 12 of them, and into the morning before that. ' +
          'A short night (the health record of `date` an hour or more under the sleep target), energy recorded at 4/10 or less, or `light` make a lighter day: an hour of the workday stays free and stretches of focus are 60 minutes. ' +
          'The limits `notBefore`, `notAfter` ("HH:MM"), `keepFree` (spans kept free), `onlyTaskIds` (only these open tasks) and `urgentOnly` (only what is due by the day or high priority) narrow the plan. `replan` (today only) moves the blocks of open tasks that have not started yet: they are in `moved`, and the plan places their tasks again. Each choice is said in `notes`. ' +
          '`apply: true` makes exactly the proposed focus blocks (after deleting `moved`), all or none, each linked to its task, and answers the same body with each block’s `id`. ' +
          '`taskIds` keeps only the proposed blocks of those tasks (the rows a user left in the preview); the others are left out, never moved into the freed time. ' +
          'An applied plan that made or moved blocks answers its `planId`, for its Undo.',
        body: planDayBodySchema,
        response: { 200: planDaySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => service.planDay(currentUser(request), request.body),
  );

  routes.post(
    '/api/plan/day/:id/undo',
    {
      schema: {
        tags: ['tasks'],
        summary: 'Undo an applied plan',
        description:
          'Takes back the plan `id` (the `planId` of an applied plan, for 10 minutes, once) in one transaction: its blocks still as they were made are deleted, which takes their tasks off the planner, and the blocks a re-plan moved come back (`restored`). ' +
          'A block the user has changed since (moved, resized, retitled, made to repeat) or whose task is done stays, in `kept` with the reason; one deleted already is in `gone`. ' +
          'Another user’s plan, an expired one or one undone already is 404 and nothing changes.',
        params: idParamsSchema,
        response: { 200: planUndoSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.undo(currentUser(request), request.params.id),
  );
}
