import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/schemas/auth.js';
import { errorBodySchema, idParamsSchema } from '../../../shared/schemas/common.js';
import {
  passkeyListSchema,
  passkeyRegisterSchema,
  passkeySchema,
  passkeySignInSchema,
  webAuthnOptionsSchema,
  webAuthnRegistrationOptionsSchema,
} from '../../../shared/schemas/sign-in.js';
import { AppError } from '../../errors.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser } from '../../plugins/session.js';
import { toUserDto } from '../auth/index.js';
import { readPending } from './pending-sign-in.js';
import { PASSKEY_REFUSED, type PasskeysService, type RelyingParty } from './passkeys.service.js';
import { finishSignIn, SIGN_IN_EXPIRED, type TwoFactorRouteDeps } from './two-factor.routes.js';

const CHALLENGE_COOKIE = 'tf_webauthn';
const CHALLENGE_SECONDS = 300;

interface Challenge {
  challenge: string;
  purpose: 'register' | 'sign-in';
  userId: string | null;
}

export interface PasskeyRouteDeps extends TwoFactorRouteDeps {
  passkeys: PasskeysService;
  publicUrl?: string;
  /** Sign-in attempts per address, shared with the password form. */
  ipLimiter: RateLimiter;
}

/**
 * The site a passkey belongs to: PUBLIC_URL's host, else the address the browser used. Browsers bind a passkey to a
 * host name and refuse an IP address with a bare "invalid domain", so that case is explained here instead.
 */
function relyingParty(request: FastifyRequest, publicUrl?: string): RelyingParty {
  const url = new URL(publicUrl ?? `${request.protocol}://${request.host}`);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    const message = `Passkeys need a host name, and this server is reached at the IP address ${host}: open Twelvefold at its host name (localhost on this computer), or set PUBLIC_URL to one, such as https://planner.example.com`;
    throw new AppError(400, message, [{ path: 'host', message }]);
  }
  return { id: url.hostname, origin: url.origin };
}

function keepChallenge(reply: FastifyReply, secure: boolean, value: Challenge): void {
  reply.setCookie(CHALLENGE_COOKIE, JSON.stringify(value), {
    path: '/api',
    httpOnly: true,
    sameSite: 'strict',
    secure,
    signed: true,
    maxAge: CHALLENGE_SECONDS,
  });
}

/** The challenge this browser was given for this purpose (and user), once: it is cleared as it is read. */
function takeChallenge(request: FastifyRequest, reply: FastifyReply, purpose: Challenge['purpose'], userId: string | null): string {
  const raw = request.cookies[CHALLENGE_COOKIE];
  reply.clearCookie(CHALLENGE_COOKIE, { path: '/api' });
  const unsigned = raw ? request.unsignCookie(raw) : undefined;
  try {
    const value = unsigned?.valid && unsigned.value ? (JSON.parse(unsigned.value) as Challenge) : null;
    if (value && value.purpose === purpose && value.userId === userId && typeof value.challenge === 'string') return value.challenge;
  } catch {
    /* refused below */
  }
  throw new AppError(400, 'The passkey request expired. Please try again.', [{ path: 'response', message: 'The passkey request expired' }]);
}

export async function passkeyRoutes(app: FastifyInstance, deps: PasskeyRouteDeps) {
  const { passkeys } = deps;
  const now = deps.now ?? (() => new Date());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['two-factor'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

  routes.get('/api/account/passkeys', { schema: { tags, response: { 200: passkeyListSchema, 401: errorBodySchema } } }, async (request) =>
    passkeys.list(currentUser(request)),
  );
  routes.post(
    '/api/account/passkeys/options',
    { schema: { tags, response: { 200: webAuthnRegistrationOptionsSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const options = await passkeys.registrationOptions(user, relyingParty(request, deps.publicUrl));
      keepChallenge(reply, deps.secureCookies, { challenge: options.challenge, purpose: 'register', userId: user.id });
      return { ...options };
    },
  );
  routes.post(
    '/api/account/passkeys',
    { schema: { tags, body: passkeyRegisterSchema, response: { 201: passkeySchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      const challenge = takeChallenge(request, reply, 'register', user.id);
      const created = await passkeys.register(user, relyingParty(request, deps.publicUrl), challenge, request.body);
      return reply.code(201).send(created);
    },
  );
  routes.delete('/api/account/passkeys/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await passkeys.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  routes.post('/api/auth/passkey/options', { schema: { tags, response: { 200: webAuthnOptionsSchema, 429: errorBodySchema } } }, async (request, reply) => {
    await deps.ipLimiter.hit(`passkey:${request.ip}`);
    const pendingUserId = readPending(request, now().getTime());
    const options = await passkeys.authenticationOptions(relyingParty(request, deps.publicUrl), pendingUserId);
    keepChallenge(reply, deps.secureCookies, { challenge: options.challenge, purpose: 'sign-in', userId: pendingUserId });
    return { ...options };
  });
  routes.post(
    '/api/auth/passkey',
    { schema: { tags, body: passkeySignInSchema, response: { 200: userSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema } } },
    async (request, reply) => {
      await deps.ipLimiter.hit(`passkey:${request.ip}`);
      const pendingUserId = readPending(request, now().getTime());
      const challenge = takeChallenge(request, reply, 'sign-in', pendingUserId);
      const userId = await passkeys.authenticate(relyingParty(request, deps.publicUrl), challenge, request.body.response, pendingUserId !== null);
      if (pendingUserId && userId !== pendingUserId) throw new AppError(401, PASSKEY_REFUSED);
      const user = await deps.service.findUser(userId);
      if (!user) throw new AppError(401, SIGN_IN_EXPIRED);
      await finishSignIn(deps, request, reply, user, pendingUserId ? 'password+passkey' : 'passkey', request.body.trustDevice);
      return toUserDto(user, await deps.isAdmin(user.id));
    },
  );
}
