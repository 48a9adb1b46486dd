import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text.js';
import { AppError } from '../errors.js';

/**
 * The shared schemas refuse text PostgreSQL cannot store; this hook applies the same rule to every request's
 * body, query and parameters, so a route whose input is not a zod text field (an .ics body, a free query) cannot
 * forget it either.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorableText(part);
      if (path === null) continue;
      const field = path || 'body';
      return done(new AppError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, [{ path: field, message: UNSTORABLE_TEXT_MESSAGE }]));
    }
    done();
  });
}
