import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { errorBodySchema, idParamsSchema, idSchema, pageQuerySchema } from '../../../shared/schemas/common.js';
import { badRequest } from '../../errors.js';
import {
  createInteractionSchema,
  createRelationshipSchema,
  interactionListSchema,
  interactionSchema,
  relationshipListQuerySchema,
  relationshipListSchema,
  RELATIONSHIPS_MAX,
  RELATIONSHIPS_PAGE_MAX,
  relationshipSchema,
  undoLogSchema,
  updateRelationshipSchema,
  VCARD_IMPORT_LIST_MAX,
  VCARD_IMPORT_MAX_BYTES,
  vcardImportSummarySchema,
} from '../../../shared/schemas/relationships.js';
import { currentUser } from '../../plugins/session.js';
import type { RelationshipsService } from './relationships.service.js';
import type { VcardReader } from './vcard-reader.js';

const interactionParamsSchema = z.object({ id: idSchema, interactionId: idSchema });
const tags = ['relationships'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The user's people: list, add, import from vCard, change, delete and Undo. */
function peopleRoutes(app: FastifyInstance, service: RelationshipsService, vcards: VcardReader) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/relationships',
    {
      schema: {
        tags,
        description: `The user's people, soonest due for contact first: the first ${RELATIONSHIPS_PAGE_MAX} (or \`limit\`), and with \`after\` (the id of the last person of a page) the ones after them; a page shorter than the limit is the last. An account keeps at most ${RELATIONSHIPS_MAX.toLocaleString('en-US')} people. An id that is not one of the user's people is 404.`,
        querystring: relationshipListQuerySchema,
        response: { 200: relationshipListSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  routes.post(
    '/api/relationships',
    { schema: { tags, body: createRelationshipSchema, response: { 201: relationshipSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(currentUser(request), request.body)),
  );

  // Encapsulated in this plugin: only the import route reads vCard bodies.
  app.addContentTypeParser(['text/vcard', 'text/x-vcard'], { parseAs: 'string', bodyLimit: VCARD_IMPORT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  routes.post(
    '/api/relationships/import',
    {
      bodyLimit: VCARD_IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: 'Import people from a vCard file',
        description: `A text/vcard body (vCard 2.1, 3.0 or 4.0, one or many cards, up to 5 MB): Android and Outlook exports (quoted-printable, bare type parameters) and Apple Address Book’s are read. Names come from FN (or N), NOTE becomes notes; a name already present is skipped, and a card that cannot be read is skipped and named by its line. \`skipped\` counts the cards left out and \`skippedCards\` lists the first ${VCARD_IMPORT_LIST_MAX} of them. A file holding no card is refused.`,
        body: z.string(),
        response: { 200: vcardImportSummarySchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request) => {
      if (typeof request.body !== 'string' || request.body.trim() === '') throw badRequest('file', 'Choose a vCard (.vcf) file to import');
      return service.importVcards(currentUser(request), await vcards.read(request.body));
    },
  );

  routes.patch(
    '/api/relationships/:id',
    { schema: { tags, params: idParamsSchema, body: updateRelationshipSchema, response: { 200: relationshipSchema, ...errors } } },
    async (request) => service.update(currentUser(request), request.params.id, request.body),
  );

  routes.delete('/api/relationships/:id', { schema: { tags, params: idParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await service.remove(currentUser(request), request.params.id);
    return reply.code(204).send(null);
  });

  routes.post(
    '/api/relationships/:id/restore',
    {
      schema: {
        tags,
        summary: 'Undo a delete',
        description:
          'Puts back a person deleted in the last 10 minutes exactly as they were, with every interaction and their last contact. 404 when there is nothing to restore, 409 when the person exists again.',
        params: idParamsSchema,
        response: { 200: relationshipSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restore(currentUser(request), request.params.id),
  );
}

/** One person's interactions: history by page, log and its Undo, delete and its Undo. */
function interactionRoutes(app: FastifyInstance, service: RelationshipsService) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/relationships/:id/interactions',
    {
      schema: {
        tags,
        description: `The person's ${PAGE_SIZE} latest interactions, newest first. \`before\` (an interaction's id) gives the ${PAGE_SIZE} after it in that order; an empty list means there are no more. An id that is not one of this person's interactions is 404.`,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: interactionListSchema, ...errors },
      },
    },
    async (request) => service.listInteractions(currentUser(request), request.params.id, request.query.before),
  );

  routes.post(
    '/api/relationships/:id/interactions',
    { schema: { tags, params: idParamsSchema, body: createInteractionSchema, response: { 201: interactionSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.logInteraction(currentUser(request), request.params.id, request.body)),
  );

  routes.post(
    '/api/relationships/:id/interactions/:interactionId/undo',
    {
      schema: {
        tags,
        summary: 'Undo logging an interaction',
        description:
          "Takes back an interaction logged in the last 10 minutes, for good (it is not listed among recently deleted items), and puts the person's last contact back to `lastContactBefore`, what it was before the log, or to a later interaction logged since. 400 when `lastContactBefore` is after the current last contact, 404 when the interaction is not this person's, 409 when it was logged more than 10 minutes ago.",
        params: interactionParamsSchema,
        body: undoLogSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await service.undoLog(currentUser(request), request.params.id, request.params.interactionId, request.body.lastContactBefore);
      return reply.code(204).send(null);
    },
  );

  routes.delete(
    '/api/relationships/:id/interactions/:interactionId',
    {
      schema: {
        tags,
        description:
          "Deletes one interaction from the person's history, kept 10 minutes for Undo. When it was the last contact, the last contact becomes the newest interaction left.",
        params: interactionParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteInteraction(currentUser(request), request.params.id, request.params.interactionId);
      return reply.code(204).send(null);
    },
  );

  routes.post(
    '/api/relationships/:id/interactions/:interactionId/restore',
    {
      schema: {
        tags,
        summary: 'Undo an interaction delete',
        description:
          'Puts back an interaction deleted in the last 10 minutes. 404 when there is nothing to restore or the person is gone, 409 when it exists again.',
        params: interactionParamsSchema,
        response: { 200: interactionSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => service.restoreInteraction(currentUser(request), request.params.id, request.params.interactionId),
  );
}

/** `vcards` reads contact files in worker threads; the composition root closes it with the server. */
export async function relationshipsRoutes(app: FastifyInstance, { service, vcards }: { service: RelationshipsService; vcards: VcardReader }) {
  peopleRoutes(app, service, vcards);
  interactionRoutes(app, service);
}
