import type { ChatMessage } from '../../../shared/schemas/chat.js';
import { createAiContext, type AiProvider } from '../../ai/index.js';
import type { AiUser } from '../../ai/provider.js';
import type { Db } from '../../db/database.js';
import { olderPage } from '../../pagination.js';
import type { ChatMessageRow, ChatRepo } from './chat.repo.js';

const HISTORY_FOR_MODEL = 12;
export const STREAM_FAILURE_TEXT = 'Sorry, something went wrong while I was answering. Please try again.';

function toDto(row: ChatMessageRow): ChatMessage {
  return { id: row.id, role: row.role, content: row.content, createdAt: row.createdAt.toISOString() };
}

export function createChatService(deps: { db: Db; repo: ChatRepo; ai: AiProvider; now?: () => Date }) {
  const { repo, ai } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The newest page of the conversation, or the page just before the message `before`; oldest first. */
    async history(user: AiUser, before?: string) {
      const rows = await olderPage({ rows: await repo.page(user.id, before), before, cursorExists: (id) => repo.exists(user.id, id), what: 'Message' });
      return rows.map(toDto);
    },

    async clear(user: AiUser) {
      await repo.clear(user.id);
    },

    /**
     * Stores the user's message, then yields the reply in pieces; when the pieces are done, stores the reply as
     * exactly their concatenation and returns it.
     */
    async *send(user: AiUser, content: string): AsyncGenerator<string, ChatMessage> {
      const history = await repo.recent(user.id, HISTORY_FOR_MODEL);
      await repo.insert(user.id, 'user', content);
      const ctx = createAiContext(deps.db, user, now());
      let reply = '';
      try {
        for await (const piece of ai.chat(ctx, history.map((m) => ({ role: m.role, content: m.content })), content)) {
          reply += piece;
          yield piece;
        }
      } catch {
        const tail = `${reply ? '\n\n' : ''}${STREAM_FAILURE_TEXT}`;
        reply += tail;
        yield tail;
      }
      return toDto(await repo.insert(user.id, 'assistant', reply));
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
