import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { relationships } from '../../db/schema/index.js';

export function createAiPromptsRepo(db: Db) {
  return {
    async exists(userId: string, relationshipId: string) {
      const rows = await db
        .select({ id: relationships.id })
        .from(relationships)
        .where(and(eq(relationships.id, relationshipId), eq(relationships.userId, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async saveAiPrompt(userId: string, relationshipId: string, aiPrompt: string) {
      const rows = await db
        .update(relationships)
        .set({ aiPrompt, updatedAt: new Date() })
        .where(and(eq(relationships.id, relationshipId), eq(relationships.userId, userId)))
        .returning({ id: relationships.id });
      return rows.length > 0;
    },
  };
}

export type AiPromptsRepo = ReturnType<typeof createAiPromptsRepo>;
