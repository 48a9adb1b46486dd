import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../../../shared/constants.js';
import { changePasswordSchema, deleteAccountSchema, updateProfileSchema } from '../../../shared/schemas/account.js';
import { userSchema } from '../../../shared/schemas/auth.js';
import { errorBodySchema, okSchema } from '../../../shared/schemas/common.js';
import { currentUser } from '../../plugins/session.js';
import { toUserDto } from '../auth/index.js';
import type { AccountService } from './account.service.js';

export async function accountRoutes(app: FastifyInstance, { service, isAdmin }: { service: AccountService; isAdmin: (userId: string) => Promise<boolean> }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };

  routes.patch(
    '/api/account/profile',
    { schema: { tags, body: updateProfileSchema, response: { 200: userSchema, 409: errorBodySchema, ...errors } } },
    async (request) => {
      const user = await service.updateProfile(currentUser(request), request.body);
      return toUserDto(user, await isAdmin(user.id));
    },
  );

  routes.post('/api/account/password', { schema: { tags, body: changePasswordSchema, response: { 200: okSchema, ...errors } } }, async (request) => {
    await service.changePassword(currentUser(request), request.body, request.sessionId, request.ip);
    return { ok: true as const };
  });

  routes.delete('/api/account', { schema: { tags, body: deleteAccountSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.deleteAccount(currentUser(request), request.body, request.ip);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send(null);
  });
}
