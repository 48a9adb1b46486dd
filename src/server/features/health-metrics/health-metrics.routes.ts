import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import {
  healthMetricsCreateSchema,
  healthMetricsDateQuerySchema,
  healthMetricsListSchema,
  healthMetricsOrNullSchema,
  healthMetricsRangeQuerySchema,
  healthMetricsSchema,
  healthMetricsUpdateSchema,
} from '../../../shared/schemas/health-metrics.js';
import { z } from 'zod';
import {
  healthCsvQuerySchema,
  healthCsvResultSchema,
  healthImportSummarySchema,
  HEALTH_CSV_MAX_BYTES,
  HEALTH_IMPORT_MAX_BYTES,
  APPLE_HEALTH_LIMITS,
} from '../../../shared/schemas/health-import.js';
import { healthIngestBodySchema, healthIngestResultSchema, HEALTH_INGEST_MAX_BYTES, INGEST_SHAPE_MESSAGE } from '../../../shared/schemas/health-ingest.js';
import { healthOverviewSchema } from '../../../shared/schemas/health-overview.js';
import { pickLocale } from '../../../shared/format.js';
import type { HealthOverviewService } from './health-overview.service.js';
import { AppError, badRequest } from '../../errors.js';
import type { HealthImportService } from './health-import.service.js';
import { removeAllUploads, removeUpload, saveUpload } from './upload-file.js';
import { currentUser } from '../../plugins/session.js';
import type { HealthMetricsService } from './health-metrics.service.js';

export interface HealthMetricsRouteDeps {
  service: HealthMetricsService;
  overview: HealthOverviewService;
  importer: HealthImportService;
}

const tags = ['health-metrics'];
const errors = { 400: errorBodySchema, 401: errorBodySchema };

/** Where a request's Health export was saved, and the imports being read (a closing server stops them). */
interface Uploads {
  paths: WeakMap<object, string>;
  readings: Set<AbortController>;
  /** The users with a Health export arriving or being read on this instance, and the request that holds each. */
  importing: Map<string, object>;
}

/** The body parsers of the import routes: a Health export streamed to disk, a CSV as text. */
function uploadParsers(app: FastifyInstance): Uploads {
  // Encapsulated in this plugin: a Health export is written to disk as it arrives, never buffered in memory.
  // The file's path is kept apart from the body, so no request can name a file of its own choosing.
  const uploads = new WeakMap<object, string>();
  app.addContentTypeParser(['application/zip', 'application/xml', 'text/xml', 'application/octet-stream'], (request, payload, done) => {
    saveUpload(payload, HEALTH_IMPORT_MAX_BYTES).then(
      (path) => {
        // A client that leaves once the file is in never reaches the handler: its connection's end removes the file.
        const socket = request.raw.socket;
        if (socket.destroyed) {
          void removeUpload(path);
          return done(new AppError(400, 'The upload was interrupted'));
        }
        socket.once('close', () => void removeUpload(path));
        uploads.set(request, path);
        done(null, 'file');
      },
      (error: Error) => done(error),
    );
  });
  // Windows browsers label a .csv file as Excel's.
  app.addContentTypeParser(
    ['text/csv', 'application/csv', 'application/vnd.ms-excel'],
    { parseAs: 'string', bodyLimit: HEALTH_CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onResponse', async (request) => {
    const path = uploads.get(request);
    if (path) await removeUpload(path);
  });
  // A closing server does not wait for an import to finish: each stops and removes its upload, then the uploads still
  // arriving are removed.
  const readings = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const reading of readings) reading.abort(new AppError(503, 'The server is restarting: import the file again in a moment'));
  });
  app.addHook('onClose', async () => removeAllUploads());
  // One Health export a user at a time: a second is refused before its upload is taken in.
  const importing = new Map<string, object>();
  const release = (request: FastifyRequest) => {
    const userId = request.user?.id;
    if (userId && importing.get(userId) === request) importing.delete(userId);
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
  return { paths: uploads, readings, importing };
}

