import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { insights } from '../../db/schema/index.js';
import type { InsightDraft } from '../../../shared/schemas/insights.js';
import { newestFirst, olderThan, type Keyset } from '../../pagination.js';

export type InsightRow = typeof insights.$inferSelect;

export function createInsightsRepo(db: Db) {
  return {
    /** The newest cards, or those after `before` in newest-first order. */
    async list(userId: string, limit: number, before?: string) {
      const keyset: Keyset = { order: [insights.createdAt, insights.id], id: insights.id, scope: [[insights.userId, userId]] };
      return db
        .select()
        .from(insights)
        .where(and(eq(insights.userId, userId), olderThan(keyset, before)))
        .orderBy(...newestFirst(keyset))
        .limit(limit);
    },

    async exists(userId: string, id: string) {
      return (
        (
          await db
            .select({ id: insights.id })
            .from(insights)
            .where(and(eq(insights.userId, userId), eq(insights.id, id)))
        ).length > 0
      );
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
