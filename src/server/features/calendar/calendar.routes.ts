import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  busyBlockListSchema,
  busyQuerySchema,
  caldavCalendarListSchema,
  caldavAccountSchema,
  caldavChooseSchema,
  caldavConnectResultSchema,
  caldavConnectSchema,
  caldavStatusSchema,
  calendarFeedSchema,
  FEED_FILE_PATTERN,
  feedParamsSchema,
  IMPORT_MAX_BYTES,
  importQuerySchema,
  importSummarySchema,
} from '../../../shared/schemas/calendar.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { badRequest, notFound } from '../../errors.js';
import { currentUser } from '../../plugins/session.js';
import type { CalendarFeedService } from './calendar-feed.service.js';
import type { CalendarImportService } from './calendar-import.service.js';
import type { CaldavSync } from './caldav/caldav-sync.js';
import type { CaldavService } from './caldav/caldav.service.js';
import type { IcsReader } from './ics/ics-reader.js';
import { connectionRoutes } from './connections/connections.routes.js';
import type { ConnectionsService } from './connections/connections.service.js';
import { subscriptionRoutes } from './subscriptions/subscriptions.routes.js';
import type { SubscriptionsService } from './subscriptions/subscriptions.service.js';

export interface CalendarRoutesDeps {
  feed: CalendarFeedService;
  caldav: CaldavService;
  importer: CalendarImportService;
  sync: CaldavSync;
  reader: IcsReader;
  subscriptions: SubscriptionsService;
  connections: ConnectionsService;
  publicUrl?: string;
  secureCookies: boolean;
}

const tags = ['calendar'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

export async function calendarRoutes(app: FastifyInstance, deps: CalendarRoutesDeps) {
  // Encapsulated in this plugin: only the import route reads text/calendar bodies.
  app.addContentTypeParser('text/calendar', { parseAs: 'string', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  feedRoutes(app, deps);
  caldavRoutes(app, deps);
  importRoute(app, deps);
  subscriptionRoutes(app, deps.subscriptions);
  connectionRoutes(app, { service: deps.connections, publicUrl: deps.publicUrl, secureCookies: deps.secureCookies });

  app.addHook('onClose', async () => {
    await deps.sync.idle();
    await deps.reader.close();
  });
}

/** The feed at its secret address, and its link in settings. */
function feedRoutes(app: FastifyInstance, deps: CalendarRoutesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const baseUrl = (request: FastifyRequest) => deps.publicUrl ?? `${request.protocol}://${request.host}`;

  routes.get(
    '/calendar/:file',
    { schema: { tags, params: feedParamsSchema, response: { 200: z.string(), 304: z.null(), 404: errorBodySchema } } },
    async (request, reply) => {
      if (!FEED_FILE_PATTERN.test(request.params.file)) throw notFound('Calendar feed');
      const token = request.params.file.slice(0, -'.ics'.length);
      const { ics, etag, lastModified } = await deps.feed.render(token);
      reply.header('cache-control', 'private, no-cache').header('etag', etag).header('last-modified', lastModified.toUTCString());
      const ifNoneMatch = request.headers['if-none-match'];
      const ifModifiedSince = request.headers['if-modified-since'];
      const notModified = ifNoneMatch
        ? ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === `W/${etag}`)
        : ifModifiedSince !== undefined && !Number.isNaN(Date.parse(ifModifiedSince)) && Date.parse(ifModifiedSince) >= lastModified.getTime();
      if (notModified) return reply.code(304).send(null);
      return reply.type('text/calendar; charset=utf-8').header('content-disposition', 'inline; filename="twelvefold.ics"').send(ics);
    },
  );

  routes.get('/api/calendar/feed', { schema: { tags, response: { 200: calendarFeedSchema, 401: errorBodySchema, 403: errorBodySchema } } }, async (request) =>
    deps.feed.get(currentUser(request).id, baseUrl(request)),
  );

  routes.post(
    '/api/calendar/feed/rotate',
    { schema: { tags, response: { 200: calendarFeedSchema, 201: calendarFeedSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async (request, reply) => {
      const { feed, created } = await deps.feed.rotate(currentUser(request).id, baseUrl(request));
      return reply.code(created ? 201 : 200).send(feed);
    },
  );
}

/** The connected CalDAV calendar: connect, choose, sync, disconnect, and its busy time. */
function caldavRoutes(app: FastifyInstance, deps: CalendarRoutesDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/calendar/caldav', { schema: { tags, response: { 200: caldavStatusSchema, 401: errorBodySchema } } }, async (request) =>
    deps.caldav.status(currentUser(request).id),
  );

  routes.post(
    '/api/calendar/caldav',
    { schema: { tags, body: caldavConnectSchema, response: { 201: caldavConnectResultSchema, ...errors, 403: errorBodySchema } } },
    async (request, reply) => reply.code(201).send(await deps.caldav.connect(currentUser(request).id, request.body)),
  );

  routes.get(
    '/api/calendar/caldav/calendars',
    { schema: { tags, response: { 200: caldavCalendarListSchema, ...errors, 502: errorBodySchema } } },
    async (request) => deps.caldav.calendars(currentUser(request).id),
  );

  routes.patch(
    '/api/calendar/caldav',
    {
      schema: { tags, body: caldavChooseSchema, response: { 200: caldavAccountSchema, ...errors, 403: errorBodySchema, 502: errorBodySchema } },
    },
    async (request) => deps.caldav.choose(currentUser(request).id, request.body.calendarUrl),
  );

  routes.delete('/api/calendar/caldav', { schema: { tags, response: { 204: z.null(), ...errors, 403: errorBodySchema } } }, async (request, reply) => {
    await deps.caldav.disconnect(currentUser(request).id);
    return reply.code(204).send(null);
  });

  routes.post('/api/calendar/caldav/sync', { schema: { tags, response: { 200: caldavAccountSchema, ...errors } } }, async (request) =>
    deps.caldav.syncNow(currentUser(request).id),
  );

  routes.get('/api/calendar/busy', { schema: { tags, querystring: busyQuerySchema, response: { 200: busyBlockListSchema, ...errors } } }, async (request) =>
    deps.caldav.busy(currentUser(request).id, request.query.from, request.query.to),
  );
}

/** An .ics file's events as time blocks. */
function importRoute(app: FastifyInstance, deps: CalendarRoutesDeps) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/calendar/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        querystring: importQuerySchema,
        body: z.string(),
        response: { 200: importSummarySchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string' || request.body.trim() === '') throw badRequest('file', 'Choose an .ics file to import');
      return deps.importer.importIcs(currentUser(request).id, request.body, request.query.from, request.query.to);
    },
  );
}
