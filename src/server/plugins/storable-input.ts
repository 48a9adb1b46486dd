import type { FastifyInstance } from 'fastify';
import { findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text.js';
import { AppError } from '../errors.js';

/** The 400 for a part of a request (`root` names it) holding text PostgreSQL cannot store, or null. */
export function unstorableInput(value: unknown, root = 'body'): AppError | null {
  const path = findUnstorableText(value);
  if (path === null) return null;
  const field = path || root;
  return new AppError(400, `${field}: ${UNSTORABLE_TEXT_MESSAGE}`, [{ path: field, message: UNSTORABLE_TEXT_MESSAGE }]);
}

/**
 * The shared schemas refuse text PostgreSQL cannot store; this hook applies the same rule to every request's
 * body, query and parameters, so a route whose input is not a zod text field (an .ics body, a free query) cannot
 * forget it either. A body kept as bytes (a health push, read in a worker thread) is checked where it is parsed.
 */
export function registerStorableInput(app: FastifyInstance): void {
  // Three checks in a row rather than a loop over a new array: this runs before every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const error = unstorableInput(request.params) ?? unstorableInput(request.query) ?? (Buffer.isBuffer(request.body) ? null : unstorableInput(request.body));
    done(error ?? undefined);
  });
}
