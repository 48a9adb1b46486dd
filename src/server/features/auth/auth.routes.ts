import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authConfigSchema, signInSchema, signUpSchema, timezoneSchema, userSchema } from '../../../shared/schemas/auth.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { AppError } from '../../errors.js';
import { currentUser, type SessionStore, type UserRow } from '../../plugins/session.js';
import { twoFactorRequiredSchema, type TwoFactorRequired } from '../../../shared/schemas/sign-in.js';
import type { AuthService } from './auth.service.js';
import { readKnownDevice, rememberDevice } from './known-device.js';
import type { Oidc, OidcTransaction } from './oidc.js';
import { toUserDto } from './user-dto.js';

const OIDC_COOKIE = 'tf_oidc';
/** The callback's inputs are the sign-in cookie set by /api/login and the provider's answer in the query. */
const callbackError = (path: 'cookies' | 'query', message: string) => new AppError(400, message, [{ path, message }]);

export interface AuthRouteDeps {
  service: AuthService;
  sessions: SessionStore;
  oidc?: Oidc;
  allowSignup: boolean;
  emailEnabled: boolean;
  publicUrl?: string;
  secureCookies: boolean;
  /** Opens a session for a correct password, or answers that a second step is due. */
  passwordAccepted: (request: FastifyRequest, reply: FastifyReply, user: UserRow) => Promise<TwoFactorRequired | null>;
  isAdmin: (userId: string) => Promise<boolean>;
}

function baseUrl(request: FastifyRequest, publicUrl?: string): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  registerAccountRoutes(app, deps);
  registerProviderRoutes(app, deps);
  registerLogoutRoutes(app, deps);
}

/** What sign-in offers, who is signed in, and the built-in accounts' sign-up and sign-in. */
function registerAccountRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/auth/config', { schema: { tags, response: { 200: authConfigSchema } } }, async () => ({
    oidc: Boolean(deps.oidc),
    providerName: deps.oidc?.providerName ?? null,
    allowSignup: deps.allowSignup,
    email: deps.emailEnabled,
  }));

  routes.get('/api/auth/user', { schema: { tags, response: { 200: userSchema, 401: errorBodySchema } } }, async (request) => {
    const user = currentUser(request);
    return toUserDto(user, await deps.isAdmin(user.id));
  });

  routes.post('/api/auth/signup', { schema: { tags, body: signUpSchema, response: { 201: userSchema } } }, async (request, reply) => {
    const user = await deps.service.signUp(request.body, request.ip);
    await deps.sessions.create(reply, request, user.id, 'signup');
    rememberDevice(request, reply, user.id, deps.secureCookies);
    return reply.code(201).send(toUserDto(user, await deps.isAdmin(user.id)));
  });

  routes.post(
    '/api/auth/signin',
    { schema: { tags, body: signInSchema, response: { 200: z.union([userSchema, twoFactorRequiredSchema]), 401: errorBodySchema, 429: errorBodySchema } } },
    async (request, reply) => {
      const user = await deps.service.signIn(request.body, { ip: request.ip, knownDevice: readKnownDevice(request) });
      rememberDevice(request, reply, user.id, deps.secureCookies);
      return (await deps.passwordAccepted(request, reply, user)) ?? toUserDto(user, await deps.isAdmin(user.id));
    },
  );
}

/** Sign-in through the OpenID provider (else a redirect to the built-in page) and the provider's callback. */
function registerProviderRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/login',
    {
      schema: {
        tags,
        querystring: z.object({
          tz: timezoneSchema.optional().catch(undefined),
          intent: z.enum(['signin', 'signup']).optional().catch(undefined).describe('signup asks for account creation'),
        }),
      },
    },
    async (request, reply) => {
      const signup = request.query.intent === 'signup';
      if (!deps.oidc) return reply.redirect(signup && deps.allowSignup ? '/signup' : '/login');
      try {
        const { url, transaction } = await deps.oidc.start(`${baseUrl(request, deps.publicUrl)}/api/callback`, request.query.tz, signup);
        reply.setCookie(OIDC_COOKIE, JSON.stringify(transaction), {
          path: '/api/callback',
          httpOnly: true,
          sameSite: 'lax',
          secure: deps.secureCookies,
          signed: true,
          maxAge: 600,
        });
        return reply.redirect(url);
      } catch (error) {
        request.log.error({ err: error }, 'OpenID provider unreachable');
        throw new AppError(502, 'The sign-in provider could not be reached. Please try again later.');
      }
    },
  );

  routes.get('/api/callback', { schema: { tags } }, async (request, reply) => {
    const raw = request.cookies[OIDC_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!deps.oidc || !unsigned?.valid || !unsigned.value) {
      throw callbackError('cookies', 'The sign-in attempt expired or was not started here. Please sign in again.');
    }
    reply.clearCookie(OIDC_COOKIE, { path: '/api/callback' });
    let transaction: OidcTransaction;
    try {
      transaction = JSON.parse(unsigned.value) as OidcTransaction;
    } catch {
      throw callbackError('cookies', 'The sign-in attempt is invalid. Please sign in again.');
    }
    const currentUrl = new URL(request.url, baseUrl(request, deps.publicUrl));
    let claims;
    try {
      claims = await deps.oidc.finish(currentUrl, transaction);
    } catch (error) {
      request.log.warn({ err: error }, 'OpenID callback rejected');
      throw callbackError('query', 'Sign-in with the provider failed. Please try again.');
    }
    const user = await deps.service.signInWithOidc(claims);
    await deps.sessions.create(reply, request, user.id, 'oidc');
    return reply.redirect('/');
  });
}

/** Ends the session, and the provider's too when the user signed in through it. */
function registerLogoutRoutes(app: FastifyInstance, deps: AuthRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const logout = async (request: FastifyRequest, reply: FastifyReply) => {
    const wasOidc = request.user?.authProvider === 'oidc';
    await deps.sessions.destroy(request, reply);
    const providerLogout = wasOidc && deps.oidc ? await deps.oidc.logoutUrl(`${baseUrl(request, deps.publicUrl)}/`) : undefined;
    return reply.redirect(providerLogout ?? '/');
  };
  // Another site's link, image or frame cannot end the session: the browser says where a navigation came from
  // (Sec-Fetch-Site), and only one from this origin or typed in the address bar logs out. POST is held to the
  // same-origin rule of every state-changing request.
  routes.get('/api/logout', { schema: { tags } }, async (request, reply) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') return reply.redirect('/');
    return logout(request, reply);
  });
  routes.post('/api/logout', { schema: { tags } }, logout);
}