/** Claims the user's one Health import, or answers 429 while another is arriving or being read. */
function oneImportAtATime(importing: Uploads['importing']) {
  return async (request: FastifyRequest) => {
    const userId = currentUser(request).id;
    if (importing.has(userId)) throw new AppError(429, 'Another Health export of yours is being imported: wait for it to finish, then try again');
    importing.set(userId, request);
  };
}

/** Reading an Apple Health export from its saved upload: stopped when the client leaves, after the time limit, or on close. */
async function readAppleHealth(importer: HealthImportService, { paths, readings, importing }: Uploads, request: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(request);
  const path = paths.get(request);
  if (!path) throw badRequest('file', 'Choose the export.zip or export.xml to import');
  const reading = new AbortController();
  const stop = (error: AppError) => reading.abort(error);
  // Nobody waits for the answer once the client has gone: the work stops with it.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) stop(new AppError(400, 'The upload was interrupted'));
  });
  const timer = setTimeout(
    () => stop(new AppError(413, `The export took longer than ${APPLE_HEALTH_LIMITS.minutes} minutes to read; nothing was imported`)),
    APPLE_HEALTH_LIMITS.minutes * 60_000,
  );
  readings.add(reading);
  try {
    return await importer.importAppleHealth(user.id, user.timezone, path, reading.signal);
  } finally {
    clearTimeout(timer);
    readings.delete(reading);
    // A client gone before the answer gets no response hook: the user's next import may start once this one stops.
    if (importing.get(user.id) === request) importing.delete(user.id);
    paths.delete(request);
    await removeUpload(path);
  }
}

/** Two of the three ways health data comes in: an Apple Health export and a CSV (a phone app's push: ingestRoute). */
function importRoutes(app: FastifyInstance, importer: HealthImportService, uploads: Uploads) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/health-metrics/import/apple-health',
    {
      bodyLimit: HEALTH_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import an Apple Health export',
        description:
          'The export.zip or export.xml of the Health app’s “Export All Health Data” (application/zip or application/xml), up to 2 GB. Daily values on the user’s calendar fill the metrics not yet recorded; a value the user recorded is never replaced. An import reads at most 12 GB of XML, 60 million records, 20,000 days and 500 devices and apps, for 20 minutes (413 beyond); 8 MB without a tag is no Health export (400); a sample dated outside 1900–2999 refuses the file (400). The reading stops when the client leaves.',
        body: z.string(),
        response: { 200: healthImportSummarySchema, ...errors, 413: errorBodySchema, 415: errorBodySchema, 429: errorBodySchema, 503: errorBodySchema },
      },
      preParsing: oneImportAtATime(uploads.importing),
    },
    async (request, reply) => readAppleHealth(importer, uploads, request, reply),
  );

  routes.post(
    '/api/health-metrics/import/csv',
    {
      bodyLimit: HEALTH_CSV_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import daily health values from a CSV',
        description:
          'A text/csv body (comma, semicolon or tab separated, up to 5 MB): a date column and any of the twelve metrics, named by key, label or a common synonym, with an optional unit in parentheses such as "Weight (kg)" or "Water (ml)". With preview=true (the default) nothing is written: the answer shows the first 50 days as they will be stored and the first 100 problems by row and column, with how many there are in all (dayCount, errorCount). The file is read in a worker thread. With preview=false the file is applied: all or nothing by default (any problem → 400 listing the first 100), or with invalidRows=skip the good rows are imported and the rows with a problem reported. Values are stored as measured within what a day can hold, never clamped; rows dated with a time of day are measurements, and a day measured several times keeps its last one. Values fill the metrics not yet recorded; a value the user recorded is never replaced.',
        querystring: healthCsvQuerySchema,
        body: z.string({ error: 'Send the CSV file as a text/csv body' }),
        response: { 200: healthCsvResultSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string' || request.body.trim() === '') throw badRequest('file', 'Choose a CSV file with a header row and at least one day');
      return importer.importCsv(currentUser(request).id, request.body, { apply: request.query.preview === 'false', invalidRows: request.query.invalidRows });
    },
  );
}

