import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { appliedSchema, applyChangesSchema, readingSchema, readTextSchema, undoAppliedSchema } from '../../../shared/schemas/assistant-read.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { applyChanges, undoApplied } from './apply-changes.js';
import { readerOf, type AiContextFactory } from './assistant.service.js';
import { AI_RATE_LIMIT_MESSAGE } from './provider.js';
import { readText } from './providers/builtin-read.js';

/** The assistant's reading of one line for the command palette and the one-line adds, and applying what it read. */
export async function assistantReadRoutes(app: FastifyInstance, deps: { context: AiContextFactory; limiter: RateLimiter; now?: () => Date }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['assistant'];
  const errors = { 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema };
  const contextOf = async (request: Parameters<typeof readerOf>[0]) => {
    const user = readerOf(request);
    await deps.limiter.hit(user.id, AI_RATE_LIMIT_MESSAGE);
    return deps.context(user, deps.now?.() ?? new Date());
  };

  routes.post(
    '/api/assistant/read',
    {
      schema: {
        tags,
        description:
          'What the built-in assistant would make of `text` as a chat message, changing nothing: each change as the assistant\'s tool call with a one-line `summary` (a new block or task also as the body of its own route), `sure` when the chat would make them without asking, and `message` when it would change nothing (a question it would ask, why it cannot, or that the text is a question). With `as: "task"`, a line that would change nothing is read as "add a task: <text>"; with `as: "new-task"`, every line is read so, and a reading with anything but new tasks changes nothing.',
        body: readTextSchema,
        response: { 200: readingSchema, ...errors },
      },
    },
    async (request) => readText(await contextOf(request), request.body.text, request.body.as),
  );

  routes.post(
    '/api/assistant/apply',
    {
      schema: {
        tags,
        description:
          'Makes the changes of a reading (`changes`: its tool calls, as read), all checked before any is made; a tool that only reads, or input it refuses, is a 400 naming the change. `undo` takes back all of them with POST /api/assistant/undo.',
        body: applyChangesSchema,
        response: { 200: appliedSchema, ...errors },
      },
    },
    async (request) => applyChanges(await contextOf(request), request.body.changes),
  );

  routes.post(
    '/api/assistant/undo',
    {
      schema: {
        tags,
        description: 'Takes back the changes of one apply, from its `undo` handle, once and within its time.',
        body: undoAppliedSchema,
        response: { 200: appliedSchema, ...errors },
      },
    },
    async (request) => undoApplied(await contextOf(request), request.body.undo),
  );
}
