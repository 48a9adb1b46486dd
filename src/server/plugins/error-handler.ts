import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors.js';
import { serializeError } from '../error-log.js';
import { AppError, fieldPath, schemaMismatch } from '../errors.js';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when the content type is JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is not valid: a part of it is too long',
};

/** The part of the request a framework's 4xx is about, so the answer has an issue a client can show. */
function requestPart(code: string | undefined): string | undefined {
  if (code?.startsWith('FST_ERR_CTP_')) return 'body';
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return 'url';
  return undefined;
}

/** A 4xx that Fastify raised itself (an unreadable body, a malformed address), in the API's error shape. */
export function sendClientError(error: FastifyError, reply: FastifyReply, status = error.statusCode ?? 400) {
  const message = CLIENT_MESSAGES[error.code] ?? (error.message || 'Bad request');
  const part = requestPart(error.code);
  return reply.code(status).send({ message, ...(part ? { issues: [{ path: part, message }] } : {}) });
}

const sendAppError = (error: AppError, reply: FastifyReply) =>
  reply.code(error.statusCode).send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) });

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(error, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendAppError(schemaMismatch(error.validation, (error as { validationContext?: string }).validationContext), reply);
    }
    if (error.validation) {
      const issues = error.validation.map((v) => ({ path: fieldPath(v.instancePath ?? ''), message: v.message ?? 'Invalid value' }));
      return reply.code(400).send({ message: error.message, issues });
    }
    if (!(error.statusCode && error.statusCode < 500) && isConnectionError(error)) {
      request.log.warn({ err: serializeError(error) }, 'database unavailable');
      return reply.code(503).header('retry-after', '1').send({ message: 'The database is unavailable right now. Please try again in a moment.' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendClientError(error, reply, status);
    }
    request.log.error({ err: serializeError(error) }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
