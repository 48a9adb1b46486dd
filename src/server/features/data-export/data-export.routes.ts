import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { todayIn } from '../../../shared/dates.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { exportDocumentSchema, type ExportDocument, IMPORT_MAX_BYTES, importSummarySchema } from '../../../shared/schemas/export.js';
import type { Db } from '../../db/database.js';
import { currentUser } from '../../plugins/session.js';
import { streamExport } from './data-export.service.js';
import { importDocument } from './data-import.service.js';

export async function dataExportRoutes(app: FastifyInstance, deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];

  routes.get('/api/account/export', { schema: { tags, response: { 200: exportDocumentSchema, 401: errorBodySchema } } }, async (request, reply) => {
    const user = currentUser(request);
    const t = now();
    const filename = `twelvefold-export-${todayIn(user.timezone, t)}.json`;
    return (
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        // The stream is the documented document written progressively; Fastify sends streams unserialized.
        .send(streamExport(deps.db, user, t) as unknown as ExportDocument)
    );
  });

  routes.post(
    '/api/account/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        body: exportDocumentSchema,
        response: { 200: importSummarySchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema },
      },
    },
    async (request) => importDocument(deps.db, currentUser(request), request.body),
  );
}
