import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insights } from '../../db/schema/index.js';
import type { InsightDraft } from '../../../shared/schemas/insights.js';

export type InsightRow = typeof insights.$inferSelect;

export function createInsightsRepo(db: Db) {
  return {
    async list(userId: string, limit: number) {
      return db.select().from(insights).where(eq(insights.userId, userId)).orderBy(desc(insights.createdAt), desc(insights.id)).limit(limit);
    },

    /** The first card is stored as the newest, so a batch lists back in the engine's order. */
    async insertBatch(userId: string, drafts: InsightDraft[]) {
      const base = Date.now();
      const rows = await db
        .insert(insights)
        .values(drafts.map((d, i) => ({ userId, kind: d.kind, title: d.title, body: d.body, createdAt: new Date(base - i) })))
        .returning();
      return rows;
    },
  };
}

export type InsightsRepo = ReturnType<typeof createInsightsRepo>;
