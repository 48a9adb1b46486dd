import type { FastifyInstance } from 'fastify';

/**
 * Prepares a not yet listening app for a graceful close and returns the close: stop accepting connections, let
 * the requests in flight finish (for drainMs at most, then their connections are cut), then run the app's onClose
 * hooks. New requests on kept-alive connections meanwhile get Fastify's 503.
 */
export function closeGracefully(app: FastifyInstance, drainMs: number): () => Promise<void> {
  let closing = false;
  // A response sent while closing closes its connection, so a kept-alive client does not send another request on it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return async () => {
    closing = true;
    const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
    // Connections that fall idle later (after a streamed response) would otherwise stay open until their keep-alive timeout.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
      clearInterval(idle);
    }
  };
}
