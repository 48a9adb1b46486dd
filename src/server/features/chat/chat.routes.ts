import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { chatHistorySchema, sendChatMessageSchema } from '../../../shared/schemas/chat.js';
import { PAGE_SIZE } from '../../../shared/constants.js';
import { errorBodySchema, pageQuerySchema } from '../../../shared/schemas/common.js';
import { AI_RATE_LIMIT_MESSAGE, readerOf } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { currentUser } from '../../plugins/session.js';
import type { ChatService } from './chat.service.js';

function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export async function chatRoutes(app: FastifyInstance, deps: { service: ChatService; limiter: RateLimiter }) {
  const { service } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['chat'];

  routes.get(
    '/api/chat',
    {
      schema: {
        tags,
        description: `The newest ${PAGE_SIZE} messages, oldest first. \`before\` (a message's id) gives the ${PAGE_SIZE} just before that message; an empty list means there are none older. An id that is not one of your messages is 404, a malformed one 400.`,
        querystring: pageQuerySchema,
        response: { 200: chatHistorySchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.history(currentUser(request), request.query.before),
  );

  routes.post(
    '/api/chat',
    {
      schema: {
        tags,
        description:
          'Stores the message and streams the reply as text/event-stream: `delta` events ({text}) as it is produced, then `done` ({message}: the stored reply, equal to the deltas joined). A reply that proposes changes carries `proposal` (and `actions` confirm and cancel); pressing Confirm, Cancel or one of its `choices` sends the button\'s words with `answer` naming the message and the button. Typed words ("yes", "no") answer it too.',
        body: sendChatMessageSchema,
        response: { 200: z.string().describe('text/event-stream'), 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = readerOf(request);
      await deps.limiter.hit(user.id, AI_RATE_LIMIT_MESSAGE);
      const stream = service.send(user, request.body.content, request.body.answer);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        'x-accel-buffering': 'no',
      });
      raw.flushHeaders();
      // Each piece goes to the socket as soon as it is made; a slow reader holds the next one back.
      const send = async (chunk: string) => {
        if (!raw.write(chunk) && !raw.destroyed) await once(raw, 'drain');
      };
      try {
        let next = await stream.next();
        while (!next.done) {
          await send(sse('delta', { text: next.value }));
          next = await stream.next();
        }
        await send(sse('done', { message: next.value }));
      } catch (err) {
        request.log.error({ err }, 'chat reply failed');
        raw.write(sse('error', { message: 'The reply could not be saved. Please try again.' }));
      }
      raw.end();
    },
  );

  routes.delete('/api/chat', { schema: { tags, response: { 204: z.null(), 401: errorBodySchema } } }, async (request, reply) => {
    await service.clear(currentUser(request));
    return reply.code(204).send(null);
  });
}
