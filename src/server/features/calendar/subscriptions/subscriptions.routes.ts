import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  subscriptionCreateSchema,
  subscriptionListSchema,
  subscriptionSchema,
  subscriptionUpdateSchema,
} from '../../../../shared/schemas/calendar-subscriptions.js';
import { errorBodySchema, idParamsSchema } from '../../../../shared/schemas/common.js';
import { currentUser } from '../../../plugins/session.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['calendar'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** Calendars subscribed to by their ICS address: add, list, rename, remove, fetch now. */
export function subscriptionRoutes(app: FastifyInstance, service: SubscriptionsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/calendar/subscriptions', { schema: { tags, response: { 200: subscriptionListSchema, 401: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request).id),
  );

  routes.post(
    '/api/calendar/subscriptions',
    {
      schema: {
        tags,
        description:
          'Subscribes to a calendar by its ICS address (https://, http:// or webcal://): fetched and read at once (400 naming `url`, storing nothing, when it gives no calendar), then every 15 minutes. Its events are read-only busy time.',
        body: subscriptionCreateSchema,
        response: { 201: subscriptionSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  routes.patch(
    '/api/calendar/subscriptions/:id',
    { schema: { tags, params: idParamsSchema, body: subscriptionUpdateSchema, response: { 200: subscriptionSchema, ...errors } } },
    async (request) => service.rename(currentUser(request).id, request.params.id, request.body.name),
  );

  routes.delete(
    '/api/calendar/subscriptions/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.remove(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/calendar/subscriptions/:id/refresh',
    {
      schema: {
        tags,
        description:
          'Fetches the calendar now: 200 with the outcome (a failure is in `lastError`, the last good copy kept), or 202 when a fetch is under way already.',
        params: idParamsSchema,
        response: { 200: subscriptionSchema, 202: subscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { subscription, fetched } = await service.refresh(currentUser(request).id, request.params.id);
      return reply.code(fetched ? 200 : 202).send(subscription);
    },
  );
}
