import type { ChatAction, ChatAnswer, ChatMessage, ChatProposal } from '../../../shared/schemas/chat.js';
import type { AiContextFactory, AiProvider, AiUser, ChatOutcome } from '../assistant/index.js';
import { olderPage } from '../../pagination.js';
import type { ChatMessageRow, ChatRepo } from './chat.repo.js';

const HISTORY_FOR_MODEL = 12;
export const STREAM_FAILURE_TEXT = 'Sorry, something went wrong while I was answering. Please try again.';

/** The buttons a message offers: Undo while its change stands, Yes and No while it waits for a confirmation. */
function actionsOf(row: ChatMessageRow, latest: boolean): ChatAction[] {
  const meta = row.meta;
  if (!meta) return [];
  const out: ChatAction[] = [];
  if (meta.undo?.length && !meta.undone) out.push('undo');
  if (meta.pending && latest) out.push('confirm', 'cancel');
  return out;
}

/** The changes a waiting proposal would make, one line each. */
function proposalOf(row: ChatMessageRow): ChatProposal | undefined {
  const pending = row.meta?.pending;
  if (!pending) return undefined;
  const lines =
    pending.lines ??
    pending.summary
      .split('\n')
      .filter((l) => l.startsWith('• '))
      .map((l) => l.slice(2));
  return { changes: lines.length ? lines : [pending.summary] };
}

function toDto(row: ChatMessageRow, latest = false): ChatMessage {
  const actions = actionsOf(row, latest);
  const choices = latest ? (row.meta?.choices ?? []).map((c) => c.label) : [];
  const proposal = latest ? proposalOf(row) : undefined;
  return {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(actions.length ? { actions } : {}),
    ...(choices.length ? { choices } : {}),
    ...(proposal ? { proposal } : {}),
  };
}

/** Why a button press no longer applies: it answers a message that is not the latest, or one that asks nothing. */
function staleAnswer(answer: ChatAnswer, latest: ChatMessageRow | undefined): string | null {
  if (!latest || latest.role !== 'assistant' || latest.id !== answer.messageId) return 'That question was answered already, so nothing changed.';
  if (answer.action === 'choose')
    return (latest.meta?.choices?.length ?? 0) > answer.choice ? null : 'That choice is not on offer any more, so nothing changed.';
  return latest.meta?.pending ? null : 'Nothing is waiting for a yes any more, so nothing changed.';
}

export function createChatService(deps: { repo: ChatRepo; ai: AiProvider; context: AiContextFactory; now?: () => Date }) {
  const { repo, ai } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** The newest page of the conversation, or the page just before the message `before`; oldest first. */
    async history(user: AiUser, before?: string) {
      const rows = await olderPage({ rows: await repo.page(user.id, before), before, cursorExists: (id) => repo.exists(user.id, id), what: 'Message' });
      const newest = before ? undefined : rows.at(-1)?.id;
      return rows.map((row) => toDto(row, row.id === newest));
    },

    async clear(user: AiUser) {
      await repo.clear(user.id);
    },

    /**
     * Stores the user's message, then yields the reply in pieces; when the pieces are done, stores the reply as
     * exactly their concatenation and returns it.
     */
    async *send(user: AiUser, content: string, answer?: ChatAnswer): AsyncGenerator<string, ChatMessage> {
      const history = await repo.recent(user.id, HISTORY_FOR_MODEL);
      await repo.insert(user.id, 'user', content);
      const stale = answer ? staleAnswer(answer, history.at(-1)) : null;
      if (stale) {
        yield stale;
        return toDto(await repo.insert(user.id, 'assistant', stale), true);
      }
      const ctx = deps.context(user, now());
      let reply = '';
      let outcome: ChatOutcome | void = undefined;
      try {
        const stream = ai.chat(
          ctx,
          history.map((m) => ({ id: m.id, role: m.role, content: m.content, meta: m.meta })),
          content,
          answer,
        );
        let next = await stream.next();
        while (!next.done) {
          reply += next.value;
          yield next.value;
          next = await stream.next();
        }
        outcome = next.value;
      } catch {
        const tail = `${reply ? '\n\n' : ''}${STREAM_FAILURE_TEXT}`;
        reply += tail;
        yield tail;
      }
      if (outcome?.undid) await repo.markUndone(user.id, outcome.undid);
      return toDto(await repo.insert(user.id, 'assistant', reply, outcome?.meta), true);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
