import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { chatMessages } from '../../db/schema/index.js';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export function createChatRepo(db: Db) {
  return {
    async list(userId: string) {
      return db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
    },

    /** The latest messages, oldest first. */
    async recent(userId: string, limit: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.userId, userId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse();
    },

    async insert(userId: string, role: ChatMessageRow['role'], content: string) {
      const rows = await db.insert(chatMessages).values({ userId, role, content }).returning();
      return rows[0];
    },

    async clear(userId: string) {
      await db.delete(chatMessages).where(and(eq(chatMessages.userId, userId)));
    },
  };
}

export type ChatRepo = ReturnType<typeof createChatRepo>;
