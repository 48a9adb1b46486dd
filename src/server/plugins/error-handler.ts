import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type Issue } from '../errors.js';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty when the content type is JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
};

function fieldPath(instancePath: string, context?: string): string {
  const path = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return path || context || 'body';
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({ message: error.message, ...(error.issues ? { issues: error.issues } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      const issues: Issue[] = error.validation.map((v) => ({ path: fieldPath(v.instancePath, context), message: v.message ?? 'Invalid value' }));
      const message = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      return reply.code(400).send({ message, issues });
    }
    if (error.validation) {
      const issues = error.validation.map((v) => ({ path: fieldPath(v.instancePath ?? ''), message: v.message ?? 'Invalid value' }));
      return reply.code(400).send({ message: error.message, issues });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_MESSAGES[error.code] ?? (error.message || 'Bad request');
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
