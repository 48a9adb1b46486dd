import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from '../../../shared/schemas/common.js';
import { changeEmailResultSchema, changeEmailSchema, confirmEmailSchema, forgotPasswordSchema, resetPasswordSchema } from '../../../shared/schemas/sign-in.js';
import { z } from 'zod';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser, type SessionStore } from '../../plugins/session.js';
import type { AccountRecoveryService } from './account-recovery.service.js';

export async function accountRecoveryRoutes(
  app: FastifyInstance,
  deps: { service: AccountRecoveryService; ipLimiter: RateLimiter; sessions: Pick<SessionStore, 'forgetUser'> },
) {
  const { service } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account recovery'];
  const errors = { 400: errorBodySchema, 429: errorBodySchema };

  routes.post(
    '/api/auth/forgot',
    { schema: { tags, body: forgotPasswordSchema, response: { 202: z.object({ accepted: z.literal(true) }), ...errors } } },
    async (request, reply) => {
      await deps.ipLimiter.hit(`forgot:${request.ip}`);
      await service.forgot(request.body.email);
      return reply.code(202).send({ accepted: true as const });
    },
  );
  routes.post('/api/auth/reset', { schema: { tags, body: resetPasswordSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
    await deps.ipLimiter.hit(`reset:${request.ip}`);
    await service.reset(request.body);
    return { ok: true as const };
  });
  routes.post(
    '/api/account/email',
    {
      schema: { tags, body: changeEmailSchema, response: { 200: changeEmailResultSchema, 401: errorBodySchema, 409: errorBodySchema, ...errors } },
    },
    async (request) => service.changeEmail(currentUser(request), request.body, request.ip),
  );
  routes.post(
    '/api/account/email/confirm',
    { schema: { tags, body: confirmEmailSchema, response: { 200: changeEmailResultSchema, 409: errorBodySchema, ...errors } } },
    async (request) => {
      await deps.ipLimiter.hit(`confirm-email:${request.ip}`);
      const { userId, email } = await service.confirmEmail(request.body.token);
      // The link may be opened signed out or in another browser: this instance's cached sessions of the user go now.
      deps.sessions.forgetUser(userId);
      return { status: 'changed' as const, email };
    },
  );
}
