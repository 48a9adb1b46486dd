import { RELATIONSHIP_AI_PROMPT_MAX } from '../../../shared/schemas/relationships.js';
import type { ReconnectionPromptRequest, ReconnectionPromptResponse } from '../../../shared/schemas/ai.js';
import { type AiProvider, type AiUser, createAiContext } from '../assistant/index.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import type { AiPromptsRepo } from './ai-prompts.repo.js';

export function createAiPromptsService(deps: { db: Db; repo: AiPromptsRepo; ai: AiProvider; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Writes a reconnection message; for one of the user's people (relationshipId) it is stored as their aiPrompt. */
    async reconnectionPrompt(user: AiUser, input: ReconnectionPromptRequest): Promise<ReconnectionPromptResponse> {
      const { relationshipId } = input;
      if (relationshipId && !(await deps.repo.exists(user.id, relationshipId))) throw notFound('Relationship');
      const result = await deps.ai.reconnectionPrompt(createAiContext(deps.db, user, now()), input);
      const prompt = result.prompt.slice(0, RELATIONSHIP_AI_PROMPT_MAX);
      if (relationshipId && !(await deps.repo.saveAiPrompt(user.id, relationshipId, prompt))) throw notFound('Relationship');
      return result.notice ? { prompt, notice: result.notice } : { prompt };
    },
  };
}
