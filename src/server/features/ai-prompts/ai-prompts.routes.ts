import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reconnectionPromptRequestSchema, reconnectionPromptResponseSchema } from '../../../shared/schemas/ai.js';
import { errorBodySchema } from '../../../shared/schemas/common.js';
import { AI_RATE_LIMIT_MESSAGE, readerOf } from '../assistant/index.js';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { AiPromptsService } from './ai-prompts.service.js';

export async function aiPromptsRoutes(app: FastifyInstance, deps: { service: AiPromptsService; limiter: RateLimiter }) {
  const { service } = deps;
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
