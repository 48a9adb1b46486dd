import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

export const COMPRESSED_BODY_MESSAGE = 'Compressed request bodies are not accepted (Content-Encoding): send the body uncompressed';

/**
 * Request bodies are read exactly as sent, never inflated: a body with a content coding (gzip, deflate, br…) is
 * refused with 415 and `Accept-Encoding: identity` (RFC 9110 §15.5.16), rather than read as its compressed bytes or
 * inflated without bound. A zip file is a file, not a content coding: the Health import reads it with its own limits.
 */
export function registerRequestEncoding(app: FastifyInstance): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const encoding = request.headers['content-encoding'];
    if (encoding === undefined || /^\s*(identity\s*)?$/i.test(encoding)) return done(null, payload);
    const length = request.headers['content-length'];
    const hasBody = request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
    if (!hasBody) return done(null, payload);
    reply.header('accept-encoding', 'identity');
    done(new AppError(415, COMPRESSED_BODY_MESSAGE));
  });
}
