import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  notificationSettingsSchema,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  updateNotificationSettingsSchema,
} from '../../../shared/schemas/push.js';
import { currentUser } from '../../plugins/session.js';
import type { PushService } from './push.service.js';

export async function pushRoutes(app: FastifyInstance, deps: { service: PushService }) {
  const { service } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema };

  routes.get(
    '/api/push/public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key (base64url, uncompressed P-256) browsers subscribe with',
        response: { 200: pushPublicKeySchema, 401: errorBodySchema },
      },
    },
    async () => service.publicKey(),
  );

  routes.post(
    '/api/push/subscriptions',
    {
      schema: {
        tags,
        summary: 'Receive notifications in this browser',
        description:
          'The endpoint must be https:// on a public address. At most 12 a user (409 beyond). A subscription made with a personal token ends when the token is revoked.',
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscriptionSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await service.subscribe(currentUser(request).id, request.body, request.apiToken?.id ?? null)),
  );

  routes.delete(
    '/api/push/subscriptions',
    {
      schema: { tags, summary: 'Stop notifications in a browser', body: pushUnsubscribeSchema, response: { 204: z.null(), ...errors, 404: errorBodySchema } },
    },
    async (request, reply) => {
      await service.unsubscribe(currentUser(request).id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  routes.get('/api/notifications/settings', { schema: { tags, response: { 200: notificationSettingsSchema, 401: errorBodySchema } } }, async (request) =>
    service.settings(currentUser(request).id),
  );

  routes.patch(
    '/api/notifications/settings',
    {
      schema: { tags, body: updateNotificationSettingsSchema, response: { 200: notificationSettingsSchema, ...errors, 403: errorBodySchema } },
    },
    async (request) => service.updateSettings(currentUser(request).id, request.body),
  );

  routes.post(
    '/api/notifications/test',
    {
      schema: {
        tags,
        summary: 'Send a test notification to every subscribed browser',
        response: { 202: z.null(), 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.sendTest(currentUser(request).id);
      return reply.code(202).send(null);
    },
  );
}
