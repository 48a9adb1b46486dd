import { RELATIONSHIP_AI_PROMPT_MAX } from '../../../shared/schemas/relationships.js';
import type { ReconnectionPromptRequest, ReconnectionPromptResponse } from '../../../shared/schemas/ai.js';
import type { AiContextFactory, AiProvider, AiUser } from '../assistant/index.js';
import { notFound } from '../../errors.js';
import type { AiPromptsRepo } from './ai-prompts.repo.js';

export function createAiPromptsService(deps: { context: AiContextFactory; repo: AiPromptsRepo; ai: AiProvider; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Writes a reconnection message; for one of the user's people (relationshipId) it is stored as their aiPrompt. */
    async reconnectionPrompt(user: AiUser, input: ReconnectionPromptRequest): Promise<ReconnectionPromptResponse> {
      const { relationshipId } = input;
      if (relationshipId && !(await deps.repo.exists(user.id, relationshipId))) throw notFound('Relationship');
      const result = await deps.ai.reconnectionPrompt(deps.context(user, now()), input);
      const prompt = result.prompt.slice(0, RELATIONSHIP_AI_PROMPT_MAX);
      if (relationshipId && !(await deps.repo.saveAiPrompt(user.id, relationshipId, prompt))) throw notFound('Relationship');
      return result.notice ? { prompt, notice: result.notice } : { prompt };
    },
  };
}

export type AiPromptsService = ReturnType<typeof createAiPromptsService>;
