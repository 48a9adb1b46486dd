import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/schemas/auth.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  recoveryCodesSchema,
  regenerateRecoveryCodesSchema,
  secondStepSchema,
  totpDisableSchema,
  totpEnrolmentSchema,
  totpVerifySchema,
  twoFactorStatusSchema,
  type SignInMethod,
  type TwoFactorRequired,
} from '../../../shared/schemas/sign-in.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser, type SessionStore, type UserRow } from '../../plugins/session.js';
import { toUserDto } from '../auth/index.js';
import { clearPending, readPending, setPending, setTrusted, TRUSTED_COOKIE } from './pending-sign-in.js';
import { WRONG_CODE, type TwoFactorService } from './two-factor.service.js';

export const SIGN_IN_EXPIRED = 'Your sign-in took too long. Enter your email and password again.';

export interface TwoFactorRouteDeps {
  service: TwoFactorService;
  sessions: SessionStore;
  /** Wrong second-step attempts per account. */
  limiter: RateLimiter;
  secureCookies: boolean;
  isAdmin: (userId: string) => Promise<boolean>;
  now?: () => Date;
}

/** What a correct password leads to: a session now, or the second step with no session yet. */
export function createSecondStepGate(deps: TwoFactorRouteDeps) {
  const now = deps.now ?? (() => new Date());
  return async function passwordAccepted(request: FastifyRequest, reply: FastifyReply, user: UserRow): Promise<TwoFactorRequired | null> {
    const methods = await deps.service.secondStepFor(user.id, request.cookies[TRUSTED_COOKIE]);
    if (!methods) {
      clearPending(reply);
      await deps.sessions.create(reply, request, user.id, 'password');
      return null;
    }
    setPending(reply, deps.secureCookies, user.id, now().getTime());
    return { twoFactorRequired: true, methods };
  };
}
export type SecondStepGate = ReturnType<typeof createSecondStepGate>;

/** Ends a sign-in whose second step passed: the session, and the trusted-device cookie when asked for. */
export async function finishSignIn(
  deps: TwoFactorRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  method: SignInMethod,
  trustDevice: boolean | undefined,
): Promise<void> {
  clearPending(reply);
  await deps.limiter.reset(`second-step:${user.id}`);
  await deps.sessions.create(reply, request, user.id, method);
  if (trustDevice) {
    const trusted = await deps.service.trustDevice(user.id);
    setTrusted(reply, deps.secureCookies, trusted.token, trusted.maxAgeSeconds);
  }
}

export async function twoFactorRoutes(app: FastifyInstance, deps: TwoFactorRouteDeps) {
  const { service } = deps;
  const now = deps.now ?? (() => new Date());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema };

  routes.get('/api/account/2fa', { schema: { tags, response: { 200: twoFactorStatusSchema, 401: errorBodySchema } } }, async (request) =>
    service.status(currentUser(request)),
  );
  routes.post('/api/account/2fa/totp', { schema: { tags, response: { 200: totpEnrolmentSchema, ...errors } } }, async (request) =>
    service.startTotp(currentUser(request)),
  );
  routes.post(
    '/api/account/2fa/totp/verify',
    { schema: { tags, body: totpVerifySchema, response: { 200: recoveryCodesSchema, ...errors } } },
    async (request) => ({ recoveryCodes: await service.confirmTotp(currentUser(request), request.body.code, request.sessionId, request.ip) }),
  );
  routes.delete('/api/account/2fa/totp', { schema: { tags, body: totpDisableSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.disableTotp(currentUser(request), request.body, request.ip);
    return reply.code(204).send(null);
  });
  routes.post(
    '/api/account/2fa/recovery-codes',
    { schema: { tags, body: regenerateRecoveryCodesSchema, response: { 200: recoveryCodesSchema, ...errors } } },
    async (request) => ({ recoveryCodes: await service.regenerateRecoveryCodes(currentUser(request), request.body.password, request.ip) }),
  );

  routes.post(
    '/api/auth/2fa',
    { schema: { tags, body: secondStepSchema, response: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema } } },
    async (request, reply) => {
      const userId = readPending(request, now().getTime());
      if (!userId) throw new AppError(401, SIGN_IN_EXPIRED);
      await deps.limiter.hit(`second-step:${userId}`, 'Too many wrong codes. Wait a few minutes and try again.');
      const method = await service.checkSecondStep(userId, request.body);
      if (!method) throw new AppError(401, 'code' in request.body ? WRONG_CODE : 'That recovery code is not right, or it was used already.');
      const user = await service.findUser(userId);
      if (!user) throw new AppError(401, SIGN_IN_EXPIRED);
      await finishSignIn(deps, request, reply, user, method, request.body.trustDevice);
      return toUserDto(user, await deps.isAdmin(user.id));
    },
  );
}
