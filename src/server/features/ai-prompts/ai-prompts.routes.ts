import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reconnectionPromptRequestSchema, reconnectionPromptResponseSchema } from '../../../shared/schemas/ai.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AI_RATE_LIMIT_MESSAGE, createAiProvider, readerOf } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import { createAiPromptsRepo } from './ai-prompts.repo.js';
import { createAiPromptsService } from './ai-prompts.service.js';

export async function aiPromptsRoutes(app: FastifyInstance, deps: { db: Db; ai: Config['ai']; limiter: RateLimiter; now?: () => Date }) {
  const service = createAiPromptsService({ db: deps.db, repo: createAiPromptsRepo(deps.db), ai: createAiProvider(deps.ai, app.log), now: deps.now });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/ai/reconnection-prompt',
    {
      schema: {
        tags: ['ai'],
        body: reconnectionPromptRequestSchema,
        response: { 200: reconnectionPromptResponseSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const user = readerOf(request);
      await deps.limiter.hit(user.id, AI_RATE_LIMIT_MESSAGE);
      return service.reconnectionPrompt(user, request.body);
    },
  );
}
