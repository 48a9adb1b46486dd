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
  const p = sql.placeholder;
  const mine = eq(chatMessages.userId, p('userId'));
  // Newest first on (created_at, id), the index's order; the caller turns each page around.
  const keyset: Keyset = { order: [chatMessages.createdAt, chatMessages.id], id: chatMessages.id, scope: [[chatMessages.userId, p('userId')]] };
  const newest = db.select().from(chatMessages).where(mine).orderBy(...newestFirst(keyset)).limit(p('limit')).prepare('chat_newest');
  const older = db
    .select()
    .from(chatMessages)
    .where(and(mine, olderThan(keyset, p('before'))))
    .orderBy(...newestFirst(keyset))
    .limit(PAGE_SIZE)
    .prepare('chat_older');
  const one = db.select({ id: chatMessages.id }).from(chatMessages).where(and(mine, eq(chatMessages.id, p('id')))).prepare('chat_one');

  return {
    /** A page of the history, newest first: the latest messages, or those just before `before`. */
    async page(userId: string, before: string | undefined) {
      return asMessages(await (before ? older.execute({ userId, before }) : newest.execute({ userId, limit: PAGE_SIZE })));
    },

    async exists(userId: string, id: string) {
      return (await one.execute({ userId, id })).length > 0;
    },

    /** The latest messages, oldest first. */
    async recent(userId: string, limit: number) {
      return asMessages(await newest.execute({ userId, limit })).reverse();
    },

    async insert(userId: string, role: ChatMessageRow['role'], content: string, meta?: ChatMeta) {
      const rows = await db.insert(chatMessages).values({ userId, role, content, meta: meta ?? null }).returning();
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
