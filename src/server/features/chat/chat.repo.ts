import { and, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../shared/constants.js';
import type { Db } from '../../db/database.js';
import { chatMessages } from '../../db/schema/index.js';
import type { ChatMeta } from '../assistant/index.js';
import { newestFirst, olderThan, type Keyset } from '../../pagination.js';

/** A stored message; the database keeps the assistant's meta as JSON it does not read. */
export type ChatMessageRow = Omit<typeof chatMessages.$inferSelect, 'meta'> & { meta: ChatMeta | null };
/** Rows as the chat wrote them: `meta` holds a ChatMeta or nothing. */
const asMessages = (rows: Array<typeof chatMessages.$inferSelect>) => rows as ChatMessageRow[];

export function createChatRepo(db: Db) {
  const param = sql.placeholder;
  const ofUser = eq(chatMessages.userId, param('userId'));
  // Newest first on (created_at, id), the index's order; the caller turns each page around.
  const keyset: Keyset = { order: [chatMessages.createdAt, chatMessages.id], id: chatMessages.id, scope: [[chatMessages.userId, param('userId')]] };
  const newestPage = db
    .select()
    .from(chatMessages)
    .where(ofUser)
    .orderBy(...newestFirst(keyset))
    .limit(param('limit'))
    .prepare('chat_newest');
  const olderPage = db
    .select()
    .from(chatMessages)
    .where(and(ofUser, olderThan(keyset, param('before'))))
    .orderBy(...newestFirst(keyset))
    .limit(PAGE_SIZE)
    .prepare('chat_older');
  const messageById = db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(ofUser, eq(chatMessages.id, param('id'))))
    .prepare('chat_one');

  return {
    /** A page of the history, newest first: the latest messages, or those just before `before`. */
    async page(userId: string, before: string | undefined) {
      return asMessages(await (before ? olderPage.execute({ userId, before }) : newestPage.execute({ userId, limit: PAGE_SIZE })));
    },

    async exists(userId: string, id: string) {
      return (await messageById.execute({ userId, id })).length > 0;
    },

    /** The latest messages, oldest first. */
    async recent(userId: string, limit: number) {
      return asMessages(await newestPage.execute({ userId, limit })).reverse();
    },

    async insert(userId: string, role: ChatMessageRow['role'], content: string, meta?: ChatMeta) {
      const rows = await db
        .insert(chatMessages)
        .values({ userId, role, content, meta: meta ?? null })
        .returning();
      return asMessages(rows)[0];
    },

    /** Marks a reply's change as undone, so its Undo is not offered again. */
    async markUndone(userId: string, id: string) {
      await db
        .update(chatMessages)
        .set({ meta: sql`coalesce(${chatMessages.meta}, '{}'::jsonb) || '{"undone": true}'::jsonb` })
        .where(and(eq(chatMessages.userId, userId), eq(chatMessages.id, id)));
    },

    async clear(userId: string) {
      await db.delete(chatMessages).where(and(eq(chatMessages.userId, userId)));
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
