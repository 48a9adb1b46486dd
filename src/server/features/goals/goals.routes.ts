import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  createGoalSchema,
  goalListSchema,
  goalSchema,
  milestoneListSchema,
  milestoneParamsSchema,
  updateGoalSchema,
  updateMilestoneSchema,
} from '../../../shared/schemas/goals.js';
import { currentUser } from '../../plugins/session.js';
import type { GoalsService } from './goals.service.js';

export async function goalsRoutes(app: FastifyInstance, { service }: { service: GoalsService }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['goals'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

  routes.get('/api/goals', { schema: { tags, response: { 200: goalListSchema, 401: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request)),
  );

  routes.post('/api/goals', { schema: { tags, body: createGoalSchema, response: { 201: goalSchema, ...errors } } }, async (request, reply) =>
    reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  routes.patch(
    '/api/goals/:id',
    { schema: { tags, params: idParamsSchema, body: updateGoalSchema, response: { 200: goalSchema, ...errors, 409: errorBodySchema } } },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  routes.get(
    '/api/goals/:id/milestones',
    {
      schema: {
        tags,
        summary: "A goal's 12 milestones",
        description: 'The 12 milestones in order (`index` 1–12), each with its `title`, `dueDate` and `doneAt` (null until named, dated or ticked).',
        params: idParamsSchema,
        response: { 200: milestoneListSchema, ...errors },
      },
    },
    async (request) => service.milestones(currentUser(request), request.params.id),
  );

  routes.patch(
    '/api/goals/:id/milestones/:index',
    {
      schema: {
        tags,
        summary: 'Name, date or tick a milestone',
        description:
          '`title` names the milestone (empty or null clears it), `dueDate` dates it (null clears it), `done` ticks it (`doneAt` is the time it was ticked) or clears the tick. ' +
          'Once any milestone is named or ticked, the goal’s progress is its ticked milestones ÷ 12 (`progressSource: "milestones"`), and setting `progress` on the goal is 409; before that the percentage set by hand counts. Answers the goal.',
        params: milestoneParamsSchema,
        body: updateMilestoneSchema,
        response: { 200: goalSchema, ...errors },
      },
    },
    async (request) => (await service.updateMilestone(currentUser(request), request.params.id, request.params.index, request.body)).goal,
  );

  routes.delete('/api/goals/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  routes.post(
    '/api/goals/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description: 'Puts back a goal deleted in the last 10 minutes exactly as it was. 404 when there is nothing to restore, 409 when the goal exists again.',
        params: idParamsSchema,
        response: { 200: goalSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request), request.params.id),
  );
}