/** The bytes of a JSON push are checked against the contract in the worker; any other body as every route's is. */
function bytesOrContract<S>(route: Parameters<FastifySchemaCompiler<S>>[0]): ReturnType<FastifySchemaCompiler<S>> {
  // Each part's own schema comes here at run time, the zod contract of the body.
  const check = validatorCompiler(route as unknown as Parameters<FastifySchemaCompiler<z.ZodType>>[0]);
  return (data) => (Buffer.isBuffer(data) ? { value: data } : check(data));
}

/**
 * A phone app's push of up to 20 MB is parsed, checked against its contract and mapped in a worker thread: here its
 * bytes are only collected (in a plugin of its own, so only this route reads JSON this way), and the checks the other
 * routes make on the event loop happen there, with the same answers.
 */
async function ingestRoute(app: FastifyInstance, { importer }: { importer: HealthImportService }) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: HEALTH_INGEST_MAX_BYTES }, (_request, body, done) =>
    body.length === 0 ? done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined) : done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/health-metrics/ingest',
    {
      bodyLimit: HEALTH_INGEST_MAX_BYTES,
      schema: {
        tags,
        summary: 'Receive health data pushed by a phone app',
        description:
          'For Health Auto Export (iOS, REST API automation, JSON) and Health Connect Webhook (Android), authenticated by a personal token with write scope (Authorization: Bearer tf_…). Samples are mapped to the twelve metrics by the rules of the Apple Health import and kept by app and sample id, so a repeated push changes nothing. Daily values fill the metrics the user has not recorded; a value the user recorded is never replaced.',
        body: healthIngestBodySchema,
        response: { 200: healthIngestResultSchema, ...errors, 403: errorBodySchema, 413: errorBodySchema },
      },
      validatorCompiler: bytesOrContract,
    },
    async (request) => {
      const user = currentUser(request);
      const body: unknown = request.body;
      if (!Buffer.isBuffer(body)) throw badRequest('body', INGEST_SHAPE_MESSAGE);
      return importer.ingest(user.id, user.timezone, body);
    },
  );
}

/** The user's daily values, one day or a range, and the twelve-week overview. */
function dailyRoutes(app: FastifyInstance, { service, overview }: HealthMetricsRouteDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/health-metrics',
    { schema: { tags, querystring: healthMetricsDateQuerySchema, response: { 200: healthMetricsOrNullSchema, ...errors } } },
    async (request, reply) => reply.send(await service.getByDate(currentUser(request).id, request.query.date)),
  );

  routes.get(
    '/api/health-metrics/overview',
    {
      schema: {
        tags,
        summary: 'Twelve metrics × the last twelve weeks, and the strongest relationships',
        description:
          'Each metric’s mean over each of the last twelve weeks (seven days ending today in your time zone) against your target (the default where you set none), scored 0–100 in the metric’s direction; and the strongest correlations between metrics (the night’s sleep against the next day) and with the day’s hours of meetings and focus, each over at least `minPairs` paired days with |r| ≥ `minStrength` and ≥ 2/√n over n days, beyond what chance alone gives.',
        response: { 200: healthOverviewSchema, 401: errorBodySchema },
      },
    },
    async (request) => overview.load(currentUser(request), pickLocale(request.headers['accept-language'])),
  );

  routes.get(
    '/api/health-metrics/range',
    { schema: { tags, querystring: healthMetricsRangeQuerySchema, response: { 200: healthMetricsListSchema, ...errors } } },
    async (request) => service.listRange(currentUser(request).id, request.query),
  );

  routes.post(
    '/api/health-metrics',
    { schema: { tags, body: healthMetricsCreateSchema, response: { 201: healthMetricsSchema, ...errors, 409: errorBodySchema } } },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request).id, request.body)),
  );

  routes.patch(
    '/api/health-metrics',
    { schema: { tags, body: healthMetricsUpdateSchema, response: { 200: healthMetricsSchema, ...errors, 404: errorBodySchema } } },
    async (request) => service.update(currentUser(request).id, request.body),
  );
}

export async function healthMetricsRoutes(app: FastifyInstance, deps: HealthMetricsRouteDeps) {
  const uploads = uploadParsers(app);
  dailyRoutes(app, deps);
  importRoutes(app, deps.importer, uploads);
  await app.register(ingestRoute, { importer: deps.importer });
}
