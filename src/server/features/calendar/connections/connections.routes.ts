import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorizeResultSchema,
  CALENDAR_PROVIDERS,
  CONNECTION_ERROR_PARAM,
  CONNECTION_RESULT_PARAM,
  connectionChooseSchema,
  connectionListSchema,
  connectionSchema,
  oauthCallbackQuerySchema,
  providerParamsSchema,
  remoteCalendarListSchema,
  type CalendarProviderId,
} from '../../../../shared/schemas/calendar-connections.js';
import { errorBodySchema, idParamsSchema, idSchema } from '../../../../shared/schemas/common.js';
import { AppError } from '../../../errors.js';
import { currentUser } from '../../../plugins/session.js';
import type { OAuthTransaction } from './oauth.js';
import { ConnectionRefused, type ConnectionsService } from './connections.service.js';

const tags = ['calendar'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
/** The sign-in under way, signed and HttpOnly, sent back only to the callbacks. */
const OAUTH_COOKIE = 'tf_calendar_oauth';
const COOKIE_PATH = '/api/calendar/';
const SETTINGS = '/settings';

export const callbackPath = (provider: CalendarProviderId) => `/api/calendar/${provider}/callback`;

export interface ConnectionRoutesDeps {
  service: ConnectionsService;
  publicUrl?: string;
  secureCookies: boolean;
}

/** Two-way calendar connections (Google, Microsoft): sign in, choose calendars, sync now, disconnect. */
export function connectionRoutes(app: FastifyInstance, deps: ConnectionRoutesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = deps;
  const baseUrl = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;

  routes.get('/api/calendar/connections', { schema: { tags, response: { 200: connectionListSchema, 401: errorBodySchema } } }, async (request) =>
    service.list(currentUser(request).id),
  );

  routes.post(
    '/api/calendar/connections/:provider/authorize',
    {
      schema: {
        tags,
        params: providerParamsSchema,
        body: z.object({ connectionId: idSchema.optional() }).optional(),
        response: { 200: authorizeResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      // A sign-in is bound to a browser session: a personal token cannot start one.
      if (!request.sessionId) throw new AppError(403, 'Connect a calendar from the app, signed in');
      // Normalised as the callback's own address will be (a default port dropped): the provider compares them exactly.
      const redirectUri = new URL(`${baseUrl(request)}${callbackPath(provider)}`).href;
      const started = await service.authorize(currentUser(request).id, request.sessionId, provider, redirectUri, request.body?.connectionId);
      reply.setCookie(OAUTH_COOKIE, JSON.stringify(started.transaction), {
        path: COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: deps.secureCookies,
        signed: true,
        maxAge: 600,
      });
      return { url: started.url };
    },
  );

  for (const provider of CALENDAR_PROVIDERS) {
    routes.get(callbackPath(provider), { schema: { tags, querystring: oauthCallbackQuerySchema } }, (request, reply) =>
      callback(request, reply, provider, request.query.error),
    );
  }

  routes.get(
    '/api/calendar/connections/:id/calendars',
    { schema: { tags, params: idParamsSchema, response: { 200: remoteCalendarListSchema, ...errors, 409: errorBodySchema, 502: errorBodySchema } } },
    async (request) => service.calendars(currentUser(request).id, request.params.id),
  );

  routes.patch(
    '/api/calendar/connections/:id',
    {
      schema: {
        tags,
        params: idParamsSchema,
        body: connectionChooseSchema,
        response: { 200: connectionSchema, ...errors, 409: errorBodySchema, 502: errorBodySchema },
      },
    },
    async (request) => service.choose(currentUser(request).id, request.params.id, request.body),
  );

  routes.post(
    '/api/calendar/connections/:id/sync',
    { schema: { tags, params: idParamsSchema, response: { 200: connectionSchema, 202: connectionSchema, ...errors, 409: errorBodySchema } } },
    async (request, reply) => {
      const { connection, synced } = await service.syncNow(currentUser(request).id, request.params.id);
      return reply.code(synced ? 200 : 202).send(connection);
    },
  );

  routes.delete(
    '/api/calendar/connections/:id',
    { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.disconnect(currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  /**
   * The provider sends the browser back here. Public, so that a session that ended meanwhile is sent to sign in rather
   * than shown an error; the cookie must come from this session's own start. Every outcome goes back to the settings.
   */
  async function callback(request: FastifyRequest, reply: FastifyReply, provider: CalendarProviderId, refused: string | undefined) {
    if (!request.user || !request.sessionId) return reply.redirect('/login');
    const back = (param: string, value: string) => reply.redirect(`${SETTINGS}?${param}=${encodeURIComponent(value)}#calendar`);
    const raw = request.cookies[OAUTH_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    reply.clearCookie(OAUTH_COOKIE, { path: COOKIE_PATH });
    const transaction = parseTransaction(unsigned?.valid ? unsigned.value : null);
    if (!transaction || transaction.provider !== provider || transaction.sessionId !== request.sessionId) {
      return back(CONNECTION_ERROR_PARAM, 'The calendar sign-in expired or was not started here. Please connect again.');
    }
    if (refused) return back(CONNECTION_ERROR_PARAM, 'The calendar was not connected: access was not allowed.');
    try {
      const id = await service.complete(request.user.id, provider, new URL(request.url, baseUrl(request)), transaction);
      return back(CONNECTION_RESULT_PARAM, id);
    } catch (error) {
      if (error instanceof ConnectionRefused) return back(CONNECTION_ERROR_PARAM, error.message);
      if (error instanceof AppError) return back(CONNECTION_ERROR_PARAM, error.message);
      request.log.error({ err: error }, 'calendar connection callback failed');
      return back(CONNECTION_ERROR_PARAM, 'Connecting the calendar failed. Please try again.');
    }
  }
}

function parseTransaction(value: string | null | undefined): OAuthTransaction | null {
  if (!value) return null;
  try {
    const parsed = z
      .object({ provider: z.string(), state: z.string(), verifier: z.string(), sessionId: z.string(), connectionId: z.string().optional() })
      .safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
